import ComposableArchitecture
import XCTest

#if canImport(Combine)
  import Combine
#endif

/// A 1.0-era feature seen through a view store: a counter and a slow refresh.
private struct Refreshing: Reducer {
  struct State: Equatable {
    var count = 0
    var isLoading = false
    var unrelated = 0
  }
  enum Action: Equatable {
    case increment
    case touchUnrelated
    case refresh
    case refreshResponse(Int)
  }
  let response: AsyncStream<Int>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .touchUnrelated:
        state.unrelated += 1
        return .none
      case .refresh:
        state.isLoading = true
        return .run { send in
          for await count in self.response {
            await send(.refreshResponse(count))
            return
          }
        }
      case let .refreshResponse(count):
        state.count = count
        state.isLoading = false
        return .none
      }
    }
  }
}

private struct CountView: Equatable {
  var count: Int
  init(state: Refreshing.State) {
    self.count = state.count
  }
}

@MainActor
final class ViewStoreTests: XCTestCase {
  func testReadsAndSends() async {
    let store = Store(initialState: Refreshing.State()) {
      Refreshing(response: AsyncStream { _ in })
    }
    let viewStore: ViewStoreOf<Refreshing> = ViewStore(store, observe: { $0 })
    XCTAssertEqual(viewStore.count, 0)
    viewStore.send(.increment)
    XCTAssertEqual(viewStore.count, 1)
    XCTAssertEqual(viewStore.state, Refreshing.State(count: 1))
    // Sends to the store are seen by the view store too.
    store.send(.increment)
    XCTAssertEqual(viewStore.count, 2)
  }

  func testObjectWillChangeOnlyForChangesOfTheViewState() async {
    let store = Store(initialState: Refreshing.State()) {
      Refreshing(response: AsyncStream { _ in })
    }
    let viewStore = ViewStore(store, observe: CountView.init(state:))
    var willChangeCount = 0
    let cancellable = viewStore.objectWillChange.sink { willChangeCount += 1 }
    viewStore.send(.touchUnrelated)
    XCTAssertEqual(willChangeCount, 0)
    store.send(.increment)
    XCTAssertEqual(willChangeCount, 1)
    XCTAssertEqual(viewStore.count, 1)
    _ = cancellable
  }

  func testPublisherEmitsDistinctViewStates() async {
    let store = Store(initialState: Refreshing.State()) {
      Refreshing(response: AsyncStream { _ in })
    }
    let viewStore = ViewStore(store, observe: CountView.init(state:))
    var counts: [Int] = []
    let cancellable = viewStore.publisher.sink { counts.append($0.count) }
    viewStore.send(.increment)
    viewStore.send(.touchUnrelated)
    viewStore.send(.increment)
    XCTAssertEqual(counts, [0, 1, 2])
    _ = cancellable
  }

  func testRemoveDuplicates() async {
    let store = Store(initialState: Refreshing.State()) {
      Refreshing(response: AsyncStream { _ in })
    }
    // Only even counts are news.
    let viewStore = ViewStore(
      store, observe: { $0.count }, removeDuplicates: { $0 / 2 == $1 / 2 }
    )
    var states: [Int] = []
    let cancellable = viewStore.publisher.sink { states.append($0) }
    for _ in 1...4 { viewStore.send(.increment) }
    XCTAssertEqual(states, [0, 2, 4])
    XCTAssertEqual(viewStore.state, 4)
    _ = cancellable
  }

  func testSendMapsViewActions() async {
    enum ViewAction { case plusButtonTapped }
    let store = Store(initialState: Refreshing.State()) {
      Refreshing(response: AsyncStream { _ in })
    }
    let viewStore = ViewStore(
      store, observe: CountView.init(state:), send: { (_: ViewAction) in .increment }
    )
    viewStore.send(.plusButtonTapped)
    XCTAssertEqual(viewStore.count, 1)
  }

  func testSendWhileSuspendsUntilThePredicateFails() async {
    let (response, continuation) = AsyncStream.makeStream(of: Int.self)
    let store = Store(initialState: Refreshing.State()) { Refreshing(response: response) }
    let viewStore = ViewStore(store, observe: { $0 })
    let refreshed = Task { await viewStore.send(.refresh, while: \.isLoading) }
    await Task.yield()
    XCTAssertEqual(viewStore.isLoading, true)
    continuation.yield(42)
    await refreshed.value
    XCTAssertEqual(viewStore.isLoading, false)
    XCTAssertEqual(viewStore.count, 42)
  }

  func testYieldWhileReturnsAtOnceWhenThePredicateDoesNotHold() async {
    let store = Store(initialState: Refreshing.State()) {
      Refreshing(response: AsyncStream { _ in })
    }
    let viewStore = ViewStore(store, observe: { $0 })
    await viewStore.yield(while: \.isLoading)
    XCTAssertEqual(viewStore.isLoading, false)
  }

  func testCancellingSendWhileCancelsTheEffect() async {
    let (response, _) = AsyncStream.makeStream(of: Int.self)
    let store = Store(initialState: Refreshing.State()) { Refreshing(response: response) }
    let viewStore = ViewStore(store, observe: { $0 })
    let refreshed = Task { await viewStore.send(.refresh, while: \.isLoading) }
    await Task.yield()
    refreshed.cancel()
    await refreshed.value
    XCTAssertEqual(viewStore.isLoading, true)
  }
}
