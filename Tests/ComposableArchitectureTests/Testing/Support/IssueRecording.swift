import ComposableArchitecture
import Foundation
import XCTest

/// An issue reported through IssueReporting, as an ``IssueRecorder`` saw it.
struct RecordedIssue: Sendable, CustomStringConvertible {
  var message: String
  var severity: IssueSeverity
  var filePath: String
  var line: UInt
  /// Whether it was recorded as an expected (known) issue, which does not fail a test: a test
  /// store's skipped assertions.
  var isKnown = false

  var description: String {
    "\(self.filePath):\(self.line): \(self.isKnown ? "(known) " : "")\(self.message)"
  }
}

/// Records issues instead of failing the test, so that a test can check that a misuse is
/// reported, with which message, and where.
///
/// XCTest on Linux has no `XCTExpectFailure`, and `withExpectedIssue` does not work there, so
/// tests install this reporter with `withIssueReporters` (see ``recordIssues(_:)``).
final class IssueRecorder: IssueReporter {
  let issues = LockIsolated<[RecordedIssue]>([])

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let issue = RecordedIssue(
      message: message() ?? "", severity: severity, filePath: "\(filePath)", line: line
    )
    self.issues.withValue { $0.append(issue) }
  }

  func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let issue = RecordedIssue(
      message: message() ?? "", severity: .error, filePath: "\(filePath)", line: line,
      isKnown: true
    )
    self.issues.withValue { $0.append(issue) }
  }
}

/// Runs `operation` with an ``IssueRecorder`` as the only issue reporter and returns what it
/// recorded.
///
/// Create the test store inside `operation`: the checks a test store makes when it goes away
/// (unasserted actions, effects still running) then happen while the recorder is installed.
@MainActor
func recordIssues(
  _ operation: @MainActor () async throws -> Void
) async rethrows -> [RecordedIssue] {
  let recorder = IssueRecorder()
  try await withIssueReporters([recorder]) {
    try await operation()
  }
  return recorder.issues.value
}

/// Captures what `operation` writes to standard output, such as the skipped assertions a
/// non-exhaustive test store prints under XCTest.
@MainActor
func captureStandardOutput(_ operation: @MainActor () async throws -> Void) async rethrows
  -> String
{
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("teststore-stdout-\(UUID().uuidString).txt").path
  let file = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
  precondition(file >= 0, "Could not open \(path)")
  fflush(stdout)
  let savedStandardOutput = dup(STDOUT_FILENO)
  dup2(file, STDOUT_FILENO)
  defer {
    fflush(stdout)
    dup2(savedStandardOutput, STDOUT_FILENO)
    close(savedStandardOutput)
    close(file)
    try? FileManager.default.removeItem(atPath: path)
  }
  try await operation()
  fflush(stdout)
  return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}

/// Asserts that exactly one issue was recorded, that its message contains each fragment, and
/// that it points at `line` of the test file.
func XCTAssertSingleIssue(
  _ issues: [RecordedIssue],
  containing fragments: String...,
  at line: UInt,
  in expectedFile: StaticString = #filePath,
  file: StaticString = #filePath,
  testLine: UInt = #line
) {
  guard issues.count == 1, let issue = issues.first else {
    XCTFail(
      "Expected 1 issue, got \(issues.count):\n\(issues.map(\.description).joined(separator: "\n\n"))",
      file: file, line: testLine
    )
    return
  }
  XCTAssertIssue(
    issue, containing: fragments, at: line, in: expectedFile, file: file, testLine: testLine)
}

/// Asserts that an issue's message contains each fragment and that it points at `line` of the
/// test file.
func XCTAssertIssue(
  _ issue: RecordedIssue,
  containing fragments: [String],
  at line: UInt,
  in expectedFile: StaticString = #filePath,
  file: StaticString = #filePath,
  testLine: UInt = #line
) {
  for fragment in fragments {
    XCTAssertTrue(
      issue.message.contains(fragment),
      "Issue message does not contain \(fragment.debugDescription):\n\(issue.message)",
      file: file, line: testLine
    )
  }
  XCTAssertEqual(issue.severity, .error, file: file, line: testLine)
  XCTAssertEqual(issue.filePath, "\(expectedFile)", file: file, line: testLine)
  XCTAssertEqual(issue.line, line, "Reported at the wrong line", file: file, line: testLine)
}

/// Asserts that exactly one issue was recorded, that its message is exactly `message` (the whole
/// text, as a user's `XCTExpectFailure`/`withKnownIssue` would match it), and that it points at
/// `line` of the test file; `known` for an issue recorded as expected (a skipped assertion).
func XCTAssertSingleIssue(
  _ issues: [RecordedIssue],
  is message: String,
  known isKnown: Bool = false,
  at line: UInt,
  in expectedFile: StaticString = #filePath,
  file: StaticString = #filePath,
  testLine: UInt = #line
) {
  guard issues.count == 1, let issue = issues.first else {
    XCTFail(
      "Expected 1 issue, got \(issues.count):\n\(issues.map(\.description).joined(separator: "\n\n"))",
      file: file, line: testLine
    )
    return
  }
  XCTAssertEqual(issue.message, message, file: file, line: testLine)
  XCTAssertEqual(
    issue.isKnown, isKnown, isKnown ? "Not a known issue" : "A known issue",
    file: file, line: testLine
  )
  XCTAssertEqual(issue.severity, .error, file: file, line: testLine)
  XCTAssertEqual(issue.filePath, "\(expectedFile)", file: file, line: testLine)
  XCTAssertEqual(issue.line, line, "Reported at the wrong line", file: file, line: testLine)
}

/// What a test store reports, word for word as TCA 1.25.5, for a step whose effects still run
/// when the test ends: tests compare whole messages with it.
let effectStillRunningText = """
  An effect returned for this action is still running. It must complete before the end of \
  the test.

  To fix, inspect any effects the reducer returns for this action and ensure that all of \
  them complete by the end of the test. There are a few reasons why an effect may not have \
  completed:

  If using async/await in your effect, it may need a little bit of time to properly \
  finish. To fix you can simply perform "await store.finish()" at the end of your test.

  If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
  make sure that you wait enough time for it to perform the effect. If you are using a test \
  clock/scheduler, advance it so that the effects may complete, or consider using an \
  immediate clock/scheduler to immediately perform the effect instead.

  If you are returning a long-living effect (timers, notifications, subjects, etc.), then \
  make sure those effects are torn down by marking the effect ".cancellable" and returning \
  a corresponding cancellation effect ("Effect.cancel") from another action, or, if your \
  effect is driven by a Combine subject, send it a completion.

  If you do not wish to assert on these effects, perform \
  "await store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
  "store.exhaustivity = .off".
  """

/// What a test store reports, word for word as TCA 1.25.5, for actions received and never
/// asserted: `actions` are their abbreviated case names (`.noop`).
func unexpectedActionsText(_ actions: String...) -> String {
  """
  The store received \(actions.count) unexpected action\(actions.count == 1 ? "" : "s").

    Unhandled actions:
  \(actions.map { "    \($0)" }.joined(separator: "\n"))

  To fix, explicitly assert against these actions using "store.receive", skip these actions by \
  performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
  store: "store.exhaustivity = .off".
  """
}
