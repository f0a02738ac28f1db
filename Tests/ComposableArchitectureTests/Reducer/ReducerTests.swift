import ComposableArchitecture
import XCTest

private struct ChildFirstParent: Reducer {
  struct State: Equatable {
    var child = Counter.State()
    var childCountSeenByParent: Int?
  }
  @CasePathable
  enum Action { case child(Counter.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Counter() }
    Reduce { state, action in
      state.childCountSeenByParent = state.child.count
      return .none
    }
  }
}

private struct ParentFirstParent: Reducer {
  struct State: Equatable {
    var child = Counter.State()
    var childCountSeenByParent: Int?
  }
  @CasePathable
  enum Action { case child(Counter.Action) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.childCountSeenByParent = state.child.count
      return .none
    }
    Scope(state: \.child, action: \.child) { Counter() }
  }
}

private func erasing(_ reducer: some ReducerOf<Counter>) -> Reduce<Counter.State, Counter.Action> {
  Reduce(reducer)
}

@MainActor
final class ReducerTests: XCTestCase {
  func testReducerConformingWithReduceIntoRunsThatMethod() async {
    struct Feature: Reducer {
      struct State: Equatable { var count = 0 }
      enum Action { case increment }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
      }
    }

    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.increment)
    store.send(.increment)
    XCTAssertEqual(store.count, 2)
  }

  func testReducerConformingWithBodyRunsItsBody() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.increment)
    store.send(.increment)
    store.send(.decrement)
    XCTAssertEqual(store.count, 1)
  }

  func testReduceIntoOfBodyConformanceRunsBody() async {
    var state = Counter.State()
    _ = Counter().reduce(into: &state, action: .increment)
    _ = Counter().reduce(into: &state, action: .increment)
    XCTAssertEqual(state.count, 2)
  }

  func testReduceClosureMutatesStateAndReceivesTheAction() async {
    let received = LockIsolated<[Counter.Action]>([])
    let store = Store(initialState: Counter.State()) {
      Reduce<Counter.State, Counter.Action> { state, action in
        received.withValue { $0.append(action) }
        state.count += 10
        return .none
      }
    }
    store.send(.increment)
    store.send(.decrement)
    XCTAssertEqual(store.count, 20)
    XCTAssertEqual(received.value, [.increment, .decrement])
  }

  func testReduceWrappingAReducerBehavesLikeIt() async {
    let store = Store(initialState: Counter.State()) {
      Reduce(Counter())
    }
    store.send(.incrementTwiceViaSend)
    XCTAssertEqual(store.count, 2)
    await store.send(.delayedIncrement).finish()
    XCTAssertEqual(store.count, 3)
  }

  func testEmptyReducerLeavesStateAloneAndReturnsNoEffect() async {
    let store = Store(initialState: Counter.State(count: 7)) {
      EmptyReducer<Counter.State, Counter.Action>()
    }
    let task = store.send(.increment)
    XCTAssertEqual(store.count, 7)
    XCTAssertTrue(task.isCancelled)
  }

  func testEmptyBuilderBlockIsAnEmptyReducer() async {
    let store: StoreOf<Counter> = Store(initialState: Counter.State(count: 3)) {}
    store.send(.increment)
    XCTAssertEqual(store.withState(\.count), 3)
  }

  func testCombineReducersRunsEachReducerInOrder() async {
    struct State: Equatable { var log: [String] = [] }
    enum Action { case tap }
    let store = Store(initialState: State()) {
      CombineReducers {
        Reduce<State, Action> { state, _ in
          state.log.append("first")
          return .none
        }
        Reduce { state, _ in
          state.log.append("second sees \(state.log)")
          return .none
        }
      }
    }
    store.send(.tap)
    XCTAssertEqual(store.log, ["first", "second sees [\"first\"]"])
  }

  func testCombineReducersMergesTheEffectsOfEachReducer() async {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable {
      case tap
      case record(String)
    }
    let store = Store(initialState: State()) {
      CombineReducers {
        Reduce<State, Action> { state, action in
          guard case .tap = action else { return .none }
          return .run { send in await send(.record("from first")) }
        }
        Reduce { state, action in
          switch action {
          case .tap:
            return .send(.record("from second"))
          case let .record(entry):
            state.log.append(entry)
            return .none
          }
        }
      }
    }
    await store.send(.tap).finish()
    XCTAssertEqual(store.log, ["from second", "from first"])
  }

  func testChildReducerRunsBeforeParentLogic() async {
    let store = Store(initialState: ChildFirstParent.State()) { ChildFirstParent() }
    store.send(.child(.increment))
    XCTAssertEqual(store.child.count, 1)
    XCTAssertEqual(store.childCountSeenByParent, 1)
  }

  func testParentLogicPlacedBeforeChildRunsFirst() async {
    let store = Store(initialState: ParentFirstParent.State()) { ParentFirstParent() }
    store.send(.child(.increment))
    XCTAssertEqual(store.child.count, 1)
    XCTAssertEqual(store.childCountSeenByParent, 0)
  }

  func testReducerOfNamesTheReducerOfAFeature() async {
    let store = Store(initialState: Counter.State()) { erasing(Counter()) }
    store.send(.increment)
    XCTAssertEqual(store.count, 1)
  }

  func testEffectOfNamesTheEffectOfAFeature() async {
    let effect: EffectOf<Counter> = .send(.increment)
    let store = Store(initialState: Counter.State()) {
      Reduce<Counter.State, Counter.Action> { state, action in
        guard case .incrementTwiceViaSend = action else {
          return Counter().reduce(into: &state, action: action)
        }
        return effect
      }
    }
    store.send(.incrementTwiceViaSend)
    XCTAssertEqual(store.count, 1)
  }
}
