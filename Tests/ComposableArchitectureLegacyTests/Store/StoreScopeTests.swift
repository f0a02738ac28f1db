import ComposableArchitectureLegacy
import XCTest

// 0.33's scope call counts: a scoped store derives its state once when it is made and once per
// state its parent publishes, however many view stores observe it.

private let counterReducer = Reducer<Int, Void, Void> { state, _, _ in
  state += 1
  return .none
}

final class StoreScopeTests: XCTestCase {
  func testScopeCallCount() {
    var numCalls1 = 0
    _ = Store(initialState: 0, reducer: counterReducer, environment: ())
      .scope(state: { (count: Int) -> Int in
        numCalls1 += 1
        return count
      })
    XCTAssertEqual(numCalls1, 1)
  }

  func testScopeCallCount2() {
    var numCalls1 = 0
    var numCalls2 = 0
    var numCalls3 = 0
    let store1 = Store(initialState: 0, reducer: counterReducer, environment: ())
    let store2 = store1.scope(state: { (count: Int) -> Int in
      numCalls1 += 1
      return count
    })
    let store3 = store2.scope(state: { (count: Int) -> Int in
      numCalls2 += 1
      return count
    })
    let store4 = store3.scope(state: { (count: Int) -> Int in
      numCalls3 += 1
      return count
    })
    let viewStore1 = ViewStore(store1)
    let viewStore2 = ViewStore(store2)
    let viewStore3 = ViewStore(store3)
    let viewStore4 = ViewStore(store4)
    // Two more view stores of the same scoped store derive nothing more.
    let moreViewStores = [ViewStore(store4), ViewStore(store4)]
    XCTAssertEqual([numCalls1, numCalls2, numCalls3], [1, 1, 1])
    viewStore4.send(())
    XCTAssertEqual([numCalls1, numCalls2, numCalls3], [2, 2, 2])
    viewStore4.send(())
    XCTAssertEqual([numCalls1, numCalls2, numCalls3], [3, 3, 3])
    viewStore3.send(())
    XCTAssertEqual([numCalls1, numCalls2, numCalls3], [4, 4, 4])
    viewStore2.send(())
    XCTAssertEqual([numCalls1, numCalls2, numCalls3], [5, 5, 5])
    viewStore1.send(())
    XCTAssertEqual([numCalls1, numCalls2, numCalls3], [6, 6, 6])
    XCTAssertEqual(viewStore4.state, 5)
    XCTAssertEqual(moreViewStores.map(\.state), [5, 5])
  }

  func testScopedStoreReceivesUpdatesFromParent() {
    let parentStore = Store(initialState: 0, reducer: counterReducer, environment: ())
    let parentViewStore = ViewStore(parentStore)
    let childStore = parentStore.scope(state: String.init)
    var values: [String] = []
    let childViewStore = ViewStore(childStore)
    let cancellable = childViewStore.publisher.sink { values.append($0) }
    XCTAssertEqual(values, ["0"])
    parentViewStore.send(())
    XCTAssertEqual(values, ["0", "1"])
    _ = cancellable
  }
}
