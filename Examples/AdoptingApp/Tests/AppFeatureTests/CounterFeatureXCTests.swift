import ComposableArchitecture
import XCTest

@testable import AppFeature

// On Linux, XCTest runs a `@MainActor` test class's methods only when they are `async`
// (Documentation/MovingTestsToLinux.md).
@MainActor
final class CounterFeatureXCTests: XCTestCase {
  func testDecrementThenAFailingFact() async {
    struct Offline: Error {}
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw Offline() }
    }

    await store.send(.decrementButtonTapped) {
      $0.$count.withLock { $0 = -1 }
    }
    await store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(\.factResponse.failure) {
      $0.isLoading = false
    }
  }

  func testALocationClientWithOnlyATestValueIsOverriddenInTests() async throws {
    let coordinate = try await withDependencies {
      $0.location.currentLocation = { Coordinate(latitude: 48.85, longitude: 2.35) }
    } operation: {
      @Dependency(\.location) var location
      return try await location.currentLocation()
    }
    XCTAssertEqual(coordinate, Coordinate(latitude: 48.85, longitude: 2.35))
  }
}
