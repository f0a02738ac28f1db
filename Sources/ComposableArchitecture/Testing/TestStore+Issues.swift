import IssueReporting

extension TestStore {
  /// Reports a failure of the test's assertions the way the exhaustivity asks: a failure when
  /// exhaustive, a known issue headed "Skipped assertions." under
  /// `.off(showSkippedAssertions: true)`, nothing under `.off`.
  ///
  /// - Parameter exhaustivity: The exhaustivity to report with; the test store's by default.
  func reportIssueHelper(
    _ message: String,
    overrideExhaustivity exhaustivity: Exhaustivity? = nil,
    location: SourceLocation
  ) {
    reportTestStoreIssue(message, exhaustivity: exhaustivity ?? self.exhaustivity, at: location)
  }
}

/// What ``TestStore/reportIssueHelper(_:overrideExhaustivity:location:)`` does, for the checks
/// made when a test store goes away (which no longer have the store itself).
func reportTestStoreIssue(
  _ message: String, exhaustivity: Exhaustivity, at location: SourceLocation
) {
  switch exhaustivity {
  case .on:
    reportIssue(message, at: location)
  case .off(showSkippedAssertions: true):
    reportKnownIssue("Skipped assertions.\n\n\(message)", at: location)
  case .off(showSkippedAssertions: false):
    break
  }
}

/// Reports an issue at a step of a test.
func reportIssue(_ message: String, at location: SourceLocation) {
  reportIssue(
    message,
    fileID: location.fileID,
    filePath: location.filePath,
    line: location.line,
    column: location.column
  )
}

/// Records an issue that does not fail the test: a known issue in Swift Testing (as
/// `withKnownIssue` records it), an expected issue for every other issue reporter.
///
/// XCTest off Apple platforms has no `XCTExpectFailure`, where TCA records these: there the
/// reporters are told the issue is expected (IssueReporting's default reporter prints it).
func reportKnownIssue(_ message: String, at location: SourceLocation) {
  let isSwiftTesting = TestContext.current?.isSwiftTesting == true
  for reporter in IssueReporters.current {
    if isSwiftTesting, reporter is _DefaultReporter {
      // The reporter that records Swift Testing issues: inside `withKnownIssue`.
      withExpectedIssue(
        fileID: location.fileID,
        filePath: location.filePath,
        line: location.line,
        column: location.column
      ) {
        reporter.reportIssue(
          message,
          severity: .error,
          fileID: location.fileID,
          filePath: location.filePath,
          line: location.line,
          column: location.column
        )
      }
    } else {
      reporter.expectIssue(
        message,
        fileID: location.fileID,
        filePath: location.filePath,
        line: location.line,
        column: location.column
      )
    }
  }
}

/// The duration in a timeout failure, as TCA prints it: `" after 1.0 seconds"`, or nothing for
/// a zero timeout.
func describeTimeout(_ nanoseconds: UInt64) -> String {
  nanoseconds > 0 ? " after \(Double(nanoseconds) / 1_000_000_000) seconds" : ""
}

/// The last sentence of a timeout failure: what to do about the timeout.
func timeoutAdvice(customTimeout: Bool) -> String {
  customTimeout
    ? #"try increasing the duration of this assertion's "timeout""#
    : #"configure this assertion with an explicit "timeout""#
}

/// What a timeout failure says while effects are still in flight.
func inFlightSuggestion(customTimeout: Bool) -> String {
  """
  There are effects in-flight. If the effect that delivers this action uses a clock/scheduler \
  (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait enough time for it \
  to perform the effect. If you are using a test clock/scheduler, advance it so that the \
  effects may complete, or consider using an immediate clock/scheduler to immediately perform \
  the effect instead.

  If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
  \(timeoutAdvice(customTimeout: customTimeout)).
  """
}
