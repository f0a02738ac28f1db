import ComposableArchitecture

/// A counter whose count is shared state, to measure what `@Shared` costs through a store.
@Reducer
public struct SharedCounterFeature {
  @ObservableState
  public struct State: Equatable {
    @Shared public var count: Int

    public init(count: Shared<Int> = Shared(value: 0)) {
      self._count = count
    }
  }

  public enum Action {
    case incrementButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
        return .none
      }
    }
  }
}

extension Scenario {
  /// The shared-state scenarios: reading a `@Shared` field through a store, and `withLock`.
  public static let sharedState: [Scenario] = [
    Scenario("Shared.Store.Access", floor: "Store.Access") {
      let store = Store(initialState: SharedCounterFeature.State()) { SharedCounterFeature() }
      return .sync { consume(store.count) }
    },
    Scenario("Shared.WithLock", floor: "Floor.ReducerCall") {
      let count = Shared(value: 0)
      return .sync { count.withLock { $0 += 1 } }
    },
    Scenario("Shared.InMemoryKey.WithLock", floor: "Shared.WithLock") {
      @Shared(.inMemory("benchmark")) var count = 0
      let shared = $count
      return .sync { shared.withLock { $0 += 1 } }
    },
    Scenario("Shared.Store.Send", floor: "Store.Send") {
      let store = Store(initialState: SharedCounterFeature.State()) { SharedCounterFeature() }
      return .sync { consume(store.send(.incrementButtonTapped)) }
    },
  ]
}
