import ComposableArchitecture
import Testing

/// BEHAVIOUR.md B-PS-05: what the library adds beside TCA's API changes no overload that TCA
/// code picks. Each expression here is one TCA users write; this file compiling is the check
/// that none is ambiguous, and each test checks that the overload TCA picks is the one that ran.
@MainActor
@Suite
struct OverloadResolutionTests {
  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var text = ""
    }
    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case response(Int)
      case tapped
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding:
          return .none
        case let .response(value):
          state.count = value
          return .none
        case .tapped:
          return .send(.response(42))
        }
      }
    }
  }

  /// `receive(.response(42))` is the `Equatable` overload (TCA's favoured one): a wrong value
  /// fails with the received action's diff; the case key path, key path and value, and the
  /// predicate forms (TCA's disfavoured ones) all still resolve and match.
  @Test func receiveFormsResolveAsInTCA() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.tapped)
    await store.receive(.response(42)) { $0.count = 42 }

    await store.send(.tapped)
    await store.receive(\.response)

    await store.send(.tapped)
    await store.receive(\.response, 42)

    await store.send(.tapped)
    await store.receive { $0 == .response(42) }

    await store.send(.tapped)
    await withKnownIssue {
      await store.receive(.response(41))
    } matching: { issue in
      // The Equatable overload's message: a diff of the expected and the received action.
      issue.description.contains("(Expected: −, Received: +)")
    }
  }

  /// `store.state` on observable state is the observable overload: reading it inside a
  /// tracking closure observes the state, as in TCA (the library's plain `state` for state
  /// that is not observable does not take its place).
  @Test func stateOfObservableStateIsTheObservedOne() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let changed = LockIsolated(false)
    withPerceptionTracking {
      _ = store.state
    } onChange: {
      changed.setValue(true)
    }
    // Another value put in the whole state: a binding of `\.self`.
    store.send(.binding(.set(\.self, Feature.State(count: 7, text: "x"))))
    #expect(changed.value)
    #expect(store.state.count == 7)
  }

  /// `BindingReducer()` in a feature's body and `store.send(\.binding.text, …)` resolve as in
  /// TCA beside the library's `BindingReducer(action:)`.
  @Test func bindingReducerAndBindingSendsResolve() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(\.binding.text, "hello") { $0.text = "hello" }
  }

  /// A `StoreTask` and a `TestStoreTask` are used as TCA users use them: `await task.finish()`,
  /// `task.cancel()`, `task.isCancelled`; their `rawValue` is an addition no such use reaches.
  @Test func storeTasksAreUsedAsInTCA() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let task = store.send(.tapped)
    await task.finish()
    #expect(store.count == 42)
    task.cancel()
    #expect(task.isCancelled)
  }
}
