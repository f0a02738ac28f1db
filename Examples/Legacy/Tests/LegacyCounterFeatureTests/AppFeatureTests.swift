import ComposableArchitectureLegacy
import LegacyCounterFeature
import XCTest

// The 0.x README's test, as written there (an `assert` step list with the older
// `DispatchQueue.testScheduler`), and the same flow in the later `send`/`receive` style.
final class AppFeatureTests: XCTestCase {
  func testFlowWithAssert() {
    let scheduler = DispatchQueue.testScheduler
    let store = TestStore(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        numberFact: { number in Effect(value: "\(number) is a good number Brent") }
      )
    )

    store.assert(
      // Test that tapping on the increment/decrement buttons changes the count
      .send(.incrementButtonTapped) {
        $0.count = 1
      },
      .send(.decrementButtonTapped) {
        $0.count = 0
      },

      // Test that tapping the fact button causes us to receive a response from the effect. Note
      // that we have to advance the scheduler because we used `.receive(on:)` in the reducer.
      .send(.numberFactButtonTapped),
      .do { scheduler.advance() },
      .receive(.numberFactResponse(.success("0 is a good number Brent"))) {
        $0.numberFactAlert = "0 is a good number Brent"
      },

      // And finally dismiss the alert
      .send(.factAlertDismissed) {
        $0.numberFactAlert = nil
      }
    )
  }

  func testFailedFactWithSendReceive() {
    let scheduler = DispatchQueue.test
    let store = TestStore(
      initialState: AppState(count: 4),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        numberFact: { _ in Effect(error: ApiError()) }
      )
    )
    store.send(.numberFactButtonTapped)
    scheduler.advance()
    store.receive(.numberFactResponse(.failure(ApiError()))) {
      $0.numberFactAlert = "Could not load a number fact :("
    }
  }

  func testLiveFacts() {
    XCTAssertEqual(fact(about: 0), "0 is the additive identity.")
    XCTAssertEqual(fact(about: 7), "7 is a prime number.")
    XCTAssertEqual(fact(about: 6), "6 is a perfect number.")
    XCTAssertEqual(fact(about: -8), "-8 has 4 divisors.")
  }
}
