import ComposableArchitecture
import InventoryFeature
import XCTest

@MainActor
final class InventoryTests: XCTestCase {
  func testAddAnItem() async {
    let store = TestStore(initialState: Inventory.State(items: [])) { Inventory() }
    await store.send(.addButtonTapped) {
      $0.addItem = ItemForm.State(item: Item(id: 1, name: "", quantity: 1))
    }
    await store.send(.addItem(.presented(.binding(.set(\.item.name, " Saw "))))) {
      $0.addItem?.item.name = " Saw "
    }
    await store.send(.confirmAddButtonTapped) {
      $0.items = [Item(id: 1, name: "Saw", quantity: 1)]
      $0.nextID = 2
      $0.addItem = nil
    }
  }

  func testAnItemWithoutNameIsNotAdded() async {
    let store = TestStore(initialState: Inventory.State(items: [])) { Inventory() }
    await store.send(.addButtonTapped) {
      $0.addItem = ItemForm.State(item: Item(id: 1, name: "", quantity: 1))
    }
    await store.send(.confirmAddButtonTapped)
    await store.send(.binding(.set(\.addItem, nil))) {
      $0.addItem = nil
    }
  }

  func testDetailEditsReachTheList() async {
    let store = TestStore(initialState: Inventory.State()) { Inventory() }
    await store.send(.itemTapped(2)) {
      $0.path[id: 0] = ItemDetail.State(item: Item(id: 2, name: "Nails", quantity: 120))
    }
    await store.send(.path(.element(id: 0, action: .incrementButtonTapped))) {
      $0.path[id: 0]?.item.quantity = 121
      $0.items[id: 2]?.quantity = 121
    }
    await store.send(.binding(.set(\.path, StackState()))) {
      $0.path = StackState()
    }
  }

  func testFilter() {
    var state = Inventory.State()
    state.filter = " NA "
    XCTAssertEqual(state.visibleItems.map(\.name), ["Nails"])
    state.filter = ""
    XCTAssertEqual(state.visibleItems.count, 3)
  }
}
