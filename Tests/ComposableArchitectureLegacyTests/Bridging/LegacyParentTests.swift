import ComposableArchitectureLegacy
import XCTest

// A 0.x parent that pulls back a feature migrated to 1.x (`ModernCounter`, in a file that
// imports the 1.x module): this file imports the 0.x module only.

private struct ParentState: Equatable {
  var child = ModernCounter.State()
  var ticks = 0
}

@CasePathable
private enum ParentAction: Equatable {
  case child(ModernCounter.Action)
  case startTimer
  case startTimerLater
  case tick
  case cancelChildEffect
}

private struct ParentEnvironment {
  var scheduler: AnySchedulerOf<DispatchQueue>
}

private func parentReducer(
  probe: LongRunningProbe
) -> Reducer<ParentState, ParentAction, ParentEnvironment> {
  .combine(
    Reducer(ModernCounter(probe: probe)).pullback(
      state: \.child,
      action: \.child,
      environment: { _ in }
    ),
    Reducer { state, action, environment in
      switch action {
      case .child:
        return .none
      case .startTimer:
        return Effect.timer(id: "legacy-timer", every: 1, on: environment.scheduler)
          .map { _ in .tick }
      case .startTimerLater:
        // The timer is subscribed to when the delayed value completes, from the scheduler, after
        // `send` returned: it is still filed with this store's cancellation registry.
        return .concatenate(
          Effect(value: .tick).delay(for: 1, scheduler: environment.scheduler).eraseToEffect(),
          Effect.timer(id: "legacy-timer", every: 1, on: environment.scheduler).map { _ in .tick }
        )
      case .tick:
        state.ticks += 1
        return .none
      case .cancelChildEffect:
        // Cancels the 1.x child's `.run` effect, made cancellable with this identifier.
        return .cancel(id: "modern-long-running")
      }
    }
  )
}

final class LegacyParentTests: XCTestCase {
  func testModernChildInLegacyTestStore() {
    let scheduler = DispatchQueue.test
    let store = TestStore(
      initialState: ParentState(),
      reducer: parentReducer(probe: LongRunningProbe()),
      environment: ParentEnvironment(scheduler: scheduler.eraseToAnyScheduler())
    )
    store.send(.child(.increment)) { $0.child.count = 1 }
    // The 1.x child's `.send` is reduced before `send` returns, as a 0.x `Effect(value:)` is.
    store.send(.child(.incrementLater))
    store.receive(.child(.increment)) { $0.child.count = 2 }
    store.send(.startTimer)
    scheduler.advance(by: 2)
    store.receive(.tick) { $0.ticks = 1 }
    store.receive(.tick) { $0.ticks = 2 }
    // The 1.x child cancels the 0.x parent's timer: nothing is left running at the end.
    store.send(.child(.stopParentTimer))
    scheduler.advance(by: 5)
  }

  func testModernChildCancelsTimerStartedLater() {
    let scheduler = DispatchQueue.test
    let store = TestStore(
      initialState: ParentState(),
      reducer: parentReducer(probe: LongRunningProbe()),
      environment: ParentEnvironment(scheduler: scheduler.eraseToAnyScheduler())
    )
    store.send(.startTimerLater)
    scheduler.advance(by: 1)
    store.receive(.tick) { $0.ticks = 1 }
    scheduler.advance(by: 1)
    store.receive(.tick) { $0.ticks = 2 }
    store.send(.child(.stopParentTimer))
    scheduler.advance(by: 5)
  }

  func testTimerLeftRunningIsReported() {
    let scheduler = DispatchQueue.test
    var line: UInt = 0
    let issues = recordIssues {
      let store = TestStore(
        initialState: ParentState(),
        reducer: parentReducer(probe: LongRunningProbe()),
        environment: ParentEnvironment(scheduler: scheduler.eraseToAnyScheduler())
      )
      line = #line + 1
      store.send(.startTimer)
    }
    XCTAssertEqual(issues.count, 1)
    XCTAssertEqual(issues.first?.line, line)
    XCTAssertTrue(
      issues.first?.message.hasPrefix(
        "An effect returned for this action is still running. It must complete before the end of "
          + "the test. …"
      ) == true
    )
  }
}

@MainActor
final class LegacyParentStoreTests: XCTestCase {
  func testModernChildEffectsRunAndLegacyParentCancelsThem() async {
    let probe = LongRunningProbe()
    let store = Store(
      initialState: ParentState(),
      reducer: parentReducer(probe: probe),
      environment: ParentEnvironment(scheduler: .immediate)
    )
    let viewStore = ViewStore(store)

    // The 1.x child's `.run` effect runs on the 1.x runtime and feeds its action back.
    await viewStore.send(.child(.factButtonTapped), while: { $0.child.fact == nil })
    XCTAssertEqual(viewStore.child.fact, "0 is a good number")

    // A 0.x `.cancel(id:)` from the parent cancels the 1.x child's effect with that identifier.
    viewStore.send(.child(.startLongRunning))
    for _ in 1...10_000 where !probe.started.value {
      await Task.yield()
    }
    XCTAssertTrue(probe.started.value)
    XCTAssertFalse(probe.cancelled.value)
    viewStore.send(.cancelChildEffect)
    XCTAssertTrue(probe.cancelled.value)
  }
}
