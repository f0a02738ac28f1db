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
        reportIssue(
          failureMessage(),
          fileID: location.fileID,
          filePath: location.filePath,
          line: location.line,
          column: location.column
        )
        return
      case .timedOut:
        reportIssue(
          """
          Expected to receive \(isExhaustive ? "an action" : "a matching action"), but received \
          none\(describeTimeout(nanoseconds)).

          \(inFlightSuggestion(customTimeout: nanoseconds != self.timeoutNanoseconds))
          """,
          fileID: location.fileID,
          filePath: location.filePath,
          line: location.line,
          column: location.column
        )
        return
      }

      if !isExhaustive {
        let index = self.reducer.receivedActions.firstIndex { isMatching($0.action) } ?? 0
        if index > 0 {
          let skipped = Array(self.reducer.receivedActions[..<index])
          self.reducer.receivedActions.removeFirst(index)
          if case .off(showSkippedAssertions: true) = self.exhaustivity {
            reportSkippedReceivedActions(skipped, location: location)
          }
          self.assertedState = skipped.last!.state
        }
      }
      let (receivedAction, state, stackElementID, sharedValues) =
        self.reducer.receivedActions.remove(at: 0)
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
        let isReceivedLater = self.reducer.receivedActions.contains { isMatching($0.action) }
        reportIssue(
          """
          Received unexpected action\(isReceivedLater ? " before this one" : ""):

          \(mismatch(receivedAction))
          """,
          fileID: location.fileID,
          filePath: location.filePath,
          line: location.line,
          column: location.column
        )
      }
      self.assertedState = state
    }
  }

  enum ReceiveOutcome {
    case received
    case noEffects
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
    while true {
      if anyAction {
        if !self.reducer.receivedActions.isEmpty {
          return .received
        }
      } else if self.reducer.receivedActions.contains(where: { isMatching($0.action) }) {
        return .received
      }
      if self.core.inFlight.isEmpty {
        return .noEffects
      }
      if DispatchTime.now().uptimeNanoseconds - start >= nanoseconds {
        return .timedOut
      }
      await Task.yield()
    }
  }
}

/// Lists received actions that a non-exhaustive test skipped.
func reportSkippedReceivedActions<Action, State>(
  _ skipped: [TestReducer<State, Action>.ReceivedAction],
  location: SourceLocation
) {
  var actions = ""
  customDump(skipped.map(\.action), to: &actions)
  reportSkippedAssertion(
    """
    Skipped receiving \(skipped.count) action\(skipped.count == 1 ? "" : "s"): …

    \(actions)
    """,
    location: location
  )
}
