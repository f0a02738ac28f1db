import ComposableArchitecture
import ExampleSupport
import Foundation
import Observation

/// Runs the search screen in a terminal: draws it from the store with `observe { }`, and turns
/// keys (interactive) or script lines (scripted) into actions.
///
/// Script lines:
///
/// ```
/// type san      (types "san" key by key after the current query)
/// erase 2       (deletes the last two characters)
/// open 3        (taps the third result: loads its details, or collapses it)
/// clear         (empties the query)
/// ```
@MainActor
@Observable
public final class SearchSession {
  /// The highlighted result, moved with the arrow keys.
  private(set) var cursor = 0

  @ObservationIgnored public let store: StoreOf<Search>
  @ObservationIgnored private let screen: any Screen
  @ObservationIgnored private let isInteractive: Bool
  /// Draws `frame()` whenever what it shows changes.
  @ObservationIgnored private var drawer: ScreenDrawer!

  /// The lines the scripted mode plays when standard input holds no commands.
  public static let script = [
    "type sa",
    "type n",
    "open 3",
    "type ta",
    "erase 5",
    "type kyo",
    "open 2",
    "open 2",
    "type zzz",
    "clear",
  ]

  /// The script commands, for `help`.
  public static let helpText = """
    Commands, one per line:
      type TEXT     type TEXT after the query, key by key
      erase N       delete the last N characters of the query
      open N        show (or hide) the details of result N
      clear         empty the query
      help, quit
    """

  /// Creates a session on a store, drawing on a screen.
  ///
  /// - Parameters:
  ///   - store: The search store.
  ///   - screen: Where to draw.
  ///   - isInteractive: Whether a person is at the keyboard: the screen then shows the cursor and
  ///     the keys.
  public init(store: StoreOf<Search>, screen: any Screen, isInteractive: Bool) {
    self.store = store
    self.screen = screen
    self.isInteractive = isInteractive
    self.drawer = ScreenDrawer(screen: screen) { [unowned self] in self.frame() }
  }

  /// Draws the screen, and again whenever what it shows changes, until ``stop()``.
  public func start() {
    self.drawer.start()
  }

  /// The screen for the current state.
  private func frame() -> [String] {
    let count = self.store.results.count
    let cursor = self.isInteractive ? min(self.cursor, max(0, count - 1)) : nil
    return SearchView.frame(self.store, cursor: cursor, showsKeys: self.isInteractive)
  }

  /// Waits until the screen shows the current state (when the session is drawing).
  private func settle() async {
    await self.drawer.settle()
  }

  /// Stops redrawing.
  public func stop() {
    self.drawer.stop()
  }

  /// Runs one script line, waits for the effects it starts and for the screen to be redrawn;
  /// returns `false` once the line asks to quit.
  public func run(line: String) async -> Bool {
    guard let line = ScriptLine(line) else { return true }
    self.screen.note("> \(line.command)\(line.argument.isEmpty ? "" : " \(line.argument)")")
    var task: StoreTask?
    switch (line.command, line.numbers) {
    case ("type", _) where !line.argument.isEmpty:
      // Key by key, as a person types: each keystroke restarts the debounce.
      for character in line.argument {
        task = self.store.send(.searchQueryChanged(self.store.query + String(character)))
      }
    case ("erase", let numbers?) where numbers.count == 1 && numbers[0] > 0:
      for _ in 0..<min(numbers[0], self.store.query.count) {
        task = self.store.send(.searchQueryChanged(String(self.store.query.dropLast())))
      }
    case ("open", let numbers?) where numbers.count == 1:
      guard self.store.results.indices.contains(numbers[0] - 1) else {
        self.screen.note("There is no result \(numbers[0]).")
        return true
      }
      task = self.store.send(.resultTapped(self.store.results[numbers[0] - 1].id))
    case ("clear", _):
      task = self.store.send(.searchQueryChanged(""))
    case ("help", _):
      self.screen.note(Self.helpText)
      return true
    case ("quit", _), ("q", _):
      return false
    default:
      self.screen.note("Unknown command '\(line.command) \(line.argument)'; type help.")
      return true
    }
    await task?.finish()
    await self.settle()
    return true
  }

  /// Handles a key typed in an interactive session; returns `false` once the key asks to quit.
  public func handle(_ key: Key) -> Bool {
    let results = self.store.results
    self.cursor = min(self.cursor, max(0, results.count - 1))
    switch key {
    case let .character(character):
      self.store.send(.searchQueryChanged(self.store.query + String(character)))
      self.cursor = 0
    case .backspace:
      guard !self.store.query.isEmpty else { break }
      self.store.send(.searchQueryChanged(String(self.store.query.dropLast())))
      self.cursor = 0
    case .up:
      self.cursor = max(0, self.cursor - 1)
    case .down:
      self.cursor = min(max(0, results.count - 1), self.cursor + 1)
    case .enter:
      if results.indices.contains(self.cursor) {
        self.store.send(.resultTapped(results[self.cursor].id))
      }
    case .escape:
      guard !self.store.query.isEmpty else { return false }
      self.store.send(.searchQueryChanged(""))
    case .control("c"), .control("d"):
      return false
    default:
      break
    }
    return true
  }
}
