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
