import CustomDump
import Foundation
import IssueReporting

extension TestStore where Action: Equatable {
  /// Asserts that an effect fed back this action, and how it changed the state.
  ///
  /// ```swift
  /// await store.receive(.numberFactResponse("1 is a good number")) {
  ///   $0.numberFact = "1 is a good number"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - expectedAction: The action the store should have received.
  ///   - nanoseconds: How long to wait for it; the test store's ``TestStore/timeout`` by default.
  ///   - updateStateToExpectedResult: A closure that asserts the state changed by the action.
  public func receive(
    _ expectedAction: Action,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receiveAction(
      matching: { expectedAction == $0 },
      expectation: {
        var dump = ""
        customDump(expectedAction, to: &dump, indent: 2)
        return "the following action:\n\n\(dump)"
      },
      mismatch: { receivedAction in
        diff(expectedAction, receivedAction, format: .proportional)
          .map { "\($0.indent(by: 2))\n\n(Expected: −, Received: +)" }
            ?? """
            Expected:
            \(String(describing: expectedAction).indent(by: 2))

            Received:
            \(String(describing: receivedAction).indent(by: 2))
            """
      },
      timeout: nanoseconds,
      assert: updateStateToExpectedResult,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect fed back this action, waiting at most `duration`.
  public func receive(
    _ expectedAction: Action,
    timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receive(
      expectedAction,
      timeout: duration.nanoseconds,
      assert: updateStateToExpectedResult,
      fileID: fileID,
      file: filePath,
      line: line,
      column: column
    )
  }
}

extension TestStore {
  /// Asserts that an effect fed back an action matching a predicate, and how it changed state.
  ///
  /// ```swift
  /// await store.receive({ if case .response = $0 { true } else { false } }) {
  ///   $0.isLoading = false
  /// }
  /// ```
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receiveAction(
      matching: isMatching,
      expectation: { "an action matching a predicate" },
      mismatch: { receivedAction in
        var dump = ""
        customDump(receivedAction, to: &dump, indent: 2)
        return dump
      },
      timeout: nanoseconds,
      assert: updateStateToExpectedResult,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect fed back an action matching a predicate, waiting at most
  /// `duration`.
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receive(
      isMatching,
      timeout: duration.nanoseconds,
      assert: updateStateToExpectedResult,
      fileID: fileID,
      file: filePath,
      line: line,
      column: column
    )
  }

  /// Asserts that an effect fed back an action of a case, and how it changed state.
  ///
  /// ```swift
  /// await store.receive(\.numberFactResponse) {
  ///   $0.numberFact = "1 is a good number"
  /// }
  /// await store.receive(\.rows[id: 1].response)
  /// ```
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = AnyCasePath(actionCase)
    await self.receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      expectation: { "an action matching \(String(describing: actionCase))" },
      mismatch: { receivedAction in
        var dump = ""
        customDump(receivedAction, to: &dump, indent: 2)
        return dump
      },
      timeout: nanoseconds,
      assert: updateStateToExpectedResult,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect fed back an action of a case, waiting at most `duration`.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receive(
      actionCase,
      timeout: duration.nanoseconds,
      assert: updateStateToExpectedResult,
      fileID: fileID,
      file: filePath,
      line: line,
      column: column
    )
  }

  /// Asserts that an effect fed back an action of a case with the given associated value, and
  /// how it changed state.
  ///
  /// ```swift
  /// await store.receive(\.numberFactResponse, "1 is a good number") {
  ///   $0.numberFact = "1 is a good number"
  /// }
  /// ```
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = AnyCasePath(actionCase)
    await self.receiveAction(
      matching: { casePath.extract(from: $0) == value },
      expectation: {
        var dump = ""
        customDump(value, to: &dump, indent: 2)
        return "an action matching \(String(describing: actionCase)) with:\n\n\(dump)"
      },
      mismatch: { receivedAction in
        if let receivedValue = casePath.extract(from: receivedAction),
          let difference = diff(value, receivedValue, format: .proportional)
        {
          return "\(difference.indent(by: 2))\n\n(Expected: −, Received: +)"
        }
        var dump = ""
        customDump(receivedAction, to: &dump, indent: 2)
        return dump
      },
      timeout: nanoseconds,
      assert: updateStateToExpectedResult,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect fed back an action of a case with the given associated value,
  /// waiting at most `duration`.
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receive(
      actionCase,
      value,
      timeout: duration.nanoseconds,
      assert: updateStateToExpectedResult,
      fileID: fileID,
      file: filePath,
      line: line,
      column: column
    )
  }

  private func receiveAction(
    matching isMatching: (Action) -> Bool,
    expectation: () -> String,
    mismatch: (Action) -> String,
    timeout nanoseconds: UInt64?,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    location: SourceLocation
  ) async {
    await self._receiveAction(
      matching: isMatching,
      expectation: expectation,
      mismatch: mismatch,
      timeout: nanoseconds,
      assert: updateStateToExpectedResult,
      location: location
    )
    await self.settleEffects()
  }

  /// Gives effects that just fed back an action a few turns to run to their end, so that one
  /// whose last act was that action is finished before the next step (or the end of the test).
  func settleEffects() async {
    var turns = 0
    while turns < 8, !self.core.inFlight.hasNoForegroundEffects {
      await Task.yield()
      turns += 1
    }
  }

  private func _receiveAction(
    matching isMatching: (Action) -> Bool,
    expectation: () -> String,
    mismatch: (Action) -> String,
    timeout nanoseconds: UInt64?,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    location: SourceLocation
  ) async {
    let nanoseconds = nanoseconds ?? self.timeout
    let isExhaustive = self.exhaustivity == .on
    let outcome = await self.waitForReceivedAction(
      matching: isExhaustive ? { _ in true } : isMatching,
      timeout: nanoseconds
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
          "Expected to receive \(expectation()), but received none.",
          fileID: location.fileID,
          filePath: location.filePath,
          line: location.line,
          column: location.column
        )
        return
      case .timedOut:
        reportIssue(
          """
          Expected to receive \(expectation()), but received none\
          \(describeTimeout(nanoseconds)).

          \(inFlightSuggestion(customTimeout: nanoseconds != self.timeout))
          """,
          fileID: location.fileID,
          filePath: location.filePath,
          line: location.line,
          column: location.column
        )
        return
      }

      let index: Int
      if isExhaustive {
        index = 0
      } else {
        index = self.reducer.receivedActions.firstIndex { isMatching($0.action) } ?? 0
        if index > 0 {
          let skipped = Array(self.reducer.receivedActions[..<index])
          self.reducer.receivedActions.removeFirst(index)
          if case .off(showSkippedAssertions: true) = self.exhaustivity {
            reportSkippedReceivedActions(skipped, location: location)
          }
          self.assertedState = skipped.last!.state
        }
      }
      let (receivedAction, state, stackElementID) = self.reducer.receivedActions.removeFirst()
      if isMatching(receivedAction) {
        self.checkState(
          expected: self.assertedState,
          actual: state,
          modify: updateStateToExpectedResult,
          stackElementID: stackElementID,
          location: location
        )
      } else {
        let isReceivedLater = self.reducer.receivedActions.contains { isMatching($0.action) }
        reportIssue(
          """
          Received unexpected action\(isReceivedLater ? " before this one" : ""): …

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

  /// Waits until an action matching the predicate was received, the effects that could send
  /// one are all done, or the timeout passes. Each turn lets the (serial) executor run the
  /// effects that are ready, so a step costs only the work the effects do.
  func waitForReceivedAction(
    matching isMatching: (Action) -> Bool,
    timeout nanoseconds: UInt64
  ) async -> ReceiveOutcome {
    let start = DispatchTime.now().uptimeNanoseconds
    while true {
      if self.reducer.receivedActions.contains(where: { isMatching($0.action) }) {
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
