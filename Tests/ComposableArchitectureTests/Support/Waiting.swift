import ComposableArchitecture
import Foundation
import Testing
import XCTest

/// How much longer than usual wall-clock waits may take: `TEST_TIMEOUT_SCALE` (sanitizer builds
/// run many times slower; `.ci/sanitizers` sets it), 1 by default. A wait returns as soon as what
/// it awaits arrives, so a larger bound only delays the failure of a test that fails anyway.
let timeoutScale: Int = {
  let value = ProcessInfo.processInfo.environment["TEST_TIMEOUT_SCALE"].flatMap { Int($0) }
  return max(value ?? 1, 1)
}()

/// Awaits `signal`, bounded: if it has not returned after `timeout` (scaled by `timeoutScale`),
/// fails the test at the caller's line, saying what it waited for, cancels the wait and returns
/// `false`.
///
/// The wait itself is deterministic: it ends when the awaited signal arrives (an effect reports
/// that it started, a store task finishes), never at a time. The bound only exists so that a
/// broken library, whose signal never comes, fails the test instead of hanging it: 30 seconds by
/// default, since Swift Testing starts every test of the process at once, and on 2 cores the
/// first of them once waited 7.5 seconds for the main actor (5 seconds was a flaky bound).
///
/// - Parameters:
///   - description: What the test waits for, completing "Timed out waiting for …".
///   - timeout: The bound, before scaling.
///   - signal: The wait; cancelling it must make it return.
/// - Returns: Whether the signal arrived in time.
@MainActor
@discardableResult
func waitFor(
  _ description: String,
  timeout: Duration = .seconds(30),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ signal: @escaping @Sendable () async -> Void
) async -> Bool {
  let limit = timeout * timeoutScale
  let (outcomes, continuation) = AsyncStream<Bool>.makeStream()
  let waiter = Task {
    await signal()
    continuation.yield(true)
  }
  let timer = Task {
    try? await Task.sleep(for: limit)
    continuation.yield(false)
  }
  var iterator = outcomes.makeAsyncIterator()
  let arrived = await iterator.next() ?? false
  waiter.cancel()
  timer.cancel()
  continuation.finish()
  if !arrived {
    recordFailure(
      "Timed out after \(limit) waiting for \(description)",
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
  return arrived
}

/// Waits until the effects of `task` finish, bounded as ``waitFor(_:timeout:fileID:filePath:line:column:_:)``
/// is; giving up cancels them, so that an effect that failed to be cancelled fails the test
/// instead of hanging it.
@MainActor
@discardableResult
func waitUntilFinished(
  _ task: StoreTask,
  timeout: Duration = .seconds(30),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async -> Bool {
  await waitFor(
    "the effects of a store task to finish", timeout: timeout,
    fileID: fileID, filePath: filePath, line: line, column: column
  ) {
    await task.finish()
  }
}

/// Fails the running test, XCTest or Swift Testing, at the given place.
///
/// It does not go through `reportIssue`, so that a test capturing reported issues (with
/// `reportedIssues { }`) still fails.
func recordFailure(
  _ message: String,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)
      )
    )
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}
