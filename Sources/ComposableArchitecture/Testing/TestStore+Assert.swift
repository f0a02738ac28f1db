@_spi(Internals) import CasePaths
import CustomDump
import Dependencies
import IssueReporting

extension TestStore {
  /// Asserts the current state, for example a change made outside of the reducer.
  ///
  /// ```swift
  /// store.assert {
  ///   $0.count = 1
  /// }
  /// ```
  public func assert(
    _ updateStateToExpectedResult: @escaping (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.checkState(
      expected: self.assertedState,
      actual: self.assertedState,
      modify: updateStateToExpectedResult,
      skipUnnecessaryModifyFailure: true,
      // A copy: an `append` in the closure gets the next id without taking it from the feature.
      stackElementID: self.reducer.dependencies.stackElementID,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Checks a step's state: in exhaustive mode the whole state must equal `expected` as
  /// modified by the test's closure; otherwise only what the closure asserts must hold.
  ///
  /// Shared state in the state is checked too: `sharedValues` are the values it had after the
  /// step (its current values when `nil`).
  func checkState(
    expected: State,
    actual: State,
    sharedValues: SharedValues? = nil,
    modify: ((_ state: inout State) throws -> Void)?,
    skipUnnecessaryModifyFailure: Bool = false,
    stackElementID: StackElementIDGenerator? = nil,
    location: SourceLocation
  ) {
    let isExhaustive = self.exhaustivity == .on
    self.reducer.sharedChangeTracker.assert(
      actualValues: sharedValues, startFromActual: !isExhaustive
    ) {
      self.checkStateAsserting(
        expected: expected,
        actual: actual,
        modify: modify,
        skipUnnecessaryModifyFailure: skipUnnecessaryModifyFailure,
        stackElementID: stackElementID,
        location: location
      )
    }
  }

  private func checkStateAsserting(
    expected: State,
    actual: State,
    modify: ((_ state: inout State) throws -> Void)?,
    skipUnnecessaryModifyFailure: Bool,
    stackElementID: StackElementIDGenerator?,
    location: SourceLocation
  ) {
    do {
      switch self.exhaustivity {
      case .on:
        var expectedAfterStep = expected
        try self.apply(modify, to: &expectedAfterStep, stackElementID: stackElementID)
        if expectedAfterStep != actual {
          self.reportStateMismatch(
            expected: expectedAfterStep, actual: actual, hasModify: modify != nil,
            location: location
          )
        } else if expectedAfterStep == expected, modify != nil, !skipUnnecessaryModifyFailure,
          !self.reducer.sharedChangeTracker.isModifiedWhileAsserting
        {
          reportIssue(
            """
            Expected state to change, but no change occurred.

            The trailing closure made no observable modifications to state. If no change to \
            state is expected, omit the trailing closure.
            """,
            fileID: location.fileID,
            filePath: location.filePath,
            line: location.line,
            column: location.column
          )
        }

      case let .off(showSkippedAssertions):
        var expectedGivenActual = actual
        try self.apply(modify, to: &expectedGivenActual, stackElementID: stackElementID)
        if expectedGivenActual != actual {
          self.reportStateMismatch(
            expected: expectedGivenActual, actual: actual, hasModify: modify != nil,
            location: location
          )
        } else if showSkippedAssertions {
          var expectedGivenPrevious = expected
          try self.apply(modify, to: &expectedGivenPrevious, stackElementID: stackElementID)
          if expectedGivenPrevious != actual {
            let difference =
              diff(expectedGivenPrevious, actual, format: .proportional)
              .map { "\($0.indent(by: 4))\n\n(Expected: −, Actual: +)" } ?? ""
            reportSkippedAssertion(
              """
              A state change does not match expectation.

              \(difference)
              """,
              location: location
            )
          }
        }
      }
    } catch {
      reportIssue(
        "Threw error: \(error)",
        fileID: location.fileID,
        filePath: location.filePath,
        line: location.line,
        column: location.column
      )
    }
  }

  /// Runs a test's assertion closure on `state`, with the feature's dependencies, and with
  /// CasePaths' `XCTModify` told whether the test is exhaustive: a non-exhaustive test may
  /// "modify" a case into what it already is (`XCTModify(&$0.destination, case: \.alert) { _ in }`).
  private func apply(
    _ modify: ((_ state: inout State) throws -> Void)?,
    to state: inout State,
    stackElementID: StackElementIDGenerator?
  ) throws {
    guard let modify else { return }
    try XCTModifyLocals.$isExhaustive.withValue(self.exhaustivity == .on) {
      try self.withTestDependencies(stackElementID: stackElementID) {
        try modify(&state)
      }
    }
  }

  private func reportStateMismatch(
    expected: State,
    actual: State,
    hasModify: Bool,
    location: SourceLocation
  ) {
    let difference =
      diff(expected, actual, format: .proportional)
      .map { "\($0.indent(by: 4))\n\n(Expected: −, Actual: +)" }
        ?? """
        Expected:
        \(String(describing: expected).indent(by: 2))

        Actual:
        \(String(describing: actual).indent(by: 2))
        """
    let heading =
      hasModify
      ? "A state change does not match expectation."
      : "State was not expected to change, but a change occurred."
    reportIssue(
      """
      \(heading)

      \(difference)
      """,
      fileID: location.fileID,
      filePath: location.filePath,
      line: location.line,
      column: location.column
    )
  }

  func withTestDependencies<R>(
    stackElementID: StackElementIDGenerator? = nil,
    _ operation: () throws -> R
  ) rethrows -> R {
    var dependencies = self.reducer.dependencies
    if let stackElementID {
      // Continue from where the reducer started, as a copy, so that the test's appends get the
      // same ids and the reducer's generator is left alone.
      dependencies.stackElementID = stackElementID.incrementingCopy()
    }
    // Bound directly: `withDependencies { $0 = dependencies }` comes to the same, with two more
    // task locals bound in debug builds, where tests run.
    return try withTaskLocal(DependencyValues.$_current, dependencies, operation: operation)
  }
}

/// Lists an assertion a non-exhaustive test skipped, without failing the test: a warning in
/// Swift Testing, a printed note under XCTest.
func reportSkippedAssertion(_ message: String, location: SourceLocation) {
  if TestContext.current?.isSwiftTesting == true {
    reportIssue(
      message,
      severity: .warning,
      fileID: location.fileID,
      filePath: location.filePath,
      line: location.line,
      column: location.column
    )
  } else {
    print("\(location.filePath):\(location.line): Skipped assertions: \(message)")
  }
}
