import CustomDump
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
  ///   - duration: How long to wait for it; the test store's ``TestStore/timeout`` by default.
  ///   - updateStateToExpectedResult: A closure that asserts the state changed by the action.
  public func receive(
    _ expectedAction: Action,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receiveAction(
      matching: { expectedAction == $0 },
      failureMessage: {
        var dump = ""
        customDump(expectedAction, to: &dump, indent: 2)
        return "Expected to receive the following action, but didn't:\n\n\(dump)"
      },
      mismatch: { receivedAction in
        diff(expectedAction, receivedAction, format: .proportional)
          .map { "\($0.indent(by: 4))\n\n(Expected: −, Received: +)" }
            ?? """
            Expected:
            \(String(describing: expectedAction).indent(by: 2))

            Received:
            \(String(describing: receivedAction).indent(by: 2))
            """
      },
      timeout: duration?.nanoseconds,
      assert: updateStateToExpectedResult,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
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
  @_disfavoredOverload
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receiveAction(
      matching: isMatching,
      failureMessage: { "Expected to receive an action matching predicate, but didn't get one." },
      mismatch: dumpReceivedAction,
      timeout: duration?.nanoseconds,
      assert: updateStateToExpectedResult,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
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
  @_disfavoredOverload
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receive(
      casePath: AnyCasePath(actionCase),
      timeout: duration?.nanoseconds,
      assert: updateStateToExpectedResult,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
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
  @_disfavoredOverload
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    await self.receive(
      casePath: AnyCasePath(actionCase),
      value,
      timeout: duration?.nanoseconds,
      assert: updateStateToExpectedResult,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// The case path forms, shared by the case key path and the deprecated `AnyCasePath` APIs.
  func receive<Value>(
    casePath: AnyCasePath<Action, Value>,
    timeout nanoseconds: UInt64?,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    location: SourceLocation
  ) async {
    await self.receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      failureMessage: { "Expected to receive an action matching case path, but didn't get one." },
      mismatch: dumpReceivedAction,
      timeout: nanoseconds,
      assert: updateStateToExpectedResult,
      location: location
    )
  }

  func receive<Value: Equatable>(
    casePath: AnyCasePath<Action, Value>,
    _ value: Value,
    timeout nanoseconds: UInt64?,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    location: SourceLocation
  ) async {
    await self.receiveAction(
      matching: { casePath.extract(from: $0) == value },
      failureMessage: { "Expected to receive an action matching case path, but didn't get one." },
      mismatch: { receivedAction in
        // The whole action: the expected one is the received one's case with `value`.
        if casePath.extract(from: receivedAction) != nil,
          let difference = diff(casePath.embed(value), receivedAction, format: .proportional)
        {
          return "\(difference.indent(by: 2))\n\n(Expected: −, Actual: +)"
        }
        return dumpReceivedAction(receivedAction)
      },
      timeout: nanoseconds,
      assert: updateStateToExpectedResult,
      location: location
    )
  }
}

/// How a received action that does not match the expected case or predicate is shown.
private func dumpReceivedAction<Action>(_ receivedAction: Action) -> String {
  var dump = ""
  customDump(receivedAction, to: &dump, indent: 2)
  return dump
}
