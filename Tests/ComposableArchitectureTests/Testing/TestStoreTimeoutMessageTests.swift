import ComposableArchitecture
import XCTest

/// The whole text of the timeout of an exhaustive `receive`, word for word as TCA reports it
/// (the non-exhaustive form is in ``TestStoreFailureMessageTests``).
@MainActor
final class TestStoreTimeoutMessageTests: XCTestCase {
  func testNoActionReceivedBeforeTheTimeout() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      // The effect sleeps on a test clock that the test never advances.
      let task = await store.send(.delayedIncrement)
      line = #line + 1
      await store.receive(.increment, timeout: .milliseconds(100))
      await task.cancel()
    }
    XCTAssertSingleIssue(
      issues,
      is: """
        Expected to receive an action, but received none after 0.1 seconds.

        There are effects in-flight. If the effect that delivers this action uses a \
        clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait \
        enough time for it to perform the effect. If you are using a test clock/scheduler, \
        advance it so that the effects may complete, or consider using an immediate \
        clock/scheduler to immediately perform the effect instead.

        If you are not yet using a clock/scheduler, or can not use a clock/scheduler, try \
        increasing the duration of this assertion's "timeout".
        """,
      at: line
    )
  }
}
