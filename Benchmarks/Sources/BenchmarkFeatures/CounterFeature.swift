import ComposableArchitecture

/// The simplest feature: the floor of what a store adds to a reducer.
@Reducer
public struct CounterFeature {
  @ObservableState
  public struct State: Equatable, Identifiable {
    public let id: Int
    public var count = 0
    public var label = ""

    public init(id: Int = 0, count: Int = 0) {
      self.id = id
      self.count = count
    }
  }

  public enum Action: Equatable {
    case incrementButtonTapped
    case labelChanged(String)
    case incrementLater
    case start
    case cancel
  }

  public enum CancelID { case work }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case let .labelChanged(label):
        state.label = label
        return .none
      case .incrementLater:
        return .run { send in await send(.incrementButtonTapped) }
      case .start:
        return .run { _ in try await Task.never() }.cancellable(id: CancelID.work)
      case .cancel:
        return .cancel(id: CancelID.work)
      }
    }
  }
}

/// A list of counters, for the costs of `forEach` and of row stores.
@Reducer
public struct ListFeature {
  @ObservableState
  public struct State {
    public var rows: IdentifiedArrayOf<CounterFeature.State>
    public var title = ""

    public init(rowCount: Int) {
      self.rows = IdentifiedArray(
        uniqueElements: (0..<rowCount).map { CounterFeature.State(id: $0) })
    }
  }

  public enum Action {
    case rows(IdentifiedActionOf<CounterFeature>)
    case titleChanged(String)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rows:
        return .none
      case let .titleChanged(title):
        state.title = title
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      CounterFeature()
    }
  }
}

/// Effects in bulk: many sends merged, many cancellable effects.
@Reducer
public struct EffectsFeature {
  public struct State {
    public var count = 0
    public init() {}
  }

  public enum Action {
    case increment
    case mergeSends(Int)
    case startMany(Int)
    case cancelAll
  }

  public enum CancelID { case work }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case let .mergeSends(count):
        return .merge((0..<count).map { _ in .send(.increment) })
      case let .startMany(count):
        return .merge(
          (0..<count).map { _ in
            .run { _ in try await Task.never() }.cancellable(id: CancelID.work)
          }
        )
      case .cancelAll:
        return .cancel(id: CancelID.work)
      }
    }
  }
}

/// A hand-written store with a closure reducer: the floor of dispatch cost.
@MainActor
public final class ClosureStore<State, Action> {
  public private(set) var state: State
  private let reducer: (inout State, Action) -> Void

  public init(initialState: State, reducer: @escaping (inout State, Action) -> Void) {
    self.state = initialState
    self.reducer = reducer
  }

  public func send(_ action: Action) {
    self.reducer(&self.state, action)
  }
}
