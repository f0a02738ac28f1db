import ComposableArchitectureLegacy
import XCTest

// 0.33's `StoreTests`, as a 0.x user runs them: actions sent while an action is processed wait
// their turn, in order, whoever sends them.

final class StoreReentranceTests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []

  func testBufferedActionProcessing() {
    struct ChildState: Equatable {
      var count: Int?
    }
    let childReducer = Reducer<ChildState, Int?, Void> { state, action, _ in
      state.count = action
      return .none
    }
    struct ParentState: Equatable {
      var count: Int?
      var child: ChildState?
    }
    enum ParentAction: Equatable {
      case button
      case child(Int?)
    }
    var handledActions: [ParentAction] = []
    let parentReducer = Reducer.combine([
      childReducer
        .optional()
        .pullback(state: \.child, action: /ParentAction.child, environment: {}),
      Reducer<ParentState, ParentAction, Void> { state, action, _ in
        handledActions.append(action)
        switch action {
        case .button:
          state.child = .init(count: nil)
          return .none
        case let .child(childCount):
          state.count = childCount
          return .none
        }
      },
    ])
    let parentStore = Store(initialState: .init(), reducer: parentReducer, environment: ())
    // The store scoped for the call is kept alive by the `ifLet` subscription.
    parentStore
      .scope(state: \.child, action: ParentAction.child)
      .ifLet { childStore in
        ViewStore(childStore).send(2)
      }
      .store(in: &self.cancellables)
    XCTAssertEqual(handledActions, [])
    parentStore.send(.button)
    XCTAssertEqual(handledActions, [.button, .child(2)])
    XCTAssertEqual(ViewStore(parentStore).count, 2)
  }

  func testIfLetAfterScope() {
    struct AppState {
      var count: Int?
    }
    let appReducer = Reducer<AppState, Int?, Void> { state, action, _ in
      state.count = action
      return .none
    }
    let parentStore = Store(initialState: AppState(), reducer: appReducer, environment: ())
    var outputs: [Int?] = []
    var stores: [Any] = []
    parentStore
      .scope(state: \.count)
      .ifLet(
        then: { store in
          stores.append(store)
          outputs.append(ViewStore(store).state)
        },
        else: { outputs.append(nil) }
      )
      .store(in: &self.cancellables)
    XCTAssertEqual(outputs, [nil])
    parentStore.send(1)
    XCTAssertEqual(outputs, [nil, 1])
    parentStore.send(nil)
    XCTAssertEqual(outputs, [nil, 1, nil])
    parentStore.send(1)
    XCTAssertEqual(outputs, [nil, 1, nil, 1])
    parentStore.send(nil)
    XCTAssertEqual(outputs, [nil, 1, nil, 1, nil])
    XCTAssertEqual(stores.count, 2)
  }

  func testSynchronousEffectsSentAfterSinking() {
    enum Action {
      case tap, next1, next2, end
    }
    var values: [Int] = []
    let counterReducer = Reducer<Void, Action, Void> { _, action, _ in
      switch action {
      case .tap:
        return .merge(
          Effect(value: .next1),
          Effect(value: .next2),
          .fireAndForget { values.append(1) }
        )
      case .next1:
        return .merge(Effect(value: .end), .fireAndForget { values.append(2) })
      case .next2:
        return .fireAndForget { values.append(3) }
      case .end:
        return .fireAndForget { values.append(4) }
      }
    }
    let store = Store(initialState: (), reducer: counterReducer, environment: ())
    store.send(.tap)
    XCTAssertEqual(values, [1, 2, 3, 4])
  }

  func testCoalesceSynchronousActions() {
    let store = Store(
      initialState: 0,
      reducer: Reducer<Int, Int, Void> { state, action, _ in
        switch action {
        case 0:
          return .merge(Effect(value: 1), Effect(value: 2), Effect(value: 3))
        default:
          state = action
          return .none
        }
      },
      environment: ()
    )
    var emissions: [Int] = []
    let viewStore = ViewStore(store)
    viewStore.publisher.sink { emissions.append($0) }.store(in: &self.cancellables)
    XCTAssertEqual(emissions, [0])
    viewStore.send(0)
    XCTAssertEqual(emissions, [0, 3])
  }

  func testActionQueuing() {
    let subject = PassthroughSubject<Void, Never>()
    enum Action: Equatable {
      case incrementTapped
      case `init`
      case doIncrement
    }
    let store = TestStore(
      initialState: 0,
      reducer: Reducer<Int, Action, Void> { state, action, _ in
        switch action {
        case .incrementTapped:
          subject.send()
          return .none
        case .`init`:
          return subject.map { .doIncrement }.eraseToEffect()
        case .doIncrement:
          state += 1
          return .none
        }
      },
      environment: ()
    )
    store.send(.`init`)
    store.send(.incrementTapped)
    store.receive(.doIncrement) { $0 = 1 }
    store.send(.incrementTapped)
    store.receive(.doIncrement) { $0 = 2 }
    subject.send(completion: .finished)
  }

  func testViewStoreSinkSendsWhileTheStoreNotifies() {
    enum Action: Equatable {
      case tap
      case echo
    }
    var log: [Action] = []
    let store = Store(
      initialState: 0,
      reducer: Reducer<Int, Action, Void> { state, action, _ in
        log.append(action)
        if action == .tap { state += 1 }
        return .none
      },
      environment: ()
    )
    let viewStore = ViewStore(store)
    viewStore.publisher
      .sink { if $0 == 1 { viewStore.send(.echo) } }
      .store(in: &self.cancellables)
    viewStore.send(.tap)
    XCTAssertEqual(log, [.tap, .echo])
  }
}

final class StoreReentranceOrderTests: XCTestCase {
  func testActionsSentFromEveryKindOfObserverAreProcessedInOrder() {
    // A retained scoped store, an `ifLet` inside an `ifLet`, a view store subscriber and an
    // effect that emits synchronously all send while `.start` is processed.
    struct State: Equatable {
      var child: Int?
      var log: [String] = []
    }
    enum Action: Equatable {
      case start
      case fromEffect
      case fromIfLet
      case fromNestedIfLet
      case fromSink
    }
    let reducer = Reducer<State, Action, Void> { state, action, _ in
      state.log.append("\(action)")
      switch action {
      case .start:
        state.child = 1
        return Just(.fromEffect).eraseToEffect()
      default:
        return .none
      }
    }
    let store = Store(initialState: State(), reducer: reducer, environment: ())
    let childStore = store.scope(state: \.child)
    var cancellables: Set<AnyCancellable> = []
    childStore
      .ifLet { unwrapped in
        ViewStore(unwrapped).send(.fromIfLet)
        unwrapped.scope(state: Optional.some)
          .ifLet { nested in ViewStore(nested).send(.fromNestedIfLet) }
          .store(in: &cancellables)
      }
      .store(in: &cancellables)
    let viewStore = ViewStore(store)
    viewStore.publisher.child
      .sink { if $0 == 1 { viewStore.send(.fromSink) } }
      .store(in: &cancellables)
    viewStore.send(.start)
    // The effect's action is reduced in the send loop of `.start`; the observers' come after,
    // each once. (Subscribers of one publisher are told in no set order, so the handler's and
    // the sink's may come either way round; the nested handler runs from the outer one.)
    XCTAssertEqual(Array(viewStore.log.prefix(2)), ["start", "fromEffect"])
    XCTAssertEqual(
      Set(viewStore.log.dropFirst(2)), ["fromIfLet", "fromNestedIfLet", "fromSink"]
    )
    XCTAssertEqual(viewStore.log.count, 5)
    XCTAssertLessThan(
      viewStore.log.firstIndex(of: "fromIfLet")!, viewStore.log.firstIndex(of: "fromNestedIfLet")!
    )
  }
}
