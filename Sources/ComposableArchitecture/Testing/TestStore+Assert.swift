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
            at: location
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
          // What an exhaustive test would have asserted, recorded as a known issue.
          var expectedGivenPrevious = expected
          do {
            try self.apply(modify, to: &expectedGivenPrevious, stackElementID: stackElementID)
          } catch {
            reportKnownIssue("Skipped assertions.\n\nThrew error: \(error)", at: location)
            return
          }
          if expectedGivenPrevious != actual {
            self.reportIssueHelper(
              Self.stateMismatchMessage(
                heading: modify != nil
                  ? "A state change does not match expectation"
                  : "State was not expected to change, but a change occurred",
                expected: expectedGivenPrevious,
                actual: actual
              ),
              location: location
            )
          }
        }
      }
    } catch {
      reportIssue("Threw error: \(error)", at: location)
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
    reportIssue(
      Self.stateMismatchMessage(
        heading: hasModify
          ? "A state change does not match expectation"
          : "State was not expected to change, but a change occurred",
        expected: expected,
        actual: actual
      ),
      at: location
    )
  }

  /// A state mismatch as TCA words it: the heading, a proportional diff (or both values where
  /// their dumps are the same) and, if given, a last paragraph.
  static func stateMismatchMessage(
    heading: String, expected: State, actual: State, postamble: String? = nil
  ) -> String {
    let difference = stateDifference(expected: expected, actual: actual)
    return "\(heading).\n\n\(difference)\(postamble.map { "\n\n\($0)" } ?? "")"
  }

  /// Reports changes to shared state that effects made after the last step that asserted it:
  /// at the end of `finish()` and when the test store goes away. Reported once: the changes
  /// count as asserted after.
  static func reportUnassertedSharedChanges(
    reducer: TestReducer<State, Action>,
    state: State,
    exhaustivity: Exhaustivity,
    location: SourceLocation
  ) {
    let tracker = reducer.sharedChangeTracker
    guard tracker.hasChanges else { return }
    tracker.assert(actualValues: nil) {
      // Compared while the tracker asserts: the shared values last asserted against the
      // current ones.
      let expected = state
      let actual = state
      guard expected != actual else { return }
      reportTestStoreIssue(
        Self.stateMismatchMessage(
          heading: "Test store finished before asserting against changes to shared state",
          expected: expected,
          actual: actual,
          postamble: """
            Invoke "TestStore.assert" at the end of this test to assert against changes to \
            shared state.
            """
        ),
        exhaustivity: exhaustivity,
        at: location
      )
    }
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
