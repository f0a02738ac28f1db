import ComposableArchitecture
import DesignSystem
import StoreClients
import XCTest

@testable import CartFeature

let coins = StoreProduct(
  id: "coins.100", displayName: "100 Coins", priceCents: 99, category: .coins)
let booster = StoreProduct(
  id: "booster.xp", displayName: "XP Booster", priceCents: 1_299, category: .boosters)

@MainActor
final class CartFeatureTests: XCTestCase {
  func testAddingANewProductAppendsALine() async {
    let played = LockIsolated<[HapticEvent]>([])
    let store = TestStore(initialState: CartFeature.State()) {
      CartFeature()
    } withDependencies: {
      $0.haptics.play = { event in played.withValue { $0.append(event) } }
    }

    await store.send(.add(coins, quantity: 2)) {
      $0.$items.withLock { $0 = [CartItem(product: coins, quantity: 2)] }
    }
    await store.finish()
    XCTAssertEqual(store.state.itemCount, 2)
    XCTAssertEqual(store.state.subtotal.description, "$1.98")
    XCTAssertEqual(played.value, [.lightTap])
  }

  func testAddingAProductAlreadyInTheCartRaisesItsQuantity() async {
    @Shared(.inMemory("cartItems")) var items: IdentifiedArrayOf<CartItem> = []
    $items.withLock { $0 = [CartItem(product: booster, quantity: 1)] }
    let store = TestStore(initialState: CartFeature.State()) {
      CartFeature()
    } withDependencies: {
      $0.haptics.play = { _ in }
    }

    await store.send(.add(booster, quantity: 3)) {
      $0.$items.withLock { $0[id: booster.id]?.quantity = 4 }
    }
    await store.finish()
    XCTAssertEqual(store.state.total, Money(cents: 5_196))
  }

  func testDecrementingTheLastUnitRemovesTheLine() async {
    @Shared(.inMemory("cartItems")) var items: IdentifiedArrayOf<CartItem> = []
    $items.withLock {
      $0 = [CartItem(product: coins, quantity: 2), CartItem(product: booster, quantity: 1)]
    }
    let store = TestStore(initialState: CartFeature.State()) {
      CartFeature()
    }

    await store.send(.decrementButtonTapped(id: coins.id)) {
      $0.$items.withLock { $0[id: coins.id]?.quantity = 1 }
    }
    await store.send(.decrementButtonTapped(id: booster.id)) {
      $0.$items.withLock { $0 = [CartItem(product: coins, quantity: 1)] }
    }
    await store.send(.incrementButtonTapped(id: coins.id)) {
      $0.$items.withLock { $0[id: coins.id]?.quantity = 2 }
    }
  }

  func testRemoveButtonDeletesTheLine() async {
    @Shared(.inMemory("cartItems")) var items: IdentifiedArrayOf<CartItem> = []
    $items.withLock { $0 = [CartItem(product: coins, quantity: 5)] }
    let store = TestStore(initialState: CartFeature.State()) {
      CartFeature()
    }

    await store.send(.removeButtonTapped(id: coins.id)) {
      $0.$items.withLock { $0 = [] }
    }
    XCTAssertEqual(store.state.total, .zero)
  }

  func testCheckoutSucceedsClearsTheCartAndResetsAfterThreeSeconds() async {
    @Shared(.inMemory("cartItems")) var items: IdentifiedArrayOf<CartItem> = []
    $items.withLock { $0 = [CartItem(product: coins, quantity: 2)] }
    let clock = TestClock()
    let purchased = LockIsolated<[String]>([])
    let played = LockIsolated<[HapticEvent]>([])
    let store = TestStore(initialState: CartFeature.State()) {
      CartFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.haptics.play = { event in played.withValue { $0.append(event) } }
      $0.purchases.purchase = { ids in
        purchased.setValue(ids)
        return .purchased(transactionID: 7_001)
      }
    }

    await store.send(.checkoutButtonTapped) {
      $0.checkout = .purchasing
    }
    await store.receive(\.purchaseResponse.success) {
      $0.checkout = .succeeded(transactionID: 7_001)
      $0.$items.withLock { $0 = [] }
    }
    XCTAssertEqual(purchased.value, ["coins.100", "coins.100"])
    await clock.advance(by: .seconds(2))
    await clock.advance(by: .seconds(1))
    await store.receive(\.checkoutStatusExpired) {
      $0.checkout = .idle
    }
    XCTAssertEqual(played.value, [.success])
  }

  func testCheckoutCancelledByThePlayerKeepsTheCart() async {
    @Shared(.inMemory("cartItems")) var items: IdentifiedArrayOf<CartItem> = []
    $items.withLock { $0 = [CartItem(product: booster, quantity: 1)] }
    let store = TestStore(initialState: CartFeature.State()) {
      CartFeature()
    } withDependencies: {
      $0.purchases.purchase = { _ in .userCancelled }
    }

    await store.send(.checkoutButtonTapped) {
      $0.checkout = .purchasing
    }
    await store.receive(\.purchaseResponse.success) {
      $0.checkout = .idle
    }
    XCTAssertEqual(store.state.items.count, 1)
  }

  func testCheckoutPendingApproval() async {
    @Shared(.inMemory("cartItems")) var items: IdentifiedArrayOf<CartItem> = []
    $items.withLock { $0 = [CartItem(product: booster, quantity: 1)] }
    let store = TestStore(initialState: CartFeature.State()) {
      CartFeature()
    } withDependencies: {
      $0.purchases.purchase = { _ in .pending }
    }

    await store.send(.checkoutButtonTapped) {
      $0.checkout = .purchasing
    }
    await store.receive(\.purchaseResponse.success) {
      $0.checkout = .pending
    }
  }

  func testCheckoutFailureShowsTheStoreMessageAndPlaysAnErrorHaptic() async {
    @Shared(.inMemory("cartItems")) var items: IdentifiedArrayOf<CartItem> = []
    $items.withLock { $0 = [CartItem(product: coins, quantity: 1)] }
    let played = LockIsolated<[HapticEvent]>([])
    let store = TestStore(initialState: CartFeature.State()) {
      CartFeature()
    } withDependencies: {
      $0.haptics.play = { event in played.withValue { $0.append(event) } }
      $0.purchases.purchase = { _ in throw PurchaseError(message: "Payment declined") }
    }

    await store.send(.checkoutButtonTapped) {
      $0.checkout = .purchasing
    }
    await store.receive(\.purchaseResponse.failure) {
      $0.checkout = .failed("Payment declined")
    }
    await store.finish()
    XCTAssertEqual(played.value, [.error])
  }

  func testCheckoutWithAnEmptyCartDoesNothing() async {
    let store = TestStore(initialState: CartFeature.State()) {
      CartFeature()
    }

    await store.send(.checkoutButtonTapped)
  }
}
