import CustomDump
import Foundation
import IssueReporting

extension TestStore {
  /// What every `receive` does: waits for an action an effect fed back, checks it is the one
  /// expected, checks the state it produced, then lets the effects run on.
  ///
  /// - Parameters:
  ///   - isMatching: Whether a received action is the one expected.
  ///   - failureMessage: The report when no action can be received (nothing is in flight).
  ///   - mismatch: How a received action that does not match is shown.
  ///   - nanoseconds: How long to wait; the test store's ``timeout`` when `nil`.
  func receiveAction(
    matching isMatching: (Action) -> Bool,
    failureMessage: () -> String,
    mismatch: (Action) -> String,
    timeout nanoseconds: UInt64?,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    location: SourceLocation
  ) async {
    await self._receiveAction(
      matching: isMatching,
      failureMessage: failureMessage,
      mismatch: mismatch,
      timeout: nanoseconds,
      assert: updateStateToExpectedResult,
      location: location
    )
    await self.runEffectsUntilIdle()
  }

  private func _receiveAction(
    matching isMatching: (Action) -> Bool,
    failureMessage: () -> String,
    mismatch: (Action) -> String,
    timeout nanoseconds: UInt64?,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    location: SourceLocation
  ) async {
    let nanoseconds = nanoseconds ?? self.timeoutNanoseconds
    let isExhaustive = self.exhaustivity == .on
    let outcome = await self.waitForReceivedAction(
      matching: isMatching, anyAction: isExhaustive, timeout: nanoseconds
    )
    withIssueContext(
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column
    ) {
      self.location = location
      switch outcome {
      case .received:
        break
      case .noEffects:
        reportIssue(failureMessage(), at: location)
        return
      case .effectsEnded:
        // What TCA reports when the wait ends with no effect left, then the step's own failure.
        reportIssue(
          """
          Expected to receive \(isExhaustive ? "an action" : "a matching action"), but received \
          none\(describeTimeout(nanoseconds)).

          There are no in-flight effects that could deliver this action. Could the effect you \
          expected to deliver this action have been cancelled?
          """,
          at: location
        )
        reportIssue(failureMessage(), at: location)
        return
      case .timedOut:
        reportIssue(
          """
          Expected to receive \(isExhaustive ? "an action" : "a matching action"), but received \
          none\(describeTimeout(nanoseconds)).

          \(inFlightSuggestion(customTimeout: nanoseconds != self.timeoutNanoseconds))
          """,
          at: location
        )
        return
      }

      if !isExhaustive {
        let index = self.reducer.receivedActions.firstIndex { isMatching($0.action) } ?? 0
        if index > 0 {
          let skipped = self.reducer.receivedActions[..<index]
          var actions = ""
          customDump(skipped.map(\.action), to: &actions)
          self.reportIssueHelper(
            """
            \(skipped.count) received action\(skipped.count == 1 ? " was" : "s were") skipped.

            \(actions)
            """,
            location: location
          )
          self.assertedState = skipped.last!.state
          self.removeReceivedActions(index)
        }
      }
      let (receivedAction, state, stackElementID, sharedValues) =
        self.reducer.receivedActions[0]
      self.removeReceivedActions(1)
      if isMatching(receivedAction) {
        self.checkState(
          expected: self.assertedState,
          actual: state,
          sharedValues: sharedValues,
          modify: updateStateToExpectedResult,
          stackElementID: stackElementID,
          location: location
        )
      } else {
        self.reportIssueHelper(
          """
          Received unexpected action:

          \(mismatch(receivedAction))
          """,
          location: location
        )
      }
      self.assertedState = state
    }
  }

  /// Drops the first `count` received actions (asserted, or skipped).
  private func removeReceivedActions(_ count: Int) {
    self.reducer.receivedActions.removeFirst(count)
    self.reducer.reportedReceivedActionCount = max(
      0, self.reducer.reportedReceivedActionCount - count
    )
  }

  enum ReceiveOutcome {
    /// The action (or, exhaustively, any action) was received.
    case received
    /// No effect was in flight when the step began: nothing could deliver the action.
    case noEffects
    /// The effects in flight when the step began all ended without delivering it.
    case effectsEnded
    /// The effects still ran when the timeout passed.
    case timedOut
  }

  /// Waits until an action matching the predicate (or any action, with `anyAction`) was
  /// received, the effects that could send one are all done, or the timeout passes. Each turn
  /// lets the (serial) executor run the effects that are ready, so a step costs only the work
  /// the effects do.
  func waitForReceivedAction(
    matching isMatching: (Action) -> Bool,
    anyAction: Bool,
    timeout nanoseconds: UInt64
  ) async -> ReceiveOutcome {
    let start = DispatchTime.now().uptimeNanoseconds
    var isFirstTurn = true
    while true {
      if anyAction {
        if !self.reducer.receivedActions.isEmpty {
          return .received
        }
      } else if self.reducer.receivedActions.contains(where: { isMatching($0.action) }) {
        return .received
      }
      if self.core.inFlight.isEmpty {
        return isFirstTurn ? .noEffects : .effectsEnded
      }
      isFirstTurn = false
      if DispatchTime.now().uptimeNanoseconds - start >= nanoseconds {
        return .timedOut
      }
      await Task.yield()
    }
  }
}
