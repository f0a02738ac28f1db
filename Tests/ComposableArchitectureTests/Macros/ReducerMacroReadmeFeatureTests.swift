import ComposableArchitecture
import XCTest

// The README's counter feature written with `@Reducer` and `@ObservableState`, and its test,
// verbatim from TCA's README but for the view and the network call, which reads the fact from the
// injected closure as the README's second version does.

@Reducer
private struct Feature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var numberFact: String?
  }
  enum Action {
    case decrementButtonTapped
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(String)
  }

  let numberFact: (Int) async throws -> String

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .numberFactButtonTapped:
        return .run { [count = state.count] send in
          let fact = try await self.numberFact(count)
          await send(.numberFactResponse(fact))
        }

      case let .numberFactResponse(fact):
        state.numberFact = fact
        return .none
      }
    }
  }
}

@MainActor
final class ReducerMacroReadmeFeatureTests: XCTestCase {
  func testFeature() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature(numberFact: { "\($0) is a good number Brent" })
    }

    // Test that tapping on the increment/decrement buttons changes the count
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }

    // Test that tapping the fact button causes us to receive a response from the effect. Note
    // that we have to advance the scheduler because we used `.receive(on:)` in the reducer.
    await store.send(.numberFactButtonTapped)

    await store.receive(\.numberFactResponse) {
      $0.numberFact = "0 is a good number Brent"
    }
  }

  func testStoreReadsFieldsThroughObservation() async {
    let store = Store(initialState: Feature.State()) {
      Feature(numberFact: { "\($0) is a good number Brent" })
    }
    store.send(.incrementButtonTapped)
    XCTAssertEqual(store.count, 1)
    await store.send(.numberFactButtonTapped).finish()
    XCTAssertEqual(store.numberFact, "1 is a good number Brent")
  }
}
