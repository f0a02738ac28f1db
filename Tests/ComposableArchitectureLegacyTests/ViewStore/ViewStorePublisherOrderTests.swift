import ComposableArchitectureLegacy
import XCTest

/// A view store's subscribers are told in the order they subscribed, at subscription and after
/// every send (issue 49, point 5).
final class ViewStorePublisherOrderTests: XCTestCase {
  func testSubscribersAreToldInSubscriptionOrder() {
    let reducer = Reducer<Int, Void, Void> { state, _, _ in
      state += 1
      return .none
    }
    let viewStore = ViewStore(Store(initialState: 0, reducer: reducer, environment: ()))
    var order: [Int] = []
    var cancellables: Set<AnyCancellable> = []
    for index in 0..<3 {
      viewStore.publisher.sink { _ in order.append(index) }.store(in: &cancellables)
    }
    XCTAssertEqual(order, [0, 1, 2])
    for sendCount in 1...11 {
      order = []
      viewStore.send(())
      XCTAssertEqual(order, [0, 1, 2], "after send \(sendCount)")
    }
  }
}
