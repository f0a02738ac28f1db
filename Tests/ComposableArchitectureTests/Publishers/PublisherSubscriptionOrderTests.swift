import ComposableArchitecture
import Testing
import XCTest

#if canImport(Combine)
  import Combine
#endif

/// A counter, and a store scoped to itself: what the publishers below publish.
private struct Tally: Reducer {
  struct State: Equatable {
    var count = 0
  }
  @CasePathable
  enum Action: Equatable {
    case increment
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// Subscribers of a store's or a view store's publisher are told in the order they subscribed,
/// at subscription and after every send, as in TCA (issue 49, point 3).
@MainActor
final class PublisherSubscriptionOrderTests: XCTestCase {
  /// Subscribes three sinks to `publisher`, each appending its index, then sends `send` eleven
  /// times (once, then ten in a row), checking after each time that the sinks were told in
  /// order.
  private func assertToldInSubscriptionOrder<P: Publisher>(
    _ publisher: P,
    send: () -> Void,
    file: StaticString = #filePath,
    line: UInt = #line
  ) where P.Failure == Never {
    var order: [Int] = []
    var cancellables: Set<AnyCancellable> = []
    for index in 0..<3 {
      publisher.sink { _ in order.append(index) }.store(in: &cancellables)
    }
    XCTAssertEqual(order, [0, 1, 2], "at subscription", file: file, line: line)
    for sendCount in 1...11 {
      order = []
      send()
      XCTAssertEqual(order, [0, 1, 2], "after send \(sendCount)", file: file, line: line)
    }
  }

  func testViewStorePublisher() async {
    let store = Store(initialState: Tally.State()) { Tally() }
    let viewStore = ViewStore(store, observe: { $0 })
    self.assertToldInSubscriptionOrder(viewStore.publisher) { viewStore.send(.increment) }
  }

  func testStorePublisher() async {
    let store = Store(initialState: Tally.State()) { Tally() }
    self.assertToldInSubscriptionOrder(store.publisher) { store.send(.increment) }
  }

  func testScopedStorePublisher() async {
    let store = Store(initialState: Tally.State()) { Tally() }
    let scoped = store.scope(state: \.self, action: \.self)
    self.assertToldInSubscriptionOrder(scoped.publisher) { scoped.send(.increment) }
  }

  func testViewStorePublisherOfAScopedStore() async {
    let store = Store(initialState: Tally.State()) { Tally() }
    let viewStore = ViewStore(store.scope(state: \.self, action: \.self), observe: { $0 })
    self.assertToldInSubscriptionOrder(viewStore.publisher) { viewStore.send(.increment) }
  }
}

/// The same under Swift Testing.
@MainActor
struct PublisherSubscriptionOrderSwiftTestingTests {
  /// Subscribes three sinks to `publisher`, then sends `send` eleven times, recording the order
  /// the sinks were told at subscription and after each send.
  private func orders<P: Publisher>(_ publisher: P, send: () -> Void) -> [[Int]]
  where P.Failure == Never {
    var order: [Int] = []
    var cancellables: Set<AnyCancellable> = []
    for index in 0..<3 {
      publisher.sink { _ in order.append(index) }.store(in: &cancellables)
    }
    var orders = [order]
    for _ in 1...11 {
      order = []
      send()
      orders.append(order)
    }
    return orders
  }

  @Test func viewStoreStoreAndScopedStorePublishersTellSubscribersInOrder() {
    let expected = Array(repeating: [0, 1, 2], count: 12)
    let store = Store(initialState: Tally.State()) { Tally() }
    let viewStore = ViewStore(store, observe: { $0 })
    #expect(self.orders(viewStore.publisher) { viewStore.send(.increment) } == expected)
    #expect(self.orders(store.publisher) { store.send(.increment) } == expected)
    let scoped = store.scope(state: \.self, action: \.self)
    #expect(self.orders(scoped.publisher) { scoped.send(.increment) } == expected)
  }
}
