import ComposableArchitecture

/// An item's screen, pushed on the stack: its name in a text field, and its quantity.
@Reducer
public struct ItemDetail {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var item: Item

    public init(item: Item) {
      self.item = item
    }
  }

  public enum Action: BindableAction {
    case binding(BindingAction<State>)
    case decrementButtonTapped
    case incrementButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .decrementButtonTapped:
        state.item.quantity = max(0, state.item.quantity - 1)
        return .none
      case .incrementButtonTapped:
        state.item.quantity += 1
        return .none
      }
    }
  }
}
