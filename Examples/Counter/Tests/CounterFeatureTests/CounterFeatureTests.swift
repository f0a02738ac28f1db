import ComposableArchitecture
import CounterFeature
import XCTest

@MainActor
final class CounterFeatureTests: XCTestCase {
  func testIncrement() async {
    let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
    store.send(.incrementButtonTapped)
    XCTAssertEqual(store.count, 1)
  }
}
