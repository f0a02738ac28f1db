import ComposableArchitecture
import ExampleSupport

/// A screen, like `UIViewController`: it makes its views in ``viewDidLoad()`` and keeps them up
/// to date with `observe { }`; it answers the commands typed while it is on top.
@MainActor
open class ViewController {
  /// The title, shown in the navigation bar.
  public let titleLabel = Label()
  /// The views, top to bottom.
  public var subviews: [any View] = []
  /// The navigation controller that shows this screen.
  public internal(set) weak var navigationController: NavigationController?
  /// Called when a person dismisses this screen while it is presented (`cancel`): a screen
  /// presented from a binding writes `nil` to it.
  public var onDismiss: (() -> Void)?
  /// The observations of this screen, alive as long as it is.
  public var tokens: Set<ObserveToken> = []
  private var isLoaded = false

  public init() {}

  /// The title.
  public var title: String {
    get { self.titleLabel.text }
    set { self.titleLabel.text = newValue }
  }

  /// Makes the views and starts observing; called once, before the screen is first shown.
  open func viewDidLoad() {}

  /// The commands this screen takes, shown under it.
  open var commands: [String] { [] }

  /// Runs a command typed while this screen is on top; `false` if it is not one of its commands.
  open func perform(_ line: ScriptLine) -> Bool { false }

  func loadViewIfNeeded() {
    guard !self.isLoaded else { return }
    self.isLoaded = true
    self.viewDidLoad()
  }

  /// The views as lines of text.
  func renderSubviews() -> [String] {
    self.subviews.flatMap { $0.render() }
  }

  /// Presents the screen `content` makes while `item` holds a value, and dismisses it when the
  /// value becomes `nil`, like UIKitNavigation's `present(item:)`. A person dismissing it writes
  /// `nil` to the binding.
  public func present<Item>(
    item: UIBinding<Item?>,
    content: @escaping (UIBinding<Item>) -> ViewController
  ) {
    var presented: ViewController?
    observe { [weak self] in
      guard let self, let navigationController = self.navigationController else { return }
      if let unwrapped = UIBinding(item) {
        guard presented == nil else { return }
        let controller = content(unwrapped)
        controller.onDismiss = { item.wrappedValue = nil }
        presented = controller
        navigationController.present(controller)
      } else if let controller = presented {
        presented = nil
        navigationController.dismiss(controller)
      }
    }
    .store(in: &self.tokens)
  }
}
