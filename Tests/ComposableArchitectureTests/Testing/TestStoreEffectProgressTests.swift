import ComposableArchitecture
import XCTest

/// `send` lets effects run as far as they can before it returns, so a test can check what an
/// effect did right after the step; non-exhaustive steps build on what effects already did.
@MainActor
final class TestStoreEffectProgressTests: XCTestCase {
  func testSendLetsEffectsRunBeforeReturning() async {
    let spy = LockIsolated(0)
    let store = TestStore(initialState: Tracker.State()) {
      Tracker()
    } withDependencies: {
      $0.analytics = { _ in spy.withValue { $0 += 1 } }
    }
    await store.send(.buttonTapped)
    // The effect yielded several times before tracking, and tracked again from the action it
    // fed back: all of it happened within `send`.
    XCTAssertEqual(spy.value, 2)
    await store.receive(.tracked) {
      $0.count = 1
    }
  }

  func testNonExhaustiveSendSeesWhatEffectsAlreadyDelivered() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: Tracker.State()) {
        Tracker()
      } withDependencies: {
        $0.analytics = { _ in }
      }
      store.exhaustivity = .off
      await store.send(.buttonTapped)
      // `.tracked` (count 1) was delivered by the effect before this send.
      await store.send(.double) {
        $0.count = 2
      }
    }
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  func testEffectThatEmitsAfterSkipInFlightEffectsIsStillReceived() async {
    let clock = TestClock()
    let issues = await recordIssues {
      let store = TestStore(initialState: Tracker.State()) {
        Tracker()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.exhaustivity = .off
      await store.send(.startStubbornTimer)
      await store.skipInFlightEffects()
      // Skipping does not cancel (as in TCA): the effect sends, and its action is received.
      await clock.advance(by: .seconds(5))
      await store.send(.double)
      XCTAssertEqual(store.state.count, 200)
    }
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  func testDeprecatedTimeoutsAndCasePathsStillWork() async {
    let store = TestStore(initialState: Probe.State(text: "")) {
      Probe()
    }
    await store.send(.runIncrementThenText)
    await store.receive(/Probe.Action.increment, timeout: 1_000_000_000) {
      $0.count = 1
    }
    await store.receive(/Probe.Action.textResponse) {
      $0.text = "done"
    }
    let task = await store.send(.runIncrement)
    await store.receive({ $0 == .increment }, timeout: 1_000_000_000) {
      $0.count = 2
    }
    await task.finish(timeout: 1_000_000_000)
    await store.finish(timeout: 1_000_000_000)
  }
}

extension DependencyValues {
  /// Records analytics events; what `Tracker` reports.
  fileprivate var analytics: @Sendable (String) -> Void {
    get { self[AnalyticsKey.self] }
    set { self[AnalyticsKey.self] = newValue }
  }
}

private enum AnalyticsKey: DependencyKey {
  static let liveValue: @Sendable (String) -> Void = { _ in }
}

/// Tracks a button tap from an effect that takes a few turns, then feeds back an action whose
/// own effect tracks again.
private struct Tracker: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case buttonTapped
    case double
    case startStubbornTimer
    case tick
    case tracked
  }

  @Dependency(\.analytics) var analytics
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .buttonTapped:
        return .run { send in
          for _ in 1...5 {
            await Task.yield()
          }
          self.analytics("buttonTapped")
          await send(.tracked)
        }
      case .double:
        state.count *= 2
        return .none
      case .startStubbornTimer:
        return .run { send in
          try? await self.clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      case .tick:
        state.count += 100
        return .none
      case .tracked:
        state.count += 1
        return .run { _ in self.analytics("tracked") }
      }
    }
  }
}
