import ComposableArchitecture
import ExampleSupport
import Foundation

/// An item's screen, pushed on the stack: its name in a field bound to `store.item.name`, and
/// its quantity, changed with actions; a hint while the name is blank, as the add form shows.
@MainActor
public final class ItemDetailController: ViewController {
  @UIBindable var store: StoreOf<ItemDetail>
  private(set) var nameField: TextField!
  private let quantityLabel = Label()
  private let hintLabel = Label()

  public init(store: StoreOf<ItemDetail>) {
    self.store = store
    super.init()
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    self.nameField = TextField("Name", text: self.$store.item.name)
    self.subviews = [self.nameField, self.quantityLabel, self.hintLabel]
    observe { [weak self] in
      guard let self else { return }
      self.title = self.store.item.name
      self.quantityLabel.text = "In stock: \(self.store.item.quantity)"
      let name = self.store.item.name.trimmingCharacters(in: .whitespaces)
      self.hintLabel.text = name.isEmpty ? "! The name is required." : ""
    }
    .store(in: &self.tokens)
  }

  public override var commands: [String] {
    ["name TEXT", "+", "-", "back"]
  }

  public override func perform(_ line: ScriptLine) -> Bool {
    switch line.command {
    case "name":
      self.nameField.type(line.argument)
    case "+":
      self.store.send(.incrementButtonTapped)
    case "-":
      self.store.send(.decrementButtonTapped)
    default:
      return false
    }
    return true
  }
}
