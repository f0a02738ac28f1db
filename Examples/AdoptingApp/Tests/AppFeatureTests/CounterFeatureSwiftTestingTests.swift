import ComposableArchitecture
import Testing

@testable import AppFeature

@MainActor
struct CounterFeatureSwiftTestingTests {
  @Test func incrementThenFetchAFact() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number." }
    }

    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
    await store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(\.factResponse.success) {
      $0.fact = "1 is a good number."
      $0.isLoading = false
    }
  }

  @Test func aWrongExpectationFailsTheTest() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    }

    await withKnownIssue {
      await store.send(.decrementButtonTapped) {
        $0.$count.withLock { $0 = 1 }
      }
    }
  }
}
