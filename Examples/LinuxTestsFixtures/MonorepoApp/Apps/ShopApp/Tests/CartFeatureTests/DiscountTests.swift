import ComposableArchitecture
import DesignSystem
import StoreClients
import XCTest

@testable import CartFeature

@MainActor
final class DiscountTests: XCTestCase {
  func testPercentCodeLowersTheTotal() async {
    @Shared(.inMemory("cartItems")) var items: IdentifiedArrayOf<CartItem> = []
    $items.withLock { $0 = [CartItem(product: booster, quantity: 2)] }
    let store = TestStore(initialState: CartFeature.State()) {
      CartFeature()
    }

    await store.send(.binding(.set(\.discountCode, "save10"))) {
      $0.discountCode = "save10"
    }
    await store.send(.applyDiscountButtonTapped) {
      $0.discount = .percent(10)
    }
    XCTAssertEqual(store.state.subtotal.description, "$25.98")
    XCTAssertEqual(store.state.total.description, "$23.39")
  }

  func testUnknownCodeShowsAnErrorThatEditingClears() async {
    let store = TestStore(initialState: CartFeature.State()) {
      CartFeature()
    }

    await store.send(.binding(.set(\.discountCode, "FREE"))) {
      $0.discountCode = "FREE"
    }
    await store.send(.applyDiscountButtonTapped) {
      $0.discountError = "“FREE” isn’t a valid code."
    }
    await store.send(.binding(.set(\.discountCode, "FREE1"))) {
      $0.discountCode = "FREE1"
      $0.discountError = nil
    }
  }

  func testWelcomeCodeNeedsTheMinimumSubtotal() {
    let welcome = Discount(code: " welcome5 ")
    XCTAssertEqual(welcome, .amount(Money(cents: 500), minimumSubtotal: Money(cents: 2_000)))
    XCTAssertEqual(welcome?.apply(to: Money(cents: 1_999)), Money(cents: 1_999))
    XCTAssertEqual(welcome?.apply(to: Money(cents: 2_000)), Money(cents: 1_500))
    XCTAssertEqual(Discount.percent(25).apply(to: Money(cents: 123_456)).description, "$925.92")
  }

  func testQACodeExistsInDebugBuilds() {
    #if SHOP_DEBUG
      XCTAssertEqual(Discount(code: "qa-free"), .percent(100))
      XCTAssertEqual(Discount.percent(100).apply(to: Money(cents: 4_999)), .zero)
    #else
      XCTAssertNil(Discount(code: "qa-free"))
    #endif
  }
}
