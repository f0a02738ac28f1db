import ComposableArchitecture
import StoreClients
import XCTest

@testable import ShopFeature

private let pass = StoreProduct(
  id: "pass.season", displayName: "Season Pass", priceCents: 999, category: .boosters)

@MainActor
final class ProductDetailFeatureTests: XCTestCase {
  func testQuantityNeverDropsBelowOne() async {
    let store = TestStore(initialState: ProductDetailFeature.State(product: pass)) {
      ProductDetailFeature()
    }

    await store.send(.decrementButtonTapped)
    await store.send(.incrementButtonTapped) {
      $0.quantity = 2
    }
    await store.send(.decrementButtonTapped) {
      $0.quantity = 1
    }
  }

  func testQuantityStopsAtTheMaximum() async {
    let store = TestStore(initialState: ProductDetailFeature.State(product: pass, quantity: 9)) {
      ProductDetailFeature()
    }

    await store.send(.incrementButtonTapped) {
      $0.quantity = 10
    }
    await store.send(.incrementButtonTapped)
    XCTAssertEqual(store.state.total.description, "$99.90")
  }

  func testAddToCartTellsTheParent() async {
    let store = TestStore(initialState: ProductDetailFeature.State(product: pass, quantity: 3)) {
      ProductDetailFeature()
    }

    await store.send(.addToCartButtonTapped)
    await store.receive(\.delegate, .addToCart(pass, quantity: 3))
  }

  func testCloseButtonDismisses() async {
    let dismissed = LockIsolated(false)
    let store = TestStore(initialState: ProductDetailFeature.State(product: pass)) {
      ProductDetailFeature()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissed.setValue(true) }
    }

    await store.send(.closeButtonTapped)
    await store.finish()
    XCTAssertTrue(dismissed.value)
  }
}
