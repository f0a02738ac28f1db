import ComposableArchitecture
import ComposableArchitectureDevTools
import CounterFeature
import Foundation

/// `swift run counter`: the README's counter with number facts, in a terminal.
///
/// What it does depends on standard input:
///
/// - A terminal: an interactive session. Type `+`, `-`, `f` (a fact about the count), `h` (help)
///   or `q` (quit), then Return. A fact request shows the loading state, waits for the fact
///   (about a quarter of a second) and prints it. End of input (Ctrl-D) quits too.
/// - Anything else (a pipe, a file, `/dev/null`): the commands are read from it, one per line,
///   and echoed as `> +` before they run, so `printf '+\nf\nq\n' | swift run counter` prints a
///   transcript; unknown lines are reported and skipped. If standard input holds no command —
///   it is empty, or nothing arrives on it within a second — a scripted session (`+ + + - f`) is
///   played instead, so CI runs show the demo and never wait for input.
///
/// In debug builds, every action and the state change it makes are printed by `_printChanges()`
/// (release builds print no changes, as in TCA). Non-interactive runs end with a one-line
/// summary. The exit status is 0.
///
/// With `TCA_DEVTOOLS=1`, the session is also served to the devtools page
/// (`DevTools: http://127.0.0.1:9555/?token=…`, a new secret each run); while the counter waits
/// for a typed line, the page's jumps apply once the line is read.
@main
@MainActor
struct CounterApp {
  /// The commands played when standard input is not a terminal and holds none.
  static let script: [Command] = [.increment, .increment, .increment, .decrement, .fact]

  /// How long a non-interactive run waits for its first command before playing the script.
  static let inputTimeout: Duration = .seconds(1)

  /// Builds the store, printing every change, and runs the session standard input calls for.
  static func main() async {
    let store = Store(initialState: CounterFeature.State()) {
      let feature = CounterFeature()._printChanges(
        _ReducerPrinter(
          printChange: _ReducerPrinter.customDump.printChange, queue: CounterSession.printQueue
        )
      )
      // `TCA_DEVTOOLS=1 swift run counter`: the session in the browser too.
      if ProcessInfo.processInfo.environment["TCA_DEVTOOLS"] == "1" {
        feature.devTools(name: "Counter")
      } else {
        feature
      }
    }
    if StandardInput.isTerminal {
      await self.runInteractively(store)
    } else {
      await self.runNonInteractively(store)
    }
  }

  /// Reads commands typed by a person until `q` or the end of input.
  static func runInteractively(_ store: StoreOf<CounterFeature>) async {
    let session = CounterSession(store: store, echoesCommands: false)
    print("Counter, the Composable Architecture README demo.")
    print(Command.helpText)
    print()
    session.printStatus()
    while true {
      print("> ", terminator: "")
      fflush(stdout)
      guard let line = readLine() else {
        print()
        break
      }
      guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
      guard await session.run(line: line) else { break }
    }
    print("Bye!")
  }

  /// Runs the commands of a pipe or file, or the script if there are none.
  static func runNonInteractively(_ store: StoreOf<CounterFeature>) async {
    let session = CounterSession(store: store, echoesCommands: true)
    let firstLine =
      StandardInput.hasInput(within: self.inputTimeout) ? StandardInput.nextNonBlankLine() : nil
    if var line = firstLine {
      print("Counter, the Composable Architecture README demo: running commands from stdin.")
      session.printStatus()
      while await session.run(line: line), let next = StandardInput.nextNonBlankLine() {
        line = next
      }
    } else {
      let script = self.script.map(\.symbol).joined(separator: " ")
      print(
        "Counter, the Composable Architecture README demo: stdin is not a terminal and holds no "
          + "commands, so playing a scripted session (\(script))."
      )
      session.printStatus()
      for command in self.script {
        _ = await session.run(command)
      }
    }
    print(session.summary)
  }
}
