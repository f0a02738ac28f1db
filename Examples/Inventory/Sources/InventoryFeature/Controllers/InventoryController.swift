import ComposableArchitecture
import ExampleSupport

/// The inventory's root screen: a filter field bound to `store.filter`, the items, and the add
/// form presented from `store.addItem`.
@MainActor
public final class InventoryController: ViewController {
  @UIBindable var store: StoreOf<Inventory>
  private(set) var filterField: TextField!
  private let list = ListView(emptyText: "(no item matches)")

  public init(store: StoreOf<Inventory>) {
    self.store = store
    super.init()
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    self.filterField = TextField("Filter", text: self.$store.filter)
    self.subviews = [self.filterField, self.list]

    observe { [weak self] in
      guard let self else { return }
      self.title = "Inventory (\(self.store.items.count))"
      self.list.rows = self.store.state.visibleItems.map {
        "\($0.id). \($0.name)  ×\($0.quantity)"
      }
    }
    .store(in: &self.tokens)

    self.present(item: self.$store.addItem) { [store] _ in
      let controller = ItemFormController(
        store: store.scope(state: \.addItem, action: \.addItem.presented)!
      )
      controller.onSave = { store.send(.confirmAddButtonTapped) }
      return controller
    }
  }

  public override var commands: [String] {
    ["filter TEXT", "add", "open N"]
  }

  public override func perform(_ line: ScriptLine) -> Bool {
    switch line.command {
    case "filter":
      self.filterField.type(line.argument)
    case "add":
      self.store.send(.addButtonTapped)
    case "open":
      guard let id = Int(line.argument), self.store.items[id: id] != nil else { return false }
      self.store.send(.itemTapped(id))
    default:
      return false
    }
    return true
  }
}
