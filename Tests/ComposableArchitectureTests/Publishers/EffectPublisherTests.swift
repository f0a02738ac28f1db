import ComposableArchitecture
import XCTest

#if canImport(Combine)
  import Combine
#endif

/// A 1.0-era feature driven by publishers: a subject of ticks it can start and stop, and a
/// one-shot `Just`.
private struct Ticker: Reducer {
  struct State: Equatable {
    var ticks = 0
    var numbers: [Int] = []
  }
  enum Action: Equatable {
    case startButtonTapped
    case stopButtonTapped
    case tick
    case numberButtonTapped
    case numberResponse(Int)
  }
  enum CancelID { case ticks }

  let ticks: PassthroughSubject<Void, Never>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        return .publisher { self.ticks.map { Action.tick } }
          .cancellable(id: CancelID.ticks)
      case .stopButtonTapped:
        return .cancel(id: CancelID.ticks)
      case .tick:
        state.ticks += 1
        return .none
      case .numberButtonTapped:
        return .publisher { Just(.numberResponse(42)) }
      case let .numberResponse(number):
        state.numbers.append(number)
        return .none
      }
    }
  }
}

@MainActor
final class EffectPublisherTests: XCTestCase {
  func testJustDeliversItsActionAndFinishes() async {
    let store = TestStore(initialState: Ticker.State()) {
      Ticker(ticks: PassthroughSubject())
    }
    await store.send(.numberButtonTapped)
    await store.receive(.numberResponse(42)) {
      $0.numbers = [42]
    }
  }

  func testSubjectDeliversUntilCancelled() async {
    let ticks = PassthroughSubject<Void, Never>()
    let store = TestStore(initialState: Ticker.State()) {
      Ticker(ticks: ticks)
    }
    await store.send(.startButtonTapped)
    ticks.send()
    await store.receive(.tick) {
      $0.ticks = 1
    }
    ticks.send()
    ticks.send()
    await store.receive(.tick) {
      $0.ticks = 2
    }
    await store.receive(.tick) {
      $0.ticks = 3
    }
    await store.send(.stopButtonTapped)
    // Cancelled: the subscription is gone, nothing more is received.
    ticks.send()
    await store.finish()
  }

  func testCompletionFinishesTheEffect() async {
    let ticks = PassthroughSubject<Void, Never>()
    let store = TestStore(initialState: Ticker.State()) {
      Ticker(ticks: ticks)
    }
    let task = await store.send(.startButtonTapped)
    ticks.send()
    ticks.send(completion: .finished)
    await store.receive(.tick) {
      $0.ticks = 1
    }
    await task.finish()
  }

  func testCompletionAsTheTestsLastLineEndsTheEffectAtOnce() async {
    // Issue 38, item 4: the subject completes as the test's last line; the effect is no longer
    // in flight when the test store goes away, without anything awaited in between.
    let issues = await recordIssues {
      let ticks = PassthroughSubject<Void, Never>()
      let store = TestStore(initialState: Ticker.State()) {
        Ticker(ticks: ticks)
      }
      await store.send(.startButtonTapped)
      ticks.send()
      await store.receive(.tick) {
        $0.ticks = 1
      }
      ticks.send(completion: .finished)
    }
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  func testSubjectCompletedFromADetachedTaskEndsTheEffect() async {
    let issues = await recordIssues {
      let ticks = PassthroughSubject<Void, Never>()
      let store = TestStore(initialState: Ticker.State()) {
        Ticker(ticks: ticks)
      }
      await store.send(.startButtonTapped)
      await Task.detached {
        ticks.send(completion: .finished)
      }.value
      await store.finish()
    }
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  func testStoreCancelsTheSubscriptionWhenReleased() async {
    let ticks = PassthroughSubject<Void, Never>()
    var store: StoreOf<Ticker>? = Store(initialState: Ticker.State()) {
      Ticker(ticks: ticks)
    }
    let task = store?.send(.startButtonTapped)
    ticks.send()
    await Task.yield()
    store = nil
    // The publisher never completes: the effect ends only because releasing the store cancelled
    // its subscription.
    await task?.finish()
  }

  func testOutputsFromAnotherThreadArriveInOrder() async {
    let ticks = PassthroughSubject<Void, Never>()
    let store = TestStore(initialState: Ticker.State()) {
      Ticker(ticks: ticks)
    }
    await store.send(.startButtonTapped)
    await Task.detached {
      ticks.send()
      ticks.send()
    }.value
    await store.receive(.tick) {
      $0.ticks = 1
    }
    await store.receive(.tick) {
      $0.ticks = 2
    }
    await store.send(.stopButtonTapped)
  }
}

/// When a publisher effect is subscribed to (B-ST-03): when a store starts it, in the send.
@MainActor
final class EffectPublisherSubscriptionTests: XCTestCase {
  enum Action: Equatable {
    case build
    case start
    case stop
    case emitted(Int)
  }
  enum CancelID { case publisher }

  func testAnEffectBuiltAndDroppedIsNeverSubscribedTo() {
    let subscribed = LockIsolated(false)
    let store = Store(initialState: 0) {
      Reduce<Int, Action> { _, _ in
        _ = Effect<Action>.publisher {
          Deferred { () -> Empty<Action, Never> in
            subscribed.setValue(true)
            return Empty()
          }
        }
        return .none
      }
    }
    store.send(.build)
    XCTAssertFalse(subscribed.value)
  }

  func testWhatItEmitsOnSubscriptionIsReducedBeforeTheSendReturns() {
    let store = Store(initialState: [Int]()) {
      Reduce<[Int], Action> { state, action in
        switch action {
        case .start:
          return .merge(
            .send(.emitted(1)),
            .publisher { [2, 3].publisher.map(Action.emitted) },
            .send(.emitted(4))
          )
        case let .emitted(value):
          state.append(value)
          return .none
        case .build, .stop:
          return .none
        }
      }
    }
    store.send(.start)
    // In effect order, all before `send` returns, as TCA processes them.
    XCTAssertEqual(store.withState { $0 }, [1, 2, 3, 4])
  }

  func testItIsSubscribedToInTheSendAfterTheReducer() {
    let log = LockIsolated<[String]>([])
    let store = Store(initialState: 0) {
      Reduce<Int, Action> { _, action in
        guard action == .start else { return .none }
        let effect = Effect<Action>.publisher {
          Deferred { () -> Empty<Action, Never> in
            log.withValue { $0.append("subscribed") }
            return Empty()
          }
        }
        log.withValue { $0.append("built") }
        return effect
      }
    }
    log.withValue { $0.append("send") }
    store.send(.start)
    log.withValue { $0.append("returned") }
    XCTAssertEqual(log.value, ["send", "built", "subscribed", "returned"])
  }

  func testCancellingTheEffectCancelsTheSubscriptionAtOnce() {
    let subject = PassthroughSubject<Int, Never>()
    let cancelled = LockIsolated(false)
    let store = Store(initialState: [Int]()) {
      Reduce<[Int], Action> { state, action in
        switch action {
        case .start:
          return .publisher {
            subject
              .handleEvents(receiveCancel: { cancelled.setValue(true) })
              .map(Action.emitted)
          }
          .cancellable(id: CancelID.publisher)
        case .stop:
          return .cancel(id: CancelID.publisher)
        case let .emitted(value):
          state.append(value)
          return .none
        case .build:
          return .none
        }
      }
    }
    store.send(.start)
    subject.send(1)
    XCTAssertEqual(store.withState { $0 }, [1])
    store.send(.stop)
    XCTAssertTrue(cancelled.value)
    subject.send(2)
    XCTAssertEqual(store.withState { $0 }, [1])
  }

  func testAPublisherAConcatenationNeverReachesIsNeverSubscribedTo() async {
    let subscribed = LockIsolated(false)
    let clock = TestClock()
    let store = Store(initialState: 0) {
      Reduce<Int, Action> { _, action in
        switch action {
        case .start:
          return .concatenate(
            .run { _ in try await clock.sleep(for: .seconds(1)) },
            .publisher {
              Deferred { () -> Empty<Action, Never> in
                subscribed.setValue(true)
                return Empty()
              }
            }
          )
          .cancellable(id: CancelID.publisher)
        case .stop:
          return .cancel(id: CancelID.publisher)
        case .build, .emitted:
          return .none
        }
      }
    }
    let task = store.send(.start)
    store.send(.stop)
    await task.finish()
    XCTAssertFalse(subscribed.value)
  }
}
