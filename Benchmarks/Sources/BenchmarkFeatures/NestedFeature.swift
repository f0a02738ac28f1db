import ComposableArchitecture

/// A recursive feature (TCA's benchmark shape): a counter that can present another counter.
@Reducer
public struct NestedFeature {
  @ObservableState
  public struct State {
    public var count = 0
    @Presents public var child: State?

    public init(count: Int = 0, child: State? = nil) {
      self.count = count
      self.child = child
    }

    /// A state `depth` levels deep: each level presents the next.
    public static func nested(depth: Int) -> State {
      var state = State()
      for _ in 0..<depth {
        state = State(child: state)
      }
      return state
    }
  }

  public enum Action {
    case incrementButtonTapped
    indirect case child(PresentationAction<Action>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) {
      NestedFeature()
    }
  }
}

extension Store where State == NestedFeature.State, Action == NestedFeature.Action {
  /// The store of the presented child.
  @MainActor
  public var childStore: StoreOf<NestedFeature>? {
    self.scope(state: \.child, action: \.child.presented)
  }

  /// The store `depth` levels below this one.
  @MainActor
  public func descendant(depth: Int) -> StoreOf<NestedFeature> {
    var store = self
    for _ in 0..<depth {
      store = store.childStore!
    }
    return store
  }
}
