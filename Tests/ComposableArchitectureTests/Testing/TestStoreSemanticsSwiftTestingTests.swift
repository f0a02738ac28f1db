import ComposableArchitecture
import Testing

/// ``TestStoreSemanticsTests`` under Swift Testing: the behaviours around a test's steps, with
/// skipped assertions recorded as Swift Testing known issues.
@MainActor
@Suite(.serialized)
struct TestStoreSemanticsSwiftTestingTests {
  @Test func overriddenDismissStillEndsTheFeature() async {
    let clock = TestClock()
    let spy = LockIsolated(false)
    let store = TestStore(initialState: ClosingTicker.State()) {
      ClosingTicker()
    } withDependencies: {
      $0.continuousClock = clock
      $0.dismiss = DismissEffect { spy.setValue(true) }
    }
    await store.send(.start)
    await store.send(.close)
    #expect(spy.value)
    #expect(store.isDismissed)
    // The end of the test reports no timer still running: the test passes with no issue.
  }

  /// Passes: the skip is a known issue, and the effect runs on to deliver its action.
  @Test func skipInFlightEffectsIsAKnownIssueAndCancelsNothing() async {
    let clock = TestClock()
    let store = TestStore(initialState: 0) {
      Reduce<Int, LoadAction> { state, action in
        switch action {
        case .load:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.loaded)
          }
        case .loaded:
          state = 1
          return .none
        }
      }
    }
    await store.send(.load)
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(1))
    await store.receive(.loaded) { $0 = 1 }
  }

  @Test func finishReportsReceivedActionsAndKeepsThemQueued() async {
    let line = StepLine()
    let store = TestStore(initialState: Probe.State()) { Probe() }
    await store.send(.sendNoop)
    await withKnownIssue {
      line.next()
      await store.finish()
    } matching: { issue in
      issue.matches(
        "The store received 1 unexpected action.\n\n  Unhandled actions:\n    .noop\n\n",
        #"or consider using a non-exhaustive test store: "store.exhaustivity = .off"."#,
        at: line.value
      )
    }
    await store.receive(.noop)
  }

  @Test func effectStillRunningAtTheEnd() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      line.next()
      await store.send(.delayedIncrement)
    } matching: { issue in
      issue.matches(
        "An effect returned for this action is still running. It must complete before the end "
          + "of the test.\n\nTo fix,",
        #"If you do not wish to assert on these effects, perform "await store.skipInFlightEffects()", or consider using a non-exhaustive test store: "store.exhaustivity = .off"."#,
        at: line.value
      )
    }
  }

  /// BEHAVIOUR.md B-TS-05: a timed-out `finish(timeout:)` is reported once (Swift Testing).
  @Test func timedOutTaskIsReportedOnce() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Void> { _, _ in .run { _ in try await Task.never() } }
      }
      let task = await store.send(())
      line.next()
      await task.finish(timeout: .milliseconds(50))
    } matching: { issue in
      issue.matches(
        "Expected task to finish, but it is still in-flight after 0.05 seconds.", at: line.value
      )
    }
  }
}
