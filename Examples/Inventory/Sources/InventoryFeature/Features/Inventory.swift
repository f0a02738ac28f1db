import ComposableArchitecture
import Foundation

/// The inventory: a list of items filtered by a text field, a form presented to add an item
/// (optional state), and a stack of item details (`StackState`).
@Reducer
public struct Inventory {
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The items, in the order they were added.
    public var items: IdentifiedArrayOf<Item>
    /// What the filter field holds: only items whose name contains it are listed.
    public var filter = ""
    /// The form to add an item, while it is presented.
    @Presents public var addItem: ItemForm.State?
    /// The details pushed on the navigation stack.
    public var path = StackState<ItemDetail.State>()
    /// The id of the next item added.
    public var nextID: Int

    public init(items: IdentifiedArrayOf<Item> = Self.sample, filter: String = "") {
      self.items = items
      self.filter = filter
      self.nextID = (items.ids.max() ?? 0) + 1
    }

    /// The items the filter lets through.
    public var visibleItems: [Item] {
      let filter = self.filter.trimmingCharacters(in: .whitespaces).lowercased()
      guard !filter.isEmpty else { return Array(self.items) }
      return self.items.filter { $0.name.lowercased().contains(filter) }
    }

    /// The inventory the example starts with.
    public static let sample: IdentifiedArrayOf<Item> = [
      Item(id: 1, name: "Hammer", quantity: 3),
      Item(id: 2, name: "Nails", quantity: 120),
      Item(id: 3, name: "Saw", quantity: 1),
    ]
  }

  public enum Action: BindableAction {
    case addButtonTapped
    case addItem(PresentationAction<ItemForm.Action>)
    case binding(BindingAction<State>)
    case confirmAddButtonTapped
    case itemTapped(Item.ID)
    case path(StackActionOf<ItemDetail>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.addItem = ItemForm.State(item: Item(id: state.nextID, name: "", quantity: 1))
        return .none

      case .addItem:
        return .none

      case .binding:
        return .none

      case .confirmAddButtonTapped:
        guard let form = state.addItem else { return .none }
        var item = form.item
        item.name = item.name.trimmingCharacters(in: .whitespaces)
        guard !item.name.isEmpty else { return .none }
        state.items.append(item)
        state.nextID = max(state.nextID, item.id) + 1
        state.addItem = nil
        return .none

      case let .itemTapped(id):
        guard let item = state.items[id: id] else { return .none }
        state.path.append(ItemDetail.State(item: item))
        return .none

      case let .path(.element(id: id, action: _)):
        // A detail edits a copy of its item: keep the list in step.
        guard let item = state.path[id: id]?.item else { return .none }
        state.items[id: item.id] = item
        return .none

      case .path:
        return .none
      }
    }
    .ifLet(\.$addItem, action: \.addItem) {
      ItemForm()
    }
    .forEach(\.path, action: \.path) {
      ItemDetail()
    }
  }
}
