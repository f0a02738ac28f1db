import ComposableArchitecture
import XCTest

/// What a test store does around the steps a test writes, as TCA's does: a `dismiss` the test
/// overrides, skipping effects and received actions, `finish`, timed-out tasks, shared state
/// left unasserted, and how a step yields.
@MainActor
final class TestStoreSemanticsTests: XCTestCase {
  func testOverriddenDismissStillEndsTheFeature() async {
    let clock = TestClock()
    let spy = LockIsolated(false)
    let issues = await recordIssues {
      let store = TestStore(initialState: ClosingTicker.State()) {
        ClosingTicker()
      } withDependencies: {
        $0.continuousClock = clock
        $0.dismiss = DismissEffect { spy.setValue(true) }
      }
      await store.send(.start)
      await store.send(.close)
      XCTAssertTrue(spy.value, "The test's dismiss ran")
      XCTAssertTrue(store.isDismissed, "The test store is dismissed")
    }
    // No "still running" issue for the timer: dismissal skipped it.
    XCTAssertEqual(issues.map(\.description), [])
  }

  func testDismissOverriddenBetweenStepsStillEndsTheFeature() async {
    let spy = LockIsolated(0)
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: ClosingTicker.State()) { ClosingTicker() }
      store.dependencies.dismiss = DismissEffect { spy.withValue { $0 += 1 } }
      await store.send(.close)
      XCTAssertEqual(spy.value, 1)
      XCTAssertTrue(store.isDismissed)
      line = #line + 1
      await store.send(.close)
    }
    XCTAssertSingleIssue(issues, is: "Can't send action to dismissed test store.", at: line)
  }

  func testSkipInFlightEffectsNeitherCancelsNorWaits() async {
    await self.assertSkippingALoadIsAKnownIssue(exhaustivity: .on)
  }

  /// Sends `load`, whose effect delivers `loaded` after a second of `clock`, skips its effect,
  /// then checks that the effect still delivers `loaded` and that the skip was one known issue.
  private func assertSkippingALoadIsAKnownIssue(
    exhaustivity: Exhaustivity,
    file: StaticString = #filePath,
    testLine: UInt = #line
  ) async {
    let clock = TestClock()
    var line: UInt = 0
    let issues = await recordIssues {
      let store = loadingStore(clock: clock)
      store.exhaustivity = exhaustivity
      await store.send(.load)
      line = #line + 1
      await store.skipInFlightEffects()
      await clock.advance(by: .seconds(1))
      await store.receive(.loaded) { $0 = 1 }
    }
    XCTAssertSingleIssue(
      issues,
      is: """
        Skipped assertions.

        1 in-flight effect was cancelled, originating from:

        LoadAction.load
        """,
      known: true,
      at: line,
      file: file,
      testLine: testLine
    )
  }

  /// B-TS-02: on an exhaustive store, an action that a skipped effect delivers later must still
  /// be asserted: left unasserted, the end of the test reports it.
  func testAnActionASkippedEffectDeliversLaterMustBeAsserted() async {
    let clock = TestClock()
    let issues = await recordIssues {
      let store = loadingStore(clock: clock)
      await store.send(.load)
      await store.skipInFlightEffects()
      await clock.advance(by: .seconds(1))
      await store.finish()
    }
    // The skip is a known issue; the action left unasserted is a failure (at `finish()` or at
    // the end of the test, depending on when it arrived).
    XCTAssertEqual(issues.first?.isKnown, true, issues.description)
    let failures = issues.filter { !$0.isKnown }
    XCTAssertFalse(failures.isEmpty, issues.description)
    XCTAssertEqual(
      Set(failures.map(\.message)), [unexpectedActionsText(".loaded")], issues.description
    )
  }

  func testSkipInFlightEffectsReturnsWhileAnEffectIgnoresCancellation() async {
    let gate = LockIsolated<CheckedContinuation<Void, Never>?>(nil)
    let issues = await recordIssues {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Void> { _, _ in
          .run { _ in
            // A continuation ignores cancellation: the effect waits until the test resumes it.
            await withCheckedContinuation { gate.setValue($0) }
          }
        }
      }
      store.exhaustivity = .off
      await store.send(())
      await store.skipInFlightEffects()
      gate.withValue {
        $0?.resume()
        $0 = nil
      }
    }
    XCTAssertEqual(issues.map(\.description), [])
  }

  func testSkipInFlightEffectsCountsAPresentedChild() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: PresentingHost.State()) { PresentingHost() }
      await store.send(.show) { $0.child = PresentingHost.Child.State() }
      line = #line + 1
      await store.skipInFlightEffects()
    }
    XCTAssertSingleIssue(
      issues,
      is: """
        Skipped assertions.

        1 in-flight effect was cancelled, originating from:

        PresentingHost.Action.show
        """,
      known: true,
      at: line
    )
  }

  func testSkipInFlightEffectsSilentWhenNotExhaustive() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Void> { _, _ in .run { _ in try await Task.never() } }
      }
      store.exhaustivity = .off
      await store.send(())
      await store.skipInFlightEffects()
    }
    XCTAssertEqual(issues.map(\.description), [])
  }

  func testSkipReceivedActionsIsAKnownIssue() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      await store.send(.sendIncrement)
      line = #line + 1
      await store.skipReceivedActions()
      XCTAssertEqual(store.state.count, 1, "The state after the skipped action")
    }
    XCTAssertSingleIssue(
      issues,
      is: """
        Skipped assertions.

        1 received action was skipped.

        Probe.Action.increment
        """,
      known: true,
      at: line
    )
  }

  func testFinishReportsReceivedActionsFirstAndKeepsThemQueued() async {
    var finishLine: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      await store.send(.sendNoop)
      finishLine = #line + 1
      await store.finish()
      await store.receive(.noop)
    }
    XCTAssertSingleIssue(
      issues,
      is: unexpectedActionsText(".noop"),
      at: finishLine
    )
  }

  func testFinishLeavesActionsThatArriveWhileWaitingQueued() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: 0) {
        Reduce<Int, LoadAction> { state, action in
          switch action {
          case .load:
            return .run { send in
              try await Task.sleep(for: .milliseconds(10))
              await send(.loaded)
            }
          case .loaded:
            return .none
          }
        }
      }
      await store.send(.load)
      await store.finish()
      await store.receive(.loaded)
    }
    XCTAssertEqual(issues.map(\.description), [])
  }

  /// BEHAVIOUR.md B-TS-05: a timed-out `finish(timeout:)` cancels the task's effects: one issue.
  func testTimedOutTaskFinishCancelsItsEffects() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Void> { _, _ in .run { _ in try await Task.never() } }
      }
      let task = await store.send(())
      line = #line + 1
      await task.finish(timeout: .milliseconds(50))
    }
    // One issue: the end of the test finds nothing still running.
    XCTAssertSingleIssue(
      issues,
      is: """
        Expected task to finish, but it is still in-flight after 0.05 seconds.

        If this task delivers its action using a clock/scheduler (via "sleep(for:)", \
        "timer(interval:)", etc.), make sure that you wait enough time for it to perform its \
        work. If you are using a test clock/scheduler, advance the scheduler so that the effects \
        may complete, or consider using an immediate clock/scheduler to immediately perform the \
        effect instead.

        If you are not yet using a clock/scheduler, or cannot use a clock/scheduler, try \
        increasing the duration of this assertion's "timeout".
        """,
      at: line
    )
  }

  /// BEHAVIOUR.md B-TS-06: `send` suspends with no effect; main-actor work queued before it ran.
  func testSendSuspendsEvenWithoutEffects() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Void> { state, _ in
        state += 1
        return .none
      }
    }
    let ran = LockIsolated(false)
    Task { @MainActor in ran.setValue(true) }
    await store.send(()) { $0 = 1 }
    XCTAssertTrue(ran.value, "Main-actor work enqueued before the send has run")
  }

  func testReceiveCaseWithAnotherValueShowsTheWholeAction() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: 0) {
        Reduce<Int, SaveAction> { _, action in
          action == .save ? .send(.delegate(.saved(1))) : .none
        }
      }
      await store.send(.save)
      line = #line + 1
      await store.receive(\.delegate.saved, 2)
    }
    XCTAssertSingleIssue(
      issues,
      is: """
        Received unexpected action:

          \u{2007} SaveAction.delegate(
          −   .saved(2)
          +   .saved(1)
          \u{2007} )

        (Expected: −, Actual: +)
        """,
      at: line
    )
  }

  func testReceiveWhenTheEffectsEndWithoutTheAction() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: 0) {
        Reduce<Int, LoadAction> { _, action in
          // Outlives the send, then ends without sending anything.
          action == .load ? .run { _ in try await Task.sleep(for: .milliseconds(50)) } : .none
        }
      }
      await store.send(.load)
      line = #line + 1
      await store.receive(.loaded)
    }
    XCTAssertEqual(issues.count, 2, "\(issues)")
    XCTAssertEqual(
      issues.first?.message,
      """
      Expected to receive an action, but received none after 1.0 seconds.

      There are no in-flight effects that could deliver this action. Could the effect you \
      expected to deliver this action have been cancelled?
      """
    )
    XCTAssertEqual(
      issues.last?.message,
      """
      Expected to receive the following action, but didn't:

        LoadAction.loaded
      """
    )
    XCTAssertEqual(issues.map(\.line), [line, line])
  }

  /// B-TS-07: a non-exhaustive `receive(\.case, value)` matches the case and the value: it skips
  /// an earlier received action of the same case that carries another value.
  func testNonExhaustiveReceiveOfCaseAndValueSkipsTheSameCaseWithAnotherValue() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: 0) {
        Reduce<Int, SaveAction> { state, action in
          switch action {
          case .save:
            return .run { send in
              await send(.delegate(.saved(1)))
              await send(.delegate(.saved(2)))
            }
          case let .delegate(.saved(value)):
            state = value
            return .none
          }
        }
      }
      store.exhaustivity = .off
      await store.send(.save)
      await store.receive(\.delegate.saved, 2) { $0 = 2 }
      XCTAssertEqual(store.state, 2)
    }
    XCTAssertEqual(issues.map(\.description), [])
  }

  /// B-TS-02: under `.off(showSkippedAssertions: true)`, `skipInFlightEffects()` records the
  /// skipped effects as a known issue, and does not cancel them.
  func testSkipInFlightEffectsIsAKnownIssueWhenShowingSkippedAssertions() async {
    await self.assertSkippingALoadIsAKnownIssue(exhaustivity: .off(showSkippedAssertions: true))
  }

  /// B-TS-01: a feature that dismisses itself under `.off(showSkippedAssertions: true)` ends the
  /// tracking of its in-flight effects silently: no issue, not even a known one.
  func testDismissStopsTrackingEffectsSilentlyWhenShowingSkippedAssertions() async {
    let clock = TestClock()
    let issues = await recordIssues {
      let store = TestStore(initialState: ClosingTicker.State()) {
        ClosingTicker()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.start)
      await store.send(.close)
      XCTAssertTrue(store.isDismissed, "The test store is dismissed")
    }
    XCTAssertEqual(issues.map(\.description), [])
  }

  /// B-PS-06: under `.off(showSkippedAssertions: true)`, an assertion closure that passes against
  /// the actual state but throws when re-run against the previous state records the
  /// `testStore.skippedAssertions.threwError` known issue.
  func testSkippedAssertionThatThrowsIsAKnownIssue() async {
    struct Failure: Error {}
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      line = #line + 1
      await store.send(.incrementAndRename("Blob")) {
        guard $0.count == 1 else { throw Failure() }
        $0.count = 1
      }
    }
    XCTAssertFalse(issues.isEmpty)
    XCTAssertTrue(issues.allSatisfy(\.isKnown), "\(issues)")
    XCTAssertEqual(issues.map(\.line), Array(repeating: line, count: issues.count))
    XCTAssertTrue(
      issues.contains {
        $0.message == """
          Skipped assertions.

          Threw error: Failure()
          """
      },
      "\(issues)"
    )
  }
}

/// A timer that runs until the feature closes itself with `dismiss`.
@Reducer
struct ClosingTicker {
  struct State: Equatable {}
  enum Action { case start, close }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .start:
        return .run { _ in
          for await _ in self.clock.timer(interval: .seconds(1)) {}
        }
      case .close:
        return .run { _ in await self.dismiss() }
      }
    }
  }
}

enum LoadAction: Equatable { case load, loaded }

/// A test store whose `load` delivers `loaded` after a second of `clock`; `loaded` sets 1.
@MainActor
private func loadingStore(clock: TestClock<Duration>) -> TestStore<Int, LoadAction> {
  TestStore(initialState: 0) {
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
}

@CasePathable
enum SaveAction: Equatable {
  case save
  case delegate(Delegate)
  @CasePathable
  enum Delegate: Equatable { case saved(Int) }
}

/// Presents a child that does nothing.
@Reducer
struct PresentingHost {
  @Reducer
  struct Child {
    struct State: Equatable {}
    enum Action { case tap }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }
  struct State: Equatable {
    @PresentationState var child: Child.State?
  }
  enum Action {
    case child(PresentationAction<Child.Action>)
    case show
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .show = action { state.child = Child.State() }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Child() }
  }
}
