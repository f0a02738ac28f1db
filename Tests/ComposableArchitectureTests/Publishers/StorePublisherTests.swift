import ComposableArchitecture
import XCTest

#if canImport(Combine)
  import Combine
#endif

/// A counter with a field that changes without the count changing, and an optional child.
private struct Profile: Reducer {
  struct State: Equatable {
    var count = 0
    var name = ""
    var detail: Int?
    /// `count` itself names `Publisher.count()`, so publishers read it under another name.
    var number: Int { self.count }
  }
  enum Action: Equatable {
    case increment
    case rename(String)
    case noop
    case showDetail
    case hideDetail
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
      case let .rename(name):
        state.name = name
      case .noop:
        break
      case .showDetail:
        state.detail = state.count
      case .hideDetail:
        state.detail = nil
      }
      return .none
    }
  }
}

@MainActor
final class StorePublisherTests: XCTestCase {
  func testPublisherEmitsTheCurrentStateThenEveryChange() async {
    let store = Store(initialState: Profile.State()) { Profile() }
    var counts: [Int] = []
    let cancellable = store.publisher.sink { counts.append($0.count) }
    store.send(.increment)
    store.send(.increment)
    XCTAssertEqual(counts, [0, 1, 2])
    cancellable.cancel()
    store.send(.increment)
    XCTAssertEqual(counts, [0, 1, 2])
  }

  func testDynamicMemberRemovesDuplicates() async {
    let store = Store(initialState: Profile.State()) { Profile() }
    var counts: [Int] = []
    var names: [String] = []
    var cancellables: Set<AnyCancellable> = []
    store.publisher.number.sink { counts.append($0) }.store(in: &cancellables)
    store.publisher.name.sink { names.append($0) }.store(in: &cancellables)
    store.send(.increment)
    store.send(.rename("Blob"))
    store.send(.noop)
    store.send(.rename("Blob"))
    store.send(.increment)
    XCTAssertEqual(counts, [0, 1, 2])
    XCTAssertEqual(names, ["", "Blob"])
  }

  func testScopedStorePublisherFollowsItsParent() async {
    let store = Store(initialState: Profile.State()) { Profile() }
    let child = store.scope(state: \.count, action: \.self)
    var counts: [Int] = []
    let cancellable = child.publisher.sink { counts.append($0) }
    store.send(.increment)
    XCTAssertEqual(counts, [0, 1])
    _ = cancellable
  }

  func testSubscriptionKeepsTheStoreAlive() async {
    var counts: [Int] = []
    var store: StoreOf<Profile>? = Store(initialState: Profile.State()) { Profile() }
    let publisher = store!.publisher.number
    weak let weakStore = store
    store = nil
    let cancellable = publisher.sink { counts.append($0) }
    weakStore?.send(.increment)
    XCTAssertEqual(counts, [0, 1])
    cancellable.cancel()
  }

  @available(*, deprecated)
  func testIfLetCallsThenAndElseAsTheOptionalStateComesAndGoes() async {
    let store = Store(initialState: Profile.State()) { Profile() }
    let detailStore = store.scope(state: { $0.detail }, action: { $0 })
    var events: [String] = []
    var unwrapped: Store<Int, Profile.Action>?
    let cancellable = detailStore.ifLet { store in
      events.append("then \(store.withState { $0 })")
      unwrapped = store
    } else: {
      events.append("else")
    }
    XCTAssertEqual(events, ["else"])
    store.send(.increment)
    store.send(.showDetail)
    XCTAssertEqual(events, ["else", "then 1"])
    // A change inside the unwrapped state does not call `then` again.
    store.send(.increment)
    store.send(.showDetail)
    XCTAssertEqual(events, ["else", "then 1"])
    XCTAssertEqual(unwrapped?.withState { $0 }, 2)
    store.send(.hideDetail)
    XCTAssertEqual(events, ["else", "then 1", "else"])
    cancellable.cancel()
    store.send(.showDetail)
    XCTAssertEqual(events, ["else", "then 1", "else"])
  }
}
