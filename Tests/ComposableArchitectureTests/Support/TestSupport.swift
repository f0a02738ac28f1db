import ComposableArchitecture
import Foundation
import Testing
import XCTest

// Shared features and helpers for the runtime's tests.
//
// A note on XCTest under Linux: a `@MainActor` `XCTestCase` subclass whose test methods are all
// synchronous crashes test discovery ("Could not cast value of type '(X) -> @MainActor () -> ()'").
// The test classes of this target therefore declare their test methods `async`.

/// The counter of the README: the smallest feature with state, a synchronous and an asynchronous
/// action.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
  }
  @CasePathable
  enum Action: Equatable {
    case increment
    case decrement
    case incrementTwiceViaSend
    case delayedIncrement
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .decrement:
        state.count -= 1
        return .none
      case .incrementTwiceViaSend:
        return .merge(.send(.increment), .send(.increment))
      case .delayedIncrement:
        return .run { send in await send(.increment) }
      }
    }
  }
}

/// An issue reporter that hands each message to a closure, to assert on reports under XCTest,
/// where `withExpectedIssue` does not work on Linux.
struct CapturingReporter: IssueReporter {
  let capture: @Sendable (String) -> Void
  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    capture(message() ?? "")
  }
  func reportIssue(
    _ error: any Error, _ message: @autoclosure () -> String?, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    capture("\(error)" + (message().map { ": \($0)" } ?? ""))
  }
  /// Expected (known) issues, such as a test store's skipped assertions, are captured too.
  func expectIssue(
    _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {
    capture(message() ?? "")
  }
}

/// Runs `operation` with issue reporting captured, and returns the messages it reported.
func reportedIssues(_ operation: () throws -> Void) rethrows -> [String] {
  let messages = LockIsolated<[String]>([])
  try withIssueReporters([
    CapturingReporter { message in messages.withValue { $0.append(message) } }
  ]
  ) {
    try operation()
  }
  return messages.value
}

/// Runs `operation` with issue reporting captured, and returns the messages it reported.
///
/// Effects started inside `operation` inherit the capturing reporter (it is a task local), so
/// awaiting their completion inside `operation` captures their reports too.
func reportedIssues(
  isolation: isolated (any Actor)? = #isolation,
  _ operation: () async throws -> Void
) async rethrows -> [String] {
  let messages = LockIsolated<[String]>([])
  try await withIssueReporters(
    [CapturingReporter { message in messages.withValue { $0.append(message) } }]
  ) {
    try await operation()
  }
  return messages.value
}

/// Records the life of a long-living effect: whether it started and whether it was cancelled;
/// a test awaits either change with ``waitUntilStarted(fileID:filePath:line:column:)`` and
/// ``waitUntilCancelled(fileID:filePath:line:column:)``.
final class EffectProbe: Sendable {
  let started = Watched(false)
  let cancelled = Watched(false)

  /// An effect that runs until it is cancelled.
  ///
  /// `started` flips inside the cancellation handler's operation, so once it is `true` a
  /// cancellation flips `cancelled` synchronously.
  func neverEndingEffect<Action>() -> Effect<Action> {
    .run { [started, cancelled] _ in
      try await withTaskCancellationHandler {
        started.setValue(true)
        try await Task.never()
      } onCancel: {
        cancelled.setValue(true)
      }
    }
  }

  /// Waits until the effect started, failing the test at the caller's line if it never does.
  @MainActor
  @discardableResult
  func waitUntilStarted(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    await waitFor(
      "the effect to start", fileID: fileID, filePath: filePath, line: line, column: column
    ) { [started] in
      await started.until { $0 }
    }
  }

  /// Waits until the effect was cancelled, failing the test at the caller's line if it never is.
  @MainActor
  @discardableResult
  func waitUntilCancelled(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    await waitFor(
      "the effect to be cancelled", fileID: fileID, filePath: filePath, line: line, column: column
    ) { [cancelled] in
      await cancelled.until { $0 }
    }
  }
}

/// A gate an effect can wait on until the test opens it; opening it before the effect reaches
/// it is fine.
final class Gate: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() {
    (self.stream, self.continuation) = AsyncStream<Void>.makeStream()
  }

  func open() {
    self.continuation.finish()
  }

  func wait() async {
    for await _ in self.stream {}
  }
}

/// Asserts that exactly one issue was reported and that its message contains each fragment.
func assertSingleIssue(
  _ issues: [String],
  containing fragments: [String],
  file: StaticString = #filePath,
  line: UInt = #line
) {
  guard issues.count == 1, let message = issues.first else {
    XCTFail("Expected exactly one issue, got \(issues.count): \(issues)", file: file, line: line)
    return
  }
  for fragment in fragments where !message.contains(fragment) {
    XCTFail(
      "Issue does not contain \(fragment.debugDescription):\n\(message)", file: file, line: line)
  }
}

/// The message of a Swift Testing issue recorded by `reportIssue`.
func message(of issue: Issue) -> String {
  issue.comments.map(\.rawValue).joined(separator: "\n")
}
