import ComposableArchitecture
import Foundation
import XCTest

@Reducer
private struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case increment
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// swift-navigation's `observe(_:)` takes an `@isolated(any) @Sendable` closure: a store is
/// followed from a closure isolated to the main actor, whoever starts the observation.
@MainActor
final class ObserveIsolatedAnyTests: XCTestCase {
  func testAMainActorClosureFollowsAStoreFromTheMainActor() async {
    let store = Store(initialState: Tally.State()) { Tally() }
    let seen = LockIsolated<[Int]>([])
    let apply: @MainActor @Sendable () -> Void = { seen.withValue { $0.append(store.count) } }
    let token = observe(apply)
    XCTAssertEqual(seen.value, [0])
    store.send(.increment)
    store.send(.increment)
    await drainMainActor { seen.value == [0, 2] }
    XCTAssertEqual(seen.value, [0, 2])
    _ = token
  }

  func testAMainActorClosureStartedOffTheMainActorFollowsAStore() async {
    let store = Store(initialState: Tally.State()) { Tally() }
    let seen = LockIsolated<[Int]>([])
    let token = await Task.detached {
      observe { @MainActor in
        seen.withValue { $0.append(store.count) }
      }
    }.value
    await drainMainActor { seen.value == [0] }
    XCTAssertEqual(seen.value, [0], "The first run happens on the main actor, soon after.")
    store.send(.increment)
    await drainMainActor { seen.value == [0, 1] }
    XCTAssertEqual(seen.value, [0, 1])
    token.cancel()
    store.send(.increment)
    await drainMainActor()
    XCTAssertEqual(seen.value, [0, 1])
  }

  func testAnActorFollowsAStoreThroughTheMainActor() async {
    let store = Store(initialState: Tally.State()) { Tally() }
    let watcher = Watcher()
    let counts = await watcher.watch(store)
    var iterator = counts.makeAsyncIterator()
    let first = await iterator.next()
    XCTAssertEqual(first, 0)
    store.send(.increment)
    let second = await iterator.next()
    XCTAssertEqual(second, 1)
    await watcher.stop()
  }
}

/// An actor that follows a store: the observation runs on the main actor, where the store's
/// state is read, and hands the counts to the actor's caller.
private actor Watcher {
  var token: ObserveToken?

  func watch(_ store: StoreOf<Tally>) -> AsyncStream<Int> {
    let (counts, continuation) = AsyncStream.makeStream(of: Int.self)
    self.token = observe { @MainActor in
      continuation.yield(store.count)
    }
    return counts
  }

  func stop() {
    self.token = nil
  }
}
