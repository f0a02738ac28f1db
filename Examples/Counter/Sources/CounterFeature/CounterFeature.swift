import ComposableArchitecture

/// Placeholder: the counter feature of the README demo.
public struct CounterFeature: Reducer {
  public struct State: Equatable {
    public var count = 0
    public init() {}
  }
  @CasePathable
  public enum Action {
    case incrementButtonTapped
  }
  public init() {}
  public var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}
