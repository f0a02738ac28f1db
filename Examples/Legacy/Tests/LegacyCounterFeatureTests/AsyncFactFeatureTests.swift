import ComposableArchitectureLegacy
import LegacyCounterFeature
import XCTest

// The async counter tested as 0.40 tested it: `await store.send`, `await store.receive`.

private struct FactError: Error, Equatable {}

final class AsyncFactFeatureTests: XCTestCase {
  @MainActor
  func testNumberFact() async {
    let store = TestStore(
      initialState: AsyncFactState(),
      reducer: asyncFactReducer,
      environment: AsyncFactEnvironment(numberFact: { "\($0) is a good number." })
    )
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.numberFactButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(.numberFactResponse(.success("1 is a good number."))) {
      $0.isLoading = false
      $0.fact = "1 is a good number."
    }
  }

  @MainActor
  func testNumberFactFailure() async {
    let store = TestStore(
      initialState: AsyncFactState(count: 2),
      reducer: asyncFactReducer,
      environment: AsyncFactEnvironment(numberFact: { _ in throw FactError() })
    )
    await store.send(.numberFactButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(.numberFactResponse(.failure(FactError()))) {
      $0.isLoading = false
      $0.fact = "Could not load a number fact :("
    }
  }

  @MainActor
  func testLiveFactThroughAViewStore() async {
    let viewStore = ViewStore(
      Store(
        initialState: AsyncFactState(count: 7),
        reducer: asyncFactReducer,
        environment: .live(latency: .zero)
      )
    )
    await viewStore.send(.numberFactButtonTapped, while: \.isLoading)
    XCTAssertEqual(viewStore.fact, "7 is a prime number.")
  }
}
