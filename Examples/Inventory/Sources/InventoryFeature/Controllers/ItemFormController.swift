import ComposableArchitecture
import ExampleSupport
import Foundation

/// The form that adds an item, presented over the inventory: a name field and a quantity
/// stepper bound to the form's state, and a hint while the name is blank (save adds nothing then).
@MainActor
public final class ItemFormController: ViewController {
  @UIBindable var store: StoreOf<ItemForm>
  /// Adds the item (the inventory sends its `confirmAddButtonTapped`).
  var onSave: (() -> Void)?
  private(set) var nameField: TextField!
  private(set) var quantityStepper: Stepper!
  private let hintLabel = Label()

  public init(store: StoreOf<ItemForm>) {
    self.store = store
    super.init()
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    self.title = "New item"
    self.nameField = TextField("Name", text: self.$store.item.name)
    self.quantityStepper = Stepper("Quantity", value: self.$store.item.quantity)
    self.subviews = [self.nameField, self.quantityStepper, self.hintLabel]
    observe { [weak self] in
      guard let self else { return }
      let name = self.store.item.name.trimmingCharacters(in: .whitespaces)
      self.hintLabel.text = name.isEmpty ? "! The name is required." : ""
    }
    .store(in: &self.tokens)
  }

  public override var commands: [String] {
    ["name TEXT", "quantity N", "+", "-", "save", "cancel"]
  }

  public override func perform(_ line: ScriptLine) -> Bool {
    switch line.command {
    case "name":
      self.nameField.type(line.argument)
    case "quantity":
      guard let quantity = Int(line.argument) else { return false }
      self.quantityStepper.set(quantity)
    case "+":
      self.quantityStepper.set(self.quantityStepper.value + 1)
    case "-":
      self.quantityStepper.set(self.quantityStepper.value - 1)
    case "save":
      self.onSave?()
    case "cancel":
      self.onDismiss?()
    default:
      return false
    }
    return true
  }
}
