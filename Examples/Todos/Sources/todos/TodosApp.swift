import ComposableArchitecture
import ComposableArchitectureDevTools
import ExampleSupport
import Foundation
import TodosFeature

/// `swift run todos`: TCA's Todos example in a terminal.
///
/// What it does depends on standard input:
///
/// - A terminal: a full-screen list driven by keys (↑↓ select, space toggle, a add, e edit,
///   d delete, J/K move, f filter, c clear completed, q quit). The todos are saved to
///   `TodosFile.url` (`$TODOS_FILE`, or `~/.local/share/open-composable-architecture/todos.json`).
/// - Anything else: the lines of standard input are script commands (`add Buy milk`, `toggle 1`,
///   …, see `TodosSession.helpText`), run against the same file, and each screen is printed as a
///   transcript. If standard input holds no command (it is empty, or nothing arrives within a
///   second), a built-in script is played on an in-memory file instead, so a first run shows the
///   whole example and leaves the saved todos alone.
///
/// The exit status is 0.
///
/// With `TCA_DEVTOOLS=1`, the session is also served to the devtools page
/// (`DevTools: http://127.0.0.1:9555/?token=…`, a new secret each run): its action log, diffs and time travel.
@main
@MainActor
struct TodosApp {
  /// The app's reducer; with `TCA_DEVTOOLS=1`, recorded and served to the devtools page.
  @ReducerBuilder<Todos.State, Todos.Action>
  static var app: some Reducer<Todos.State, Todos.Action> {
    if ProcessInfo.processInfo.environment["TCA_DEVTOOLS"] == "1" {
      Todos().devTools(name: "Todos")
    } else {
      Todos()
    }
  }

  static func main() async {
    if Terminal.isInputTerminal && Terminal.isOutputTerminal {
      await self.runInteractively()
    } else if let lines = StandardInput.commandLines(within: .seconds(1)) {
      print("Todos: running commands from stdin on \(TodosFile.url.path).")
      let session = TodosSession(
        store: Store(initialState: Todos.State()) { self.app },
        screen: TranscriptScreen(),
        isInteractive: false
      )
      session.start()
      await yieldToObservers()
      for line in lines {
        guard await session.run(line: line) else { break }
      }
      session.stop()
    } else {
      print(
        "Todos: stdin is not a terminal and holds no commands, so playing a scripted session "
          + "(in memory: your saved todos are not touched)."
      )
      await self.playScript()
    }
  }

  static func runInteractively() async {
    let session = TodosSession(
      store: Store(initialState: Todos.State()) { self.app },
      screen: TerminalScreen(),
      isInteractive: true
    )
    Terminal.enterRawMode()
    session.start()
    for await key in Terminal.keys() {
      guard session.handle(key) else { break }
    }
    session.stop()
    Terminal.restore()
    print("Todos saved to \(TodosFile.url.path).")
  }

  /// Plays ``TodosSession/script`` on an in-memory file system.
  static func playScript() async {
    let state = withDependencies {
      $0.defaultFileStorage = .inMemory
    } operation: {
      Todos.State()
    }
    let session = TodosSession(
      store: Store(initialState: state) { self.app },
      screen: TranscriptScreen(),
      isInteractive: false
    )
    session.start()
    await yieldToObservers()
    for line in TodosSession.script {
      _ = await session.run(line: line)
    }
    session.stop()
  }
}
