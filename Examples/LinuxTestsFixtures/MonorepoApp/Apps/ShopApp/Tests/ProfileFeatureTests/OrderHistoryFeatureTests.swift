import ComposableArchitecture
import XCTest

@testable import ProfileFeature

private let march = Order(
  id: "A-1", placedAt: Date(timeIntervalSince1970: 1_709_251_200), totalCents: 499,
  productNames: ["Neon Skin"])
private let april = Order(
  id: "A-2", placedAt: Date(timeIntervalSince1970: 1_711_929_600), totalCents: 1_098,
  productNames: ["100 Coins", "XP Booster"])

@MainActor
final class OrderHistoryFeatureTests: XCTestCase {
  func testOrdersLoadNewestFirst() async {
    let store = TestStore(initialState: OrderHistoryFeature.State()) {
      OrderHistoryFeature()
    } withDependencies: {
      $0.orderHistory.fetch = { [march, april] }
    }

    await store.send(.task) {
      $0.isLoading = true
    }
    await store.receive(\.ordersResponse.success) {
      $0.isLoading = false
      $0.orders = [april, march]
    }
    XCTAssertEqual(store.state.lifetimeSpend.description, "$15.97")
  }

  func testTappingAnOrderExpandsAndCollapsesIt() async {
    var state = OrderHistoryFeature.State()
    state.orders = [april, march]
    let store = TestStore(initialState: state) {
      OrderHistoryFeature()
    }

    await store.send(.orderTapped(id: "A-2")) {
      $0.expandedOrderID = "A-2"
    }
    await store.send(.orderTapped(id: "A-1")) {
      $0.expandedOrderID = "A-1"
    }
    await store.send(.orderTapped(id: "A-1")) {
      $0.expandedOrderID = nil
    }
  }
}
