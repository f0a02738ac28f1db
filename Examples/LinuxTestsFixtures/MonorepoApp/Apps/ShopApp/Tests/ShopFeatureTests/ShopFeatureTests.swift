import CartFeature
import ComposableArchitecture
import StoreClients
import SwiftUI
import XCTest

@testable import ShopFeature

private let coins = StoreProduct(
  id: "coins.100", displayName: "100 Coins", priceCents: 99, category: .coins)
private let bigCoins = StoreProduct(
  id: "coins.500", displayName: "500 Coins", priceCents: 399, category: .coins)
private let booster = StoreProduct(
  id: "booster.xp", displayName: "XP Booster", priceCents: 299, category: .boosters)
private let skin = StoreProduct(
  id: "skin.neon", displayName: "Neon Skin", priceCents: 499, category: .cosmetics)

struct CatalogUnavailable: Error {}

@MainActor
final class ShopFeatureTests: XCTestCase {
  func testTaskLoadsTheCatalog() async {
    let requested = LockIsolated<[String]>([])
    let store = TestStore(initialState: ShopFeature.State()) {
      ShopFeature()
    } withDependencies: {
      $0.purchases.products = { ids in
        requested.setValue(ids)
        return [coins, booster]
      }
    }

    await store.send(.task) {
      $0.isLoading = true
    }
    await store.receive(\.productsResponse.success) {
      $0.isLoading = false
      $0.products = [coins, booster]
    }
    XCTAssertEqual(requested.value, ["coins.100", "coins.500", "booster.xp", "skin.neon"])
  }

  func testTaskDoesNotReloadALoadedCatalog() async {
    let store = TestStore(initialState: ShopFeature.State(products: [coins])) {
      ShopFeature()
    }

    await store.send(.task)
  }

  func testLoadFailureShowsAMessage() async {
    let store = TestStore(initialState: ShopFeature.State()) {
      ShopFeature()
    } withDependencies: {
      $0.purchases.products = { _ in throw CatalogUnavailable() }
    }

    await store.send(.task) {
      $0.isLoading = true
    }
    await store.receive(\.productsResponse.failure) {
      $0.isLoading = false
      $0.errorMessage = "The shop couldn’t be loaded. Pull to try again."
    }
  }

  func testSearchAndSortChangeTheVisibleProducts() async {
    let store = TestStore(
      initialState: ShopFeature.State(products: [skin, coins, booster, bigCoins])
    ) {
      ShopFeature()
    }

    await store.send(.binding(.set(\.searchQuery, "coins"))) {
      $0.searchQuery = "coins"
    }
    XCTAssertEqual(store.state.visibleProducts.map(\.id), ["coins.100", "coins.500"])

    await store.send(.binding(.set(\.sortOrder, .priceDescending))) {
      $0.sortOrder = .priceDescending
    }
    XCTAssertEqual(store.state.visibleProducts.map(\.id), ["coins.500", "coins.100"])

    await store.send(.binding(.set(\.searchQuery, ""))) {
      $0.searchQuery = ""
    }
    await store.send(.binding(.set(\.sortOrder, .priceAscending))) {
      $0.sortOrder = .priceAscending
    }
    XCTAssertEqual(
      store.state.visibleProducts.map(\.id),
      ["coins.100", "booster.xp", "coins.500", "skin.neon"]
    )
  }

  func testTappingAProductPresentsItsDetail() async {
    let store = TestStore(initialState: ShopFeature.State(products: [coins, booster])) {
      ShopFeature()
    }

    await store.send(.productTapped(id: booster.id)) {
      $0.detail = ProductDetailFeature.State(product: booster)
    }
    await store.send(.productTapped(id: "missing"))
  }

  func testAddingFromTheDetailDismissesItAndFillsTheCart() async {
    let store = TestStore(initialState: ShopFeature.State(products: [coins, booster])) {
      ShopFeature()
    } withDependencies: {
      $0.haptics.play = { _ in }
    }

    await store.send(.productTapped(id: coins.id)) {
      $0.detail = ProductDetailFeature.State(product: coins)
    }
    await store.send(.detail(.presented(.incrementButtonTapped))) {
      $0.detail?.quantity = 2
    }
    // The delegate action and the cart's `add` come back through `.send` effects, which TCA's
    // test store reduces during this step: the shared cart's change belongs to it.
    await store.send(.detail(.presented(.addToCartButtonTapped))) {
      $0.cart.$items.withLock { $0 = [CartItem(product: coins, quantity: 2)] }
    }
    await store.receive(\.detail.presented.delegate.addToCart) {
      $0.detail = nil
    }
    await store.receive(\.cart.add)
    await store.finish()
    XCTAssertEqual(store.state.cart.itemCount, 2)
  }

  func testCartBadgeUsesTheAccentColorOnceTheCartHasItems() async {
    let store = TestStore(initialState: ShopFeature.State(products: [coins])) {
      ShopFeature()
    } withDependencies: {
      $0.haptics.play = { _ in }
    }
    store.exhaustivity = .off

    XCTAssertEqual(store.state.cartBadgeColor, Color.secondary)
    await store.send(.cart(.add(coins, quantity: 1)))
    await store.finish()
    XCTAssertNotEqual(store.state.cartBadgeColor, Color.secondary)
  }
}
