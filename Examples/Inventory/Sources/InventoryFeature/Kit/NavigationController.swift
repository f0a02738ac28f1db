import ComposableArchitecture

/// A stack of screens with one presented over it, like `UINavigationController`.
@MainActor
@Perceptible
open class NavigationController {
  /// The screens, root first.
  public private(set) var viewControllers: [ViewController] = []
  /// The screen presented over the stack, if any.
  public private(set) var presentedViewController: ViewController?

  public init(root: ViewController) {
    self.setViewControllers([root])
  }

  /// The screen on top of the stack.
  public var topViewController: ViewController? { self.viewControllers.last }

  /// The screen that takes commands: the presented one, or the top of the stack.
  public var visibleViewController: ViewController? {
    self.presentedViewController ?? self.topViewController
  }

  /// Replaces the stack.
  public func setViewControllers(_ controllers: [ViewController]) {
    for controller in controllers {
      controller.navigationController = self
      controller.loadViewIfNeeded()
    }
    self.viewControllers = controllers
  }

  /// Pushes a screen.
  public func push(_ controller: ViewController) {
    self.setViewControllers(self.viewControllers + [controller])
  }

  /// Pops the top screen, unless it is the root.
  public func popViewController() {
    guard self.viewControllers.count > 1 else { return }
    self.viewControllers.removeLast()
  }

  /// What a person's "back" does: pops the top screen.
  open func back() {
    self.popViewController()
  }

  /// Presents a screen over the stack.
  public func present(_ controller: ViewController) {
    controller.navigationController = self
    controller.loadViewIfNeeded()
    self.presentedViewController = controller
  }

  /// Dismisses the presented screen.
  public func dismiss(_ controller: ViewController) {
    guard self.presentedViewController === controller else { return }
    self.presentedViewController = nil
  }

  /// The screen as lines of text: the titles of the stack, the top screen, and the presented
  /// screen in a box under it.
  public func render() -> [String] {
    let titles = self.viewControllers.map(\.title)
    var lines = [titles.joined(separator: " › "), ""]
    if let top = self.topViewController {
      lines += top.renderSubviews()
    }
    if let presented = self.presentedViewController {
      let inner = [presented.title] + presented.renderSubviews()
      let width = max(24, inner.map(\.count).max() ?? 0) + 2
      lines += [""]
      lines += ["┌" + String(repeating: "─", count: width) + "┐"]
      lines += inner.map { "│ " + $0 + String(repeating: " ", count: width - 1 - $0.count) + "│" }
      lines += ["└" + String(repeating: "─", count: width) + "┘"]
    }
    if let visible = self.visibleViewController {
      lines += ["", "Commands: " + (visible.commands + ["quit"]).joined(separator: " · ")]
    }
    return lines
  }
}

/// A navigation controller whose stack follows a `StackState` binding, like UIKitNavigation's
/// `NavigationStackController(path:)`: an element pushed on the path pushes its screen, an
/// element removed pops it, and a person's "back" removes the top element through the binding.
public final class NavigationStackController<Element>: NavigationController {
  private let path: UIBinding<StackState<Element>>
  private var screens: [StackElementID: ViewController] = [:]
  private var token: ObserveToken?

  public init(
    path: UIBinding<StackState<Element>>,
    root: ViewController,
    destination: @escaping (StackElementID) -> ViewController
  ) {
    self.path = path
    super.init(root: root)
    self.token = observe { [weak self] in
      guard let self else { return }
      let ids = Array(self.path.wrappedValue.ids)
      var screens: [StackElementID: ViewController] = [:]
      for id in ids {
        screens[id] = self.screens[id] ?? destination(id)
      }
      self.screens = screens
      let stack = [root] + ids.compactMap { screens[$0] }
      if stack.map(ObjectIdentifier.init) != self.viewControllers.map(ObjectIdentifier.init) {
        self.setViewControllers(stack)
      }
    }
  }

  public override func back() {
    guard !self.path.wrappedValue.isEmpty else { return }
    self.path.wrappedValue.removeLast()
  }
}
