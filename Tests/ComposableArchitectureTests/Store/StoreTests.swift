import ComposableArchitecture
import Foundation
import Testing
import XCTest

private struct App: Reducer {
  struct State: Equatable {
    var first = Counter.State()
    var second = Counter.State()
    var nested = Nested.State()
  }
  @CasePathable
  enum Action: Equatable {
    case first(Counter.Action)
    case second(Counter.Action)
    case nested(Nested.Action)
    case resetAll
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.first, action: \.first) { Counter() }
    Scope(state: \.second, action: \.second) { Counter() }
    Scope(state: \.nested, action: \.nested) { Nested() }
    Reduce { state, action in
      if case .resetAll = action {
        state = State()
      }
      return .none
    }
  }
}

private struct Nested: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
  }
  @CasePathable
  enum Action: Equatable {
    case counter(Counter.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { Counter() }
  }
}

private struct Identified: Reducer {
  struct State: Equatable, Identifiable {
    var id: UUID
  }
  enum Action { case noop }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@MainActor
final class StoreTests: XCTestCase {
  func testSendIsSynchronous() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.increment)
    XCTAssertEqual(store.count, 1)
    store.send(.incrementTwiceViaSend)
    XCTAssertEqual(store.count, 3)
  }

  func testStateWithStateAndDynamicMemberReadTheSameState() async {
    let store = Store(initialState: App.State()) { App() }
    store.send(.nested(.counter(.increment)))
    XCTAssertEqual(store.state.nested.counter.count, 1)
    XCTAssertEqual(store.withState(\.nested.counter.count), 1)
    XCTAssertEqual(store.nested.counter.count, 1)
    XCTAssertEqual(store.withState { $0 }, store.state)
  }

  func testChildStoreSeesChangesMadeThroughTheRoot() async {
    let store = Store(initialState: App.State()) { App() }
    let first = store.scope(state: \.first, action: \.first)
    store.send(.first(.increment))
    XCTAssertEqual(first.count, 1)
    store.send(.resetAll)
    XCTAssertEqual(first.count, 0)
  }

  func testRootSeesChangesMadeThroughTheChildStore() async {
    let store = Store(initialState: App.State()) { App() }
    let second = store.scope(state: \.second, action: \.second)
    second.send(.increment)
    second.send(.incrementTwiceViaSend)
    XCTAssertEqual(store.second.count, 3)
    XCTAssertEqual(store.first.count, 0)
  }

  func testChildStoreEffectsCanBeAwaited() async {
    let store = Store(initialState: App.State()) { App() }
    let first = store.scope(state: \.first, action: \.first)
    await first.send(.delayedIncrement).finish()
    XCTAssertEqual(store.first.count, 1)
    XCTAssertEqual(first.count, 1)
  }

  func testNestedScopesShareTheRootsState() async {
    let store = Store(initialState: App.State()) { App() }
    let nested = store.scope(state: \.nested, action: \.nested)
    let counter = nested.scope(state: \.counter, action: \.counter)
    counter.send(.increment)
    XCTAssertEqual(store.nested.counter.count, 1)
    XCTAssertEqual(nested.counter.count, 1)
    store.send(.nested(.counter(.increment)))
    XCTAssertEqual(counter.count, 2)
  }

  func testScopeReturnsTheSameStoreForTheSamePaths() async {
    let store = Store(initialState: App.State()) { App() }
    let first = store.scope(state: \.first, action: \.first)
    XCTAssertTrue(first === store.scope(state: \.first, action: \.first))
    let nested = store.scope(state: \.nested, action: \.nested)
    XCTAssertTrue(
      nested.scope(state: \.counter, action: \.counter)
        === store.scope(state: \.nested, action: \.nested).scope(
          state: \.counter, action: \.counter)
    )
  }

  func testScopeReturnsDifferentStoresForDifferentPaths() async {
    let store = Store(initialState: App.State()) { App() }
    let first = store.scope(state: \.first, action: \.first)
    XCTAssertFalse(first === store.scope(state: \.second, action: \.second))
    XCTAssertFalse(first === store.scope(state: \.first, action: \.second))
  }

  func testStoreOfNamesTheStoreOfAFeature() async {
    let store: StoreOf<Counter> = Store(initialState: Counter.State()) { Counter() }
    let child: StoreOf<Counter> = Store(initialState: App.State()) { App() }
      .scope(state: \.first, action: \.first)
    store.send(.increment)
    child.send(.decrement)
    XCTAssertEqual(store.count, 1)
    XCTAssertEqual(child.count, -1)
  }

  func testInitialStateIsBuiltWithTheStoresDependencies() async {
    let store = Store(
      initialState: {
        @Dependency(\.uuid) var uuid
        return Identified.State(id: uuid())
      }()
    ) {
      Identified()
    } withDependencies: {
      $0.uuid = .constant(UUID(7))
    }
    XCTAssertEqual(store.state.id, UUID(7))
  }

  func testActionsFedBackAndTheirEffectsRunWithTheStoresDependencies() async {
    // The store binds its dependencies once for the actions a send feeds back (`.send`
    // effects), not once per action: each of them, and the effects they return, still sees them.
    struct Recorder: Reducer {
      struct State: Equatable { var ids: [UUID] = [] }
      enum Action { case tap, record, recordFromEffect, recorded(UUID) }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        // Read while reducing (a property of the reducer would capture the values the reducer
        // was built with, whatever is bound when it runs).
        @Dependency(\.uuid) var uuid
        switch action {
        case .tap:
          return .merge(.send(.record), .send(.recordFromEffect), .send(.record))
        case .record:
          state.ids.append(uuid())
          return .none
        case .recordFromEffect:
          return .run { send in
            @Dependency(\.uuid) var uuid
            await send(.recorded(uuid()))
          }
        case let .recorded(id):
          state.ids.append(id)
          return .none
        }
      }
    }
    let store = Store(initialState: Recorder.State()) {
      Recorder()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let task = store.send(.tap)
    XCTAssertEqual(store.ids, [UUID(0), UUID(1)])
    await task.finish()
    XCTAssertEqual(store.ids, [UUID(0), UUID(1), UUID(2)])
  }

  func testStoreTaskRawValueCompletesWithTheEffects() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let task = store.send(.delayedIncrement)
    await task.rawValue?.value
    XCTAssertEqual(store.count, 1)
  }

  func testCancellingTheTaskThatAwaitsFinishCancelsTheEffects() async {
    let probe = EffectProbe()
    let store = Store(initialState: Counter.State()) {
      Reduce<Counter.State, Counter.Action> { _, _ in probe.neverEndingEffect() }
    }
    let task = store.send(.increment)
    let waiter = Task { await task.finish() }
    await probe.waitUntilStarted()
    waiter.cancel()
    await waiter.value
    XCTAssertTrue(probe.cancelled.value)
  }

  func testStoreTasksAreEqualOnlyToThemselves() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let task = store.send(.delayedIncrement)
    let other = store.send(.delayedIncrement)
    XCTAssertEqual(task, task)
    XCTAssertNotEqual(task, other)
    XCTAssertEqual(Set([task, task, other]).count, 2)
    await task.finish()
    await other.finish()
  }

  /// BEHAVIOUR.md B-PS-02: each row of the `debugDescription` table.
  func testDebugDescriptionNamesTheFeature() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    XCTAssertEqual(store.debugDescription, "StoreOf<Counter>")
    XCTAssertEqual(
      Store(initialState: Counter.State?.none) {
        EmptyReducer<Counter.State?, Counter.Action>()
      }.debugDescription,
      "StoreOf<Counter?>"
    )
    XCTAssertEqual(
      Store(initialState: IdentifiedArrayOf<Identified.State>()) {
        EmptyReducer<IdentifiedArrayOf<Identified.State>, IdentifiedActionOf<Identified>>()
      }.debugDescription,
      "IdentifiedStoreOf<Identified>"
    )
    XCTAssertEqual(
      Store(initialState: PresentationState<Counter.State>(wrappedValue: nil)) {
        EmptyReducer<PresentationState<Counter.State>, PresentationAction<Counter.Action>>()
      }.debugDescription,
      "PresentationStoreOf<Counter>"
    )
    XCTAssertEqual(
      Store(initialState: StackState<Counter.State>()) {
        EmptyReducer<StackState<Counter.State>, StackActionOf<Counter>>()
      }.debugDescription,
      "StackStoreOf<Counter>"
    )
    XCTAssertEqual(
      Store(initialState: 0) { EmptyReducer<Int, Bool>() }.debugDescription, "Store<Int, Bool>"
    )
  }

  /// BEHAVIOUR.md B-PS-01: `store.id` is an `ObjectIdentifier`, a store is `Identifiable` and
  /// an `ObservableObject` with `objectWillChange`.
  func testAStoreIsIdentifiableByItsIdentityAndAnObservableObject() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let other = Store(initialState: Counter.State()) { Counter() }
    func id<T: Identifiable>(of value: T) -> T.ID { value.id }
    let storeID: ObjectIdentifier = id(of: store)
    XCTAssertEqual(storeID, ObjectIdentifier(store))
    XCTAssertNotEqual(store.id, other.id)
    func publisher<T: ObservableObject>(of object: T) -> T.ObjectWillChangePublisher {
      object.objectWillChange
    }
    XCTAssertTrue(publisher(of: store) === store.objectWillChange, "One publisher per store")
  }
}

@MainActor
@Suite struct StoreSwiftTests {
  @Test func childAndRootShareState() {
    let store = Store(initialState: App.State()) { App() }
    let first = store.scope(state: \.first, action: \.first)
    first.send(.increment)
    #expect(store.first.count == 1)
    store.send(.first(.increment))
    #expect(first.count == 2)
  }

  @Test func scopeIsCached() {
    let store = Store(initialState: App.State()) { App() }
    #expect(
      store.scope(state: \.second, action: \.second)
        === store.scope(state: \.second, action: \.second)
    )
  }
}
