import ComposableArchitecture
import XCTest

/// Logs every action it reduces, and returns the effect the test gives it for some of them.
private struct Logging: Reducer {
  struct State: Equatable {
    var log: [String] = []
  }
  @CasePathable
  enum Action: Equatable {
    case tap
    case a
    case b
    case c
    case record(String)
  }
  let effects: @Sendable (Action) -> Effect<Action>
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case let .record(entry) = action {
      state.log.append(entry)
    } else {
      state.log.append("\(action)")
    }
    return self.effects(action)
  }
}

/// A reference to a store, for a reducer that sends to its own store while reducing.
@MainActor
private final class StoreBox {
  var store: StoreOf<Logging>?
}

@MainActor
final class EffectTests: XCTestCase {
  func testNoneCreatesNoTask() async {
    let store = Store(initialState: Logging.State()) { Logging { _ in .none } }
    let task = store.send(.tap)
    XCTAssertTrue(task.isCancelled)
    XCTAssertNil(task.rawValue)
    await task.finish()
  }

  func testSendCreatesNoTask() async {
    let store = Store(initialState: Logging.State()) {
      Logging { $0 == .tap ? .merge(.send(.a), .send(.b)) : .none }
    }
    let task = store.send(.tap)
    XCTAssertTrue(task.isCancelled)
    XCTAssertNil(task.rawValue)
  }

  func testRunCreatesATask() async {
    let store = Store(initialState: Logging.State()) {
      Logging { $0 == .tap ? .run { _ in } : .none }
    }
    let task = store.send(.tap)
    XCTAssertFalse(task.isCancelled)
    XCTAssertNotNil(task.rawValue)
    await task.finish()
  }

  func testSendActionsAreProcessedInOrderBeforeSendReturns() async {
    let store = Store(initialState: Logging.State()) {
      Logging { action in
        switch action {
        case .tap: return .merge(.send(.a), .send(.b))
        case .a: return .send(.c)
        default: return .none
        }
      }
    }
    store.send(.tap)
    XCTAssertEqual(store.log, ["tap", "a", "b", "c"])
  }

  func testConcatenatedSendActionsAreProcessedInOrderBeforeSendReturns() async {
    let store = Store(initialState: Logging.State()) {
      Logging { $0 == .tap ? .concatenate(.send(.a), .send(.b), .send(.c)) : .none }
    }
    store.send(.tap)
    XCTAssertEqual(store.log, ["tap", "a", "b", "c"])
  }

  func testEffectsStartOnlyAfterTheReducerReturns() async {
    let store = Store(initialState: Logging.State()) {
      Logging { action in
        switch action {
        case .tap: return .merge(.run { send in await send(.record("effect")) }, .send(.a))
        default: return .none
        }
      }
    }
    let task = store.send(.tap)
    XCTAssertEqual(store.log, ["tap", "a"])
    await task.finish()
    XCTAssertEqual(store.log, ["tap", "a", "effect"])
  }

  func testActionSentWhileReducingIsQueuedNotReentrant() async {
    let box = StoreBox()
    let store = Store(initialState: Logging.State()) {
      Reduce<Logging.State, Logging.Action> { state, action in
        switch action {
        case .tap:
          state.log.append("tap start")
          MainActor.assumeIsolated { _ = box.store?.send(.a) }
          state.log.append("tap end")
          return .send(.b)
        default:
          state.log.append("\(action)")
          return .none
        }
      }
    }
    box.store = store
    // Queued, and reported as TCA reports it: only effects may send while an action is reduced.
    let issues = await recordIssues {
      store.send(.tap)
    }
    XCTAssertEqual(store.log, ["tap start", "tap end", "a", "b"])
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        Sent 'Logging.Action.a' while an action was being processed.

        Reentrant actions are undefined and will be a precondition failure in a future version \
        of the library.
        """
      ]
    )
    box.store = nil
  }

  func testFinishWaitsForEffectsOfActionsTheEffectsSend() async {
    let store = Store(initialState: Logging.State()) {
      Logging { action in
        switch action {
        case .tap: return .run { send in await send(.a) }
        case .a: return .send(.b)
        case .b: return .run { send in await send(.c) }
        default: return .none
        }
      }
    }
    await store.send(.tap).finish()
    XCTAssertEqual(store.log, ["tap", "a", "b", "c"])
  }

  func testMapTransformsTheActionsOfAnEffect() async {
    let store = Store(initialState: Logging.State()) {
      Logging { action in
        switch action {
        case .tap:
          let numbers = Effect<Int>.merge(.send(1), .run { send in await send(2) })
          return numbers.map { .record("mapped \($0)") }
        default:
          return .none
        }
      }
    }
    let task = store.send(.tap)
    XCTAssertEqual(store.log, ["tap", "mapped 1"])
    await task.finish()
    XCTAssertEqual(store.log, ["tap", "mapped 1", "mapped 2"])
  }

  func testRunAcceptsPriorityAndName() async {
    let store = Store(initialState: Logging.State()) {
      Logging { action in
        action == .tap
          ? .run(priority: .high, name: "named effect") { send in await send(.a) } : .none
      }
    }
    await store.send(.tap).finish()
    XCTAssertEqual(store.log, ["tap", "a"])
  }

  func testSendFromAnEffectIsReducedOnTheMainActorSynchronously() async {
    let store = Store(initialState: Logging.State()) {
      Logging { action in
        switch action {
        case .tap:
          return .run { send in
            await send(.a)
            // `send` returns once the action and the `.send` actions it feeds back are reduced.
            await send(.record("after a"))
          }
        case .a:
          return .send(.b)
        default:
          return .none
        }
      }
    }
    await store.send(.tap).finish()
    XCTAssertEqual(store.log, ["tap", "a", "b", "after a"])
  }
}
