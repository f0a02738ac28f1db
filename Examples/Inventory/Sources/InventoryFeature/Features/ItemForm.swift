import ComposableArchitecture

/// The form that adds an item: its name and quantity, edited through bindings.
@Reducer
public struct ItemForm {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var item: Item

    public init(item: Item) {
      self.item = item
    }
  }

  public enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
  }
}
