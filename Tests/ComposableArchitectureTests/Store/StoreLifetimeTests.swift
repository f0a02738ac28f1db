import ComposableArchitecture
import Testing
import XCTest

private struct Feature: Reducer {
  struct State: Equatable {
    var child = Counter.State()
    var finished = false
  }
  @CasePathable
  enum Action: Equatable {
    case child(Counter.Action)
    case startLongEffect
    case sleepThenFinish
    case finished
  }
  let probe: EffectProbe
  let clock: TestClock<Duration>
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Counter() }
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .startLongEffect:
        return self.probe.neverEndingEffect()
      case .sleepThenFinish:
        // The effect holds `send` while it sleeps.
        return .run { [clock, probe] send in
          try await withTaskCancellationHandler {
            probe.started.setValue(true)
            try await clock.sleep(for: .seconds(60))
          } onCancel: {
            probe.cancelled.setValue(true)
          }
          await send(.finished)
        }
      case .finished:
        state.finished = true
        return .none
      }
    }
  }
}

@MainActor
private func makeStore(probe: EffectProbe = EffectProbe()) -> StoreOf<Feature> {
  Store(initialState: Feature.State()) { Feature(probe: probe, clock: TestClock()) }
}

@MainActor
final class StoreLifetimeTests: XCTestCase {
  func testStoreIsDeallocatedAfterUse() async {
    weak var weakStore: StoreOf<Feature>?
    do {
      let store = makeStore()
      weakStore = store
      store.send(.child(.increment))
      await store.send(.child(.delayedIncrement)).finish()
      XCTAssertEqual(store.child.count, 2)
    }
    XCTAssertNil(weakStore)
  }

  func testScopedStoreIsDeallocatedWithItsRoot() async {
    weak var weakStore: StoreOf<Feature>?
    weak var weakChild: StoreOf<Counter>?
    do {
      let store = makeStore()
      let child = store.scope(state: \.child, action: \.child)
      weakStore = store
      weakChild = child
      child.send(.increment)
      await child.send(.delayedIncrement).finish()
      XCTAssertEqual(store.child.count, 2)
    }
    XCTAssertNil(weakChild)
    XCTAssertNil(weakStore)
  }

  func testStoreIsDeallocatedWhileAnEffectThatCapturedSendIsSuspended() async {
    let probe = EffectProbe()
    weak var weakStore: StoreOf<Feature>?
    var task: StoreTask?
    do {
      let store = makeStore(probe: probe)
      weakStore = store
      task = store.send(.sleepThenFinish)
      await probe.waitUntilStarted()
    }
    XCTAssertNil(weakStore)
    await probe.waitUntilCancelled()
    if let task {
      await waitUntilFinished(task)
    }
  }

  func testReleasingTheStoreCancelsItsEffects() async {
    let probe = EffectProbe()
    var store: StoreOf<Feature>? = makeStore(probe: probe)
    store?.send(.startLongEffect)
    await probe.waitUntilStarted()
    XCTAssertFalse(probe.cancelled.value)

    store = nil
    await probe.waitUntilCancelled()
  }
}

@MainActor
@Suite struct StoreLifetimeSwiftTests {
  @Test func releasingTheStoreCancelsItsEffects() async {
    let probe = EffectProbe()
    var store: StoreOf<Feature>? = makeStore(probe: probe)
    store?.send(.startLongEffect)
    await probe.waitUntilStarted()
    store = nil
    await probe.waitUntilCancelled()
  }
}
