import ComposableArchitectureLegacy
import XCTest

/// The 0.x layer in the shapes of issue 49, point 1: an async main-actor XCTest method that
/// blocks the main thread in XCTest's synchronous waits (this target is compiled in the Swift 5
/// language mode, where that is a warning). The store's effects start, and what they send is
/// reduced, inside the wait; `Effect.task`'s output is delivered by the time the wait for an
/// expectation its operation fulfilled returns.
@MainActor
final class StoreBlockingWaitTests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []

  private enum Action: Equatable {
    case tap
    case response
  }

  func testAnEffectOfAStoreScopedTwiceWithClosuresStartsDuringTheWait() async {
    let expectation = self.expectation(description: "effect")
    let reducer = Reducer<Int, Action, Void> { _, action, _ in
      switch action {
      case .tap:
        return Effect(value: .response)
      case .response:
        return .run { _ in expectation.fulfill() }
      }
    }
    let store = Store(initialState: 0, reducer: reducer, environment: ())
    let viewStore = ViewStore(
      store.scope(state: { $0 }, action: { $0 }).scope(state: { $0 }, action: { $0 })
    )
    viewStore.send(.tap)
    self.wait(for: [expectation], timeout: 1)
  }

  func testWhatAnIfLetChildStoresEffectsSendIsReducedDuringEachWait() async {
    let reducer = Reducer<Int?, Bool, Void> { state, action, _ in
      if action {
        state? += 1
        return .none
      } else {
        return .run { send in await send(true) }
      }
    }
    let parentStore = Store(initialState: 0, reducer: reducer, environment: ())
    var ran = false
    parentStore
      .ifLet(then: { childStore in
        let vs = ViewStore(childStore)
        vs.send(false)
        _ = XCTWaiter.wait(for: [XCTestExpectation()], timeout: 0.1)
        vs.send(false)
        _ = XCTWaiter.wait(for: [XCTestExpectation()], timeout: 0.1)
        vs.send(false)
        _ = XCTWaiter.wait(for: [XCTestExpectation()], timeout: 0.1)
        XCTAssertEqual(vs.state, 3)
        ran = true
      })
      .store(in: &self.cancellables)
    XCTAssertTrue(ran)
  }

  func testATasksOutputIsDeliveredWhenTheWaitReturns() async {
    let missed = self.undeliveredOutputs(times: 50) { expectation, index in
      Effect<Int, Never>.task {
        expectation.fulfill()
        return index
      }
    }
    XCTAssertEqual(missed, 0)
  }
}
