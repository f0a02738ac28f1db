import ComposableArchitecture
import ExampleSupport

/// The inventory in a terminal, built the way swift-navigation's UIKit case studies build
/// screens: controllers hold `@UIBindable var store`, update their views in `observe { }`, bind
/// text fields with `$store.filter`, present a screen from `$store.addItem` and follow the
/// stack of `$store.path`.
///
/// The executable hands it a line at a time; tests give it a script and read the frames drawn.
@MainActor
public final class InventorySession {
  public let store: StoreOf<Inventory>
  public let navigationController: NavigationController
  private let screen: any Screen
  private let frame: @MainActor () -> [String]
  private var token: ObserveToken?
  /// While a command runs, the frames its changes draw are held, and the last one is drawn when
  /// the screen has caught up (a text field shows what was typed before the list it filters
  /// does: a transcript shows only the outcome).
  private var isHoldingFrames = false
  private var heldFrame: [String]?
  private var drawnFrame: [String] = []

  /// A session on `store` that draws its frames on `screen`.
  public init(store: StoreOf<Inventory>, screen: any Screen, header: [String] = []) {
    self.store = store
    @UIBindable var store = store
    let root = InventoryController(store: store)
    let detailStores = { [store] (id: StackElementID) -> StoreOf<ItemDetail> in
      let stores = store.scope(state: \.path, action: \.path)
      let index = store.path.ids.firstIndex(of: id) ?? 0
      return stores[stores.index(stores.startIndex, offsetBy: index)]
    }
    let navigationController = NavigationStackController(path: $store.path, root: root) {
      id in
      ItemDetailController(store: detailStores(id))
    }
    self.navigationController = navigationController
    self.screen = screen
    self.frame = { header + navigationController.render() }
  }

  /// Draws the first frame, and a new one after every change to what it shows.
  public func start() {
    self.token = observe { [weak self] in
      guard let self else { return }
      let frame = self.frame()
      if self.isHoldingFrames {
        self.heldFrame = frame
      } else {
        self.drawnFrame = frame
        self.screen.draw(frame)
      }
    }
  }

  /// Stops redrawing.
  public func stop() {
    self.token?.cancel()
    self.token = nil
  }

  /// Runs one command on the screen on top (or `back`, `quit`); returns `false` once the user
  /// asked to quit, and reports unknown commands with `say`.
  @discardableResult
  public func run(_ text: String, say: (String) -> Void = { print($0) }) async -> Bool {
    guard let line = ScriptLine(text) else { return true }
    self.isHoldingFrames = true
    defer {
      self.isHoldingFrames = false
      if let frame = self.heldFrame {
        self.heldFrame = nil
        self.drawnFrame = frame
        self.screen.draw(frame)
      }
    }
    switch line.command {
    case "quit", "q":
      return false
    case "back":
      self.navigationController.back()
    default:
      guard let screen = self.navigationController.visibleViewController, screen.perform(line)
      else {
        say("Unknown command '\(text)' here.")
        return true
      }
    }
    await self.settle()
    return true
  }

  /// Lets the observations run (a write reaches the store, the store's change the controllers'
  /// views, the views' change the screen) until the screen shows the current state.
  func settle() async {
    guard self.token != nil else { return }
    for _ in 0..<4 {
      await yieldToObservers()
      await yieldToObservers { (self.heldFrame ?? self.drawnFrame) == self.frame() }
    }
  }

  /// The session played when standard input holds no command.
  public static let script = [
    "filter sa",
    "filter",
    "add",
    "name Screwdriver",
    "quantity 4",
    "+",
    "save",
    "open 2",
    "name Brass nails",
    "+",
    "back",
    "add",
    "name Drill",
    "cancel",
    "filter nail",
    "quit",
  ]
}
