import ComposableArchitectureLegacy
import XCTest

// 0.33's `ViewStoreTests` of observation: one equality check per view store and send however
// deep the scopes, the state as seen from a subscriber, and `objectWillChange` before a change.

nonisolated(unsafe) private var equalityChecks = 0
nonisolated(unsafe) private var subEqualityChecks = 0

private struct State: Equatable {
  var substate = Substate()

  static func == (lhs: Self, rhs: Self) -> Bool {
    equalityChecks += 1
    return lhs.substate == rhs.substate
  }
}

private struct Substate: Equatable {
  var name = "Blob"

  static func == (lhs: Self, rhs: Self) -> Bool {
    subEqualityChecks += 1
    return lhs.name == rhs.name
  }
}

private let counterReducer = Reducer<Int, Void, Void> { count, _, _ in
  count += 1
  return .none
}

final class ViewStoreObservationTests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []

  override func setUp() {
    super.setUp()
    equalityChecks = 0
    subEqualityChecks = 0
  }

  func testEqualityChecks() {
    let store = Store(
      initialState: State(),
      reducer: Reducer<State, Void, Void> { _, _, _ in .none },
      environment: ()
    )
    let store1 = store.scope(state: { $0 })
    let store2 = store1.scope(state: { $0 })
    let store3 = store2.scope(state: { $0 })
    let store4 = store3.scope(state: { $0 })
    let viewStores = [
      ViewStore(store1), ViewStore(store2), ViewStore(store3), ViewStore(store4),
    ]
    for viewStore in viewStores {
      viewStore.publisher.sink { _ in }.store(in: &self.cancellables)
      viewStore.publisher.substate.sink { _ in }.store(in: &self.cancellables)
    }
    XCTAssertEqual(0, equalityChecks)
    XCTAssertEqual(0, subEqualityChecks)
    viewStores[3].send(())
    XCTAssertEqual(4, equalityChecks)
    XCTAssertEqual(4, subEqualityChecks)
    viewStores[3].send(())
    XCTAssertEqual(8, equalityChecks)
    XCTAssertEqual(8, subEqualityChecks)
    viewStores[0].send(())
    XCTAssertEqual(12, equalityChecks)
    XCTAssertEqual(12, subEqualityChecks)
  }

  func testAccessViewStoreStateInPublisherSink() {
    let viewStore = ViewStore(Store(initialState: 0, reducer: counterReducer, environment: ()))
    var results: [Int] = []
    viewStore.publisher
      .sink { _ in results.append(viewStore.state) }
      .store(in: &self.cancellables)
    viewStore.send(())
    viewStore.send(())
    viewStore.send(())
    XCTAssertEqual([0, 1, 2, 3], results)
  }

  func testWillSet() {
    let viewStore = ViewStore(Store(initialState: 0, reducer: counterReducer, environment: ()))
    var results: [Int] = []
    viewStore.objectWillChange
      .sink { _ in results.append(viewStore.state) }
      .store(in: &self.cancellables)
    viewStore.send(())
    viewStore.send(())
    viewStore.send(())
    XCTAssertEqual([0, 1, 2], results)
  }

  func testPublisherFirehose() {
    let viewStore = ViewStore(
      Store(initialState: 0, reducer: Reducer<Int, Void, Void>.empty, environment: ())
    )
    var emissionCount = 0
    viewStore.publisher
      .sink { _ in emissionCount += 1 }
      .store(in: &self.cancellables)
    XCTAssertEqual(emissionCount, 1)
    viewStore.send(())
    XCTAssertEqual(emissionCount, 1)
    viewStore.send(())
    XCTAssertEqual(emissionCount, 1)
  }
}
