import ComposableArchitectureLegacy
import XCTest

// 0.39–0.40's `ViewStore.send` returns a `ViewStoreTask` for the effects the action started;
// `send(_:while:)` and `yield(while:)` wait on the state.

private struct State: Equatable {
  var count = 0
  var isLoading = false
}

private enum Action: Equatable {
  case noop
  case start
  case tick
  case refresh
  case refreshResponse
}

private struct Environment {
  var ticks: AsyncStream<Void>
}

private let reducer = Reducer<State, Action, Environment> { state, action, environment in
  switch action {
  case .noop:
    return .none
  case .start:
    return .run { send in
      for await _ in environment.ticks {
        await send(.tick)
      }
    }
  case .tick:
    state.count += 1
    return .none
  case .refresh:
    state.isLoading = true
    return .task { .refreshResponse }
  case .refreshResponse:
    state.isLoading = false
    return .none
  }
}

final class ViewStoreTaskTests: XCTestCase {
  @MainActor
  func testSendWithoutEffectsReturnsAFinishedTask() async {
    let (ticks, _) = AsyncStream<Void>.makeStream()
    let viewStore = ViewStore(
      Store(initialState: State(), reducer: reducer, environment: Environment(ticks: ticks))
    )
    let task = viewStore.send(.noop)
    XCTAssertNil(task.rawValue)
    XCTAssertTrue(task.isCancelled)
    await task.finish()
  }

  @MainActor
  func testFinishWaitsForTheEffectsAndTheActionsTheyFeedBack() async {
    let (ticks, continuation) = AsyncStream<Void>.makeStream()
    let viewStore = ViewStore(
      Store(initialState: State(), reducer: reducer, environment: Environment(ticks: ticks))
    )
    let task = viewStore.send(.start)
    XCTAssertFalse(task.isCancelled)
    continuation.yield()
    continuation.yield()
    continuation.finish()
    await task.finish()
    XCTAssertEqual(viewStore.count, 2)
    XCTAssertFalse(task.isCancelled)
  }

  @MainActor
  func testCancelStopsTheEffects() async {
    let (ticks, continuation) = AsyncStream<Void>.makeStream()
    let viewStore = ViewStore(
      Store(initialState: State(), reducer: reducer, environment: Environment(ticks: ticks))
    )
    let task = viewStore.send(.start)
    await task.cancel()
    XCTAssertTrue(task.isCancelled)
    // The effect is gone: what the stream yields now reaches no one.
    continuation.yield()
    continuation.finish()
    XCTAssertEqual(viewStore.count, 0)
  }

  @MainActor
  func testSendWhile() async {
    let (ticks, _) = AsyncStream<Void>.makeStream()
    let viewStore = ViewStore(
      Store(initialState: State(), reducer: reducer, environment: Environment(ticks: ticks))
    )
    await viewStore.send(.refresh, while: \.isLoading)
    XCTAssertFalse(viewStore.isLoading)
  }

  @MainActor
  func testYieldWhile() async {
    let (ticks, _) = AsyncStream<Void>.makeStream()
    let viewStore = ViewStore(
      Store(initialState: State(), reducer: reducer, environment: Environment(ticks: ticks))
    )
    viewStore.send(.refresh)
    XCTAssertTrue(viewStore.isLoading)
    await viewStore.yield(while: \.isLoading)
    XCTAssertFalse(viewStore.isLoading)
  }
}
