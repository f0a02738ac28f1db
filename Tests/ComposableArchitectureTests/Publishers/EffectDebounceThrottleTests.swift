import ComposableArchitecture
import XCTest

/// A 1.0-era search field: queries are debounced, refreshes throttled, on a scheduler
/// dependency that tests replace with `DispatchQueue.test`.
private struct Search: Reducer {
  struct State: Equatable {
    var query = ""
    var searches: [String] = []
    var refreshes: [Int] = []
  }
  enum Action: Equatable {
    case queryChanged(String)
    case search(String)
    case refreshButtonTapped(Int)
    case refresh(Int)
  }
  enum CancelID { case search }

  let mainQueue: AnySchedulerOf<DispatchQueue>
  let latest: Bool
  /// Throttling is shared by every store that uses an identifier, so each test uses its own.
  var refreshID = "refresh"

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        return .send(.search(query))
          .debounce(id: CancelID.search, for: .seconds(1), scheduler: self.mainQueue)
      case let .search(query):
        state.searches.append(query)
        return .none
      case let .refreshButtonTapped(number):
        return .send(.refresh(number))
          .throttle(
            id: self.refreshID, for: .seconds(1), scheduler: self.mainQueue, latest: self.latest
          )
      case let .refresh(number):
        state.refreshes.append(number)
        return .none
      }
    }
  }
}

@MainActor
final class EffectDebounceThrottleTests: XCTestCase {
  func testDebounceRunsOnlyTheLastEffectOfABurst() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: Search.State()) {
      Search(mainQueue: mainQueue.eraseToAnyScheduler(), latest: true)
    }
    await store.send(.queryChanged("b")) { $0.query = "b" }
    await mainQueue.advance(by: .milliseconds(500))
    await store.send(.queryChanged("bl")) { $0.query = "bl" }
    await mainQueue.advance(by: .milliseconds(500))
    await store.send(.queryChanged("blob")) { $0.query = "blob" }
    await mainQueue.advance(by: .milliseconds(999))
    await mainQueue.advance(by: .milliseconds(1))
    await store.receive(.search("blob")) {
      $0.searches = ["blob"]
    }
  }

  func testThrottleLatestEmitsTheFirstAtOnceAndTheLatestAfterTheInterval() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: Search.State()) {
      Search(mainQueue: mainQueue.eraseToAnyScheduler(), latest: true, refreshID: #function)
    }
    await store.send(.refreshButtonTapped(1))
    await store.receive(.refresh(1)) { $0.refreshes = [1] }
    await mainQueue.advance(by: .milliseconds(100))
    await store.send(.refreshButtonTapped(2))
    await mainQueue.advance(by: .milliseconds(100))
    await store.send(.refreshButtonTapped(3))
    await mainQueue.advance(by: .milliseconds(800))
    await store.receive(.refresh(3)) { $0.refreshes = [1, 3] }
    // A full interval later, the next one goes through at once.
    await mainQueue.advance(by: .seconds(1))
    await store.send(.refreshButtonTapped(4))
    await store.receive(.refresh(4)) { $0.refreshes = [1, 3, 4] }
    // The throttled effect ends a few hops after its action is received.
    await store.finish()
  }

  func testThrottleFirstEmitsTheFirstWaitingAction() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: Search.State()) {
      Search(mainQueue: mainQueue.eraseToAnyScheduler(), latest: false, refreshID: #function)
    }
    await store.send(.refreshButtonTapped(1))
    await store.receive(.refresh(1)) { $0.refreshes = [1] }
    await mainQueue.advance(by: .milliseconds(100))
    await store.send(.refreshButtonTapped(2))
    await mainQueue.advance(by: .milliseconds(100))
    await store.send(.refreshButtonTapped(3))
    await mainQueue.advance(by: .milliseconds(800))
    await store.receive(.refresh(2)) { $0.refreshes = [1, 2] }
  }
}
