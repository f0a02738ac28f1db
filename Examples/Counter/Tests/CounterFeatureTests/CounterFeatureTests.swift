import ComposableArchitecture
import Foundation
import XCTest

@testable import CounterFeature

@MainActor
final class CounterFeatureTests: XCTestCase {
  // Effects and clocks run in order on one serial executor, so advancing a `TestClock` never
  // races an effect that has not started sleeping yet.
  override func invokeTest() {
    withMainSerialExecutor {
      super.invokeTest()
    }
  }

  func testIncrementAndDecrementChangeTheCount() {
    let (store, received) = makeStore()

    store.send(.incrementButtonTapped)
    XCTAssertEqual(store.state, CounterFeature.State(count: 1))
    store.send(.incrementButtonTapped)
    XCTAssertEqual(store.state, CounterFeature.State(count: 2))
    store.send(.decrementButtonTapped)
    store.send(.decrementButtonTapped)
    store.send(.decrementButtonTapped)
    XCTAssertEqual(store.state, CounterFeature.State(count: -1))
    XCTAssertEqual(
      received.value,
      [
        .incrementButtonTapped, .incrementButtonTapped,
        .decrementButtonTapped, .decrementButtonTapped, .decrementButtonTapped,
      ]
    )
  }

  func testChangingTheCountClearsTheFactAndTheError() {
    let (store, _) = makeStore(initialState: CounterFeature.State(count: 3, numberFact: "Three."))

    store.send(.incrementButtonTapped)
    XCTAssertEqual(store.state, CounterFeature.State(count: 4))

    let (failedStore, _) = makeStore(
      initialState: CounterFeature.State(count: 3, numberFactError: "Offline.")
    )
    failedStore.send(.decrementButtonTapped)
    XCTAssertEqual(failedStore.state, CounterFeature.State(count: 2))
  }

  func testNumberFactButtonFetchesAFactAboutTheCount() async {
    let (store, received) = makeStore {
      $0.numberFact.fetch = { "\($0) is a good number Brent" }
    }

    store.send(.incrementButtonTapped)
    let request = store.send(.numberFactButtonTapped)
    XCTAssertEqual(store.state, CounterFeature.State(count: 1, isLoading: true))

    await request.finish()
    XCTAssertEqual(
      store.state, CounterFeature.State(count: 1, numberFact: "1 is a good number Brent")
    )
    XCTAssertEqual(
      received.value,
      [
        .incrementButtonTapped, .numberFactButtonTapped,
        .numberFactResponse("1 is a good number Brent"),
      ]
    )
  }

  func testNumberFactFailureShowsTheErrorAndARetryClearsIt() async {
    let isServerUp = LockIsolated(false)
    let (store, received) = makeStore {
      $0.numberFact.fetch = { number in
        guard isServerUp.value else { throw FactServerUnreachable() }
        return "\(number) is back online"
      }
    }

    await store.send(.numberFactButtonTapped).finish()
    XCTAssertEqual(
      store.state, CounterFeature.State(numberFactError: "The fact server is unreachable.")
    )
    XCTAssertEqual(
      received.value,
      [.numberFactButtonTapped, .numberFactFailed("The fact server is unreachable.")]
    )

    isServerUp.setValue(true)
    let retry = store.send(.numberFactButtonTapped)
    XCTAssertEqual(store.state, CounterFeature.State(isLoading: true))
    await retry.finish()
    XCTAssertEqual(store.state, CounterFeature.State(numberFact: "0 is back online"))
  }

  func testLiveClientAnswersAfterItsLatency() async {
    // The effect must be asleep on the clock before the test advances it: a serial executor
    // runs everything in order, so it is, deterministically.
    await withMainSerialExecutor {
      let clock = TestClock()
      let (store, _) = makeStore(initialState: CounterFeature.State(count: 28)) {
        $0.numberFact = .liveValue
        $0.continuousClock = clock
      }

      let request = store.send(.numberFactButtonTapped)
      await clock.advance(by: NumberFactClient.liveLatency - .milliseconds(1))
      XCTAssertEqual(store.state, CounterFeature.State(count: 28, isLoading: true))

      await clock.advance(by: .milliseconds(1))
      await request.finish()
      XCTAssertEqual(
        store.state,
        CounterFeature.State(
          count: 28,
          numberFact: """
            28 is an even composite number (2² × 7), a perfect number (1 + 2 + 4 + 7 + 14 = 28) \
            and a triangular number. Its digits add up to 10.
            """
        )
      )
    }
  }

  func testChangingTheCountCancelsTheFactRequest() async {
    let clock = TestClock()
    let (store, received) = makeStore {
      $0.numberFact = .liveValue
      $0.continuousClock = clock
    }

    let request = store.send(.numberFactButtonTapped)
    await clock.advance(by: .milliseconds(100))
    store.send(.incrementButtonTapped)
    XCTAssertEqual(store.state, CounterFeature.State(count: 1))

    await clock.run()
    await request.finish()
    XCTAssertEqual(store.state, CounterFeature.State(count: 1))
    XCTAssertEqual(received.value, [.numberFactButtonTapped, .incrementButtonTapped])
  }

  func testTappingTheFactButtonAgainReplacesTheRequest() async {
    let clock = TestClock()
    let (store, received) = makeStore(initialState: CounterFeature.State(count: 2)) {
      $0.numberFact = .liveValue
      $0.continuousClock = clock
    }

    let first = store.send(.numberFactButtonTapped)
    await clock.advance(by: .milliseconds(100))
    let second = store.send(.numberFactButtonTapped)
    await clock.run()
    await first.finish()
    await second.finish()

    let fact = "2 is the only even prime number and a Fibonacci number."
    XCTAssertEqual(store.state, CounterFeature.State(count: 2, numberFact: fact))
    XCTAssertEqual(
      received.value,
      [.numberFactButtonTapped, .numberFactButtonTapped, .numberFactResponse(fact)]
    )
  }
}

/// A store of the feature that also records every action it receives, in order.
@MainActor
private func makeStore(
  initialState: CounterFeature.State = CounterFeature.State(),
  dependencies: @escaping (inout DependencyValues) -> Void = { _ in }
) -> (StoreOf<CounterFeature>, LockIsolated<[CounterFeature.Action]>) {
  let received = LockIsolated<[CounterFeature.Action]>([])
  let store = Store(initialState: initialState) {
    CounterFeature()
    Reduce { _, action in
      received.withValue { $0.append(action) }
      return .none
    }
  } withDependencies: {
    dependencies(&$0)
  }
  return (store, received)
}

private struct FactServerUnreachable: LocalizedError {
  var errorDescription: String? { "The fact server is unreachable." }
}
