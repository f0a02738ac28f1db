import ComposableArchitecture
import ExampleSupport
import Foundation
import Observation

/// Runs the todos screen in a terminal: draws it from the store with `observe { }`, and turns
/// keys (interactive) or script lines (scripted) into actions.
///
/// Script lines number todos as the list shows them, from 1:
///
/// ```
/// add Buy milk        toggle 1        edit 1 Buy oat milk     delete 2
/// move 3 1            filter active   clear                   help
/// ```
@MainActor
@Observable
public final class TodosSession {
  /// The highlighted row, moved with the arrow keys.
  private(set) var cursor = 0

  @ObservationIgnored public let store: StoreOf<Todos>
  @ObservationIgnored private let screen: any Screen
  @ObservationIgnored private let isInteractive: Bool
  /// Draws `frame()` whenever what it shows changes.
  @ObservationIgnored private var drawer: ScreenDrawer!

  /// The lines the scripted mode plays when standard input holds no commands.
  public static let script = [
    "add Buy milk",
    "add Walk the dog",
    "add Call mom",
    "add Water the plants",
    "toggle 1",
    "edit 2 Call mom and dad",
    "move 3 1",
    "filter active",
    "filter completed",
    "filter all",
    "delete 2",
    "clear",
  ]

  /// The script commands, for `help`.
  public static let helpText = """
    Commands, one per line (todos are numbered as the list shows them):
      add TEXT          add a todo
      toggle N          complete or reopen todo N (completed todos sort down after 1 s)
      edit N TEXT       change todo N's description
      delete N          delete todo N
      move N M          move todo N to position M
      filter all|active|completed
      clear             delete the completed todos
      help, quit
    """

  /// Creates a session on a store, drawing on a screen.
  ///
  /// - Parameters:
  ///   - store: The todos store.
  ///   - screen: Where to draw.
  ///   - isInteractive: Whether a person is at the keyboard: the screen then shows the cursor and
  ///     the keys.
  public init(store: StoreOf<Todos>, screen: any Screen, isInteractive: Bool) {
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
    let count = self.store.filteredTodos.count
    let cursor = self.isInteractive ? min(self.cursor, max(0, count - 1)) : nil
    return TodosView.frame(self.store, cursor: cursor, showsKeys: self.isInteractive)
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
    let task: StoreTask?
    switch (line.command, line.numbers) {
    case ("add", _) where !line.argument.isEmpty:
      self.store.send(.addTodoButtonTapped)
      task = self.saveEditor(description: line.argument)
    case ("toggle", let numbers?) where numbers.count == 1:
      task = self.todo(at: numbers[0]).map { self.store.send(.toggleCompletedButtonTapped($0.id)) }
    case ("edit", _):
      let words = line.argument.split(separator: " ", maxSplits: 1).map(String.init)
      guard words.count == 2, let number = Int(words[0]), let todo = self.todo(at: number) else {
        return self.usage(line)
      }
      self.store.send(.editTodoButtonTapped(todo.id))
      task = self.saveEditor(description: words[1])
    case ("delete", let numbers?) where numbers.count == 1:
      task = self.todo(at: numbers[0]).map { _ in self.store.send(.delete([numbers[0] - 1])) }
    case ("move", let numbers?) where numbers.count == 2:
      guard self.todo(at: numbers[0]) != nil, self.todo(at: numbers[1]) != nil else {
        task = nil
        break
      }
      task = self.move(from: numbers[0] - 1, to: numbers[1] - 1)
    case ("filter", _):
      guard
        let filter = Filter.allCases.first(where: {
          $0.rawValue.lowercased() == line.argument.lowercased()
        })
      else { return self.usage(line) }
      task = self.store.send(.binding(.set(\.filter, filter)))
    case ("clear", _):
      task = self.store.send(.clearCompletedButtonTapped)
    case ("help", _):
      self.screen.note(Self.helpText)
      return true
    case ("quit", _), ("q", _):
      return false
    default:
      return self.usage(line)
    }
    await task?.finish()
    await self.settle()
    return true
  }

  /// Handles a key typed in an interactive session; returns `false` once the key asks to quit.
  public func handle(_ key: Key) -> Bool {
    if let editor = self.store.editor {
      var description = editor.todo.description
      switch key {
      case .enter:
        self.store.send(.saveTodoButtonTapped)
      case .escape:
        self.store.send(.cancelEditButtonTapped)
      case .backspace:
        guard !description.isEmpty else { return true }
        description.removeLast()
        self.store.send(.editor(.presented(.binding(.set(\.todo.description, description)))))
      case let .character(character):
        description.append(character)
        self.store.send(.editor(.presented(.binding(.set(\.todo.description, description)))))
      case .control("c"), .control("d"):
        return false
      default:
        break
      }
      return true
    }
    let count = self.store.filteredTodos.count
    self.cursor = min(self.cursor, max(0, count - 1))
    let current = self.todo(at: self.cursor + 1)
    switch key {
    case .up, .character("k"):
      self.cursor = max(0, self.cursor - 1)
    case .down, .character("j"):
      self.cursor = min(max(0, count - 1), self.cursor + 1)
    case .character(" "), .character("x"):
      if let current { self.store.send(.toggleCompletedButtonTapped(current.id)) }
    case .character("a"):
      self.store.send(.addTodoButtonTapped)
      self.cursor = count
    case .character("e"), .enter:
      if let current { self.store.send(.editTodoButtonTapped(current.id)) }
    case .character("d"), .delete, .backspace:
      if current != nil { self.store.send(.delete([self.cursor])) }
    case .character("K"):
      if current != nil, self.cursor > 0 {
        self.move(from: self.cursor, to: self.cursor - 1)
        self.cursor -= 1
      }
    case .character("J"):
      if current != nil, self.cursor < count - 1 {
        self.move(from: self.cursor, to: self.cursor + 1)
        self.cursor += 1
      }
    case .character("f"), .tab:
      let filters = Filter.allCases
      let next = filters[(filters.firstIndex(of: self.store.filter)! + 1) % filters.count]
      self.store.send(.binding(.set(\.filter, next)))
    case .character("c"):
      self.store.send(.clearCompletedButtonTapped)
    case .character("q"), .escape, .control("c"), .control("d"):
      return false
    default:
      break
    }
    return true
  }

  /// The todo shown at a 1-based position, or `nil` (with a note) if there is none.
  private func todo(at number: Int) -> Todo? {
    let todos = self.store.filteredTodos
    guard todos.indices.contains(number - 1) else {
      if !self.isInteractive {
        self.screen.note("There is no todo \(number).")
      }
      return nil
    }
    return todos[number - 1]
  }

  /// Types a description into the open editor and saves it.
  private func saveEditor(description: String) -> StoreTask {
    self.store.send(.editor(.presented(.binding(.set(\.todo.description, description)))))
    return self.store.send(.saveTodoButtonTapped)
  }

  /// Moves the todo at `source` so that it ends up at `destination` (0-based offsets in the list
  /// shown), through `move(fromOffsets:toOffset:)`'s "insert before" offsets.
  @discardableResult
  private func move(from source: Int, to destination: Int) -> StoreTask {
    self.store.send(.move([source], destination > source ? destination + 1 : destination))
  }

  private func usage(_ line: ScriptLine) -> Bool {
    self.screen.note("Unknown command '\(line.command) \(line.argument)'; type help.")
    return true
  }
}
