import ComposableArchitecture
import XCTest

/// `TestStore.withDependencies` changes the dependencies for some steps and restores them.
@MainActor
final class TestStoreDependenciesTests: XCTestCase {
  func testWithDependenciesChangesThemForTheOperationOnly() async {
    let store = TestStore(initialState: FactCounter.State()) {
      FactCounter()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number" }
    }
    await store.withDependencies {
      $0.factClient.fetch = { "\($0) is a changed number" }
    } operation: {
      await store.send(.numberFactButtonTapped)
      await store.receive(\.numberFactResponse) {
        $0.numberFact = "0 is a changed number"
      }
    }
    await store.send(.numberFactButtonTapped)
    await store.receive(\.numberFactResponse) {
      $0.numberFact = "0 is a good number"
    }
  }

  func testSynchronousWithDependenciesReturnsTheOperationsValue() async {
    let store = TestStore(initialState: FactCounter.State()) {
      FactCounter()
    }
    let value = store.withDependencies {
      $0.factClient.fetch = { _ in "changed" }
    } operation: {
      store.dependencies.factClient.fetch
    }
    let fact = try? await value(1)
    XCTAssertEqual(fact, "changed")
  }
}
