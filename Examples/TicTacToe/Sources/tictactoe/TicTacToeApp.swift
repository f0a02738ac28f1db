import ComposableArchitecture
import ComposableArchitectureDevTools
import ExampleSupport
import Foundation
import TicTacToeFeature

/// `swift run tictactoe`: log in (with a two-factor code), name the players, play.
///
/// - In a terminal: full-screen. Each screen lists its commands (`email TEXT`, `login`, `code
///   1234`, `x NAME`, `play`, …): type one, then Return. On the board, the arrow keys move the
///   highlighted cell, Return or Space plays it, and 1-9 play a cell directly; `a` plays again
///   and `q` leaves the board. `quit` (or Ctrl-C, Ctrl-D) quits.
/// - Otherwise (a pipe, a file, `/dev/null`): the commands are read from standard input, one per
///   line, and each frame the store's changes draw is printed after the command that caused it.
///   If standard input holds no command within a second, a scripted session is played
///   (``TicTacToeSession/script``). The exit status is 0.
///
/// With `TCA_DEVTOOLS=1`, the session is also served to the devtools page
/// (`DevTools: http://127.0.0.1:9555/?token=…`, a new secret each run): its action log, diffs and time travel.
@main
@MainActor
struct TicTacToeApp {
  /// The app's reducer; with `TCA_DEVTOOLS=1`, recorded and served to the devtools page.
  @ReducerBuilder<TicTacToe.State, TicTacToe.Action>
  static var app: some Reducer<TicTacToe.State, TicTacToe.Action> {
    if ProcessInfo.processInfo.environment["TCA_DEVTOOLS"] == "1" {
      TicTacToe.body.devTools(name: "TicTacToe")
    } else {
      TicTacToe.body
    }
  }

  static func main() async {
    let store = Store(initialState: TicTacToe.initialState) {
      self.app
    }
    if Terminal.isInputTerminal && Terminal.isOutputTerminal {
      await self.runInteractively(store)
    } else {
      await self.runNonInteractively(store)
    }
  }

  static func runInteractively(_ store: StoreOf<TicTacToe>) async {
    Terminal.enterRawMode()
    defer { Terminal.restore() }
    let screen = TerminalScreen()
    let session = TicTacToeSession(store: store) { lines in
      screen.draw(
        [ANSI.bold("Tic-tac-toe") + ANSI.dim("  a Composable Architecture example"), ""] + lines
      )
    }
    var prompt = PromptLine()
    // What the last command said ("Unknown command …"), shown before the prompt until the next.
    var said = ""
    let showPrompt = {
      screen.note(
        session.isOnBoard
          ? "←↑↓→ move, Return/Space play, 1-9 a cell, a again, q leave the board"
          : said.isEmpty ? "> \(prompt.text)" : "\(said)  > \(prompt.text)"
      )
    }
    session.start()
    showPrompt()
    keys: for await key in Terminal.keys() {
      if session.isOnBoard {
        switch key {
        case .up: session.moveCursor(rows: -1, columns: 0)
        case .down: session.moveCursor(rows: 1, columns: 0)
        case .left: session.moveCursor(rows: 0, columns: -1)
        case .right: session.moveCursor(rows: 0, columns: 1)
        case .enter, .character(" "): await session.playCursor()
        case let .character(character) where character.isNumber:
          await session.run(String(character))
        case .character("a"): await session.run("again")
        case .character("q"), .escape: await session.run("quit")
        case .control("c"), .control("d"): break keys
        default: break
        }
        await yieldToObservers()
        showPrompt()
        continue
      }
      switch prompt.handle(key) {
      case .edited:
        break
      case .submitted(let line) where line.trimmingCharacters(in: .whitespaces).isEmpty:
        break
      case let .submitted(line):
        said = ""
        guard await session.run(line, say: { said = $0 }) else { break keys }
        await yieldToObservers()
      case .endOfInput:
        break keys
      }
      showPrompt()
    }
    session.stop()
  }

  static func runNonInteractively(_ store: StoreOf<TicTacToe>) async {
    let screen = TranscriptScreen()
    let lines = StandardInput.commandLines(within: .seconds(1))
    if lines == nil {
      screen.note(
        "Tic-tac-toe: standard input is not a terminal and holds no commands, so playing a "
          + "scripted session."
      )
    }
    let session = TicTacToeSession(store: store) { screen.draw($0) }
    session.start()
    for line in lines ?? TicTacToeSession.script {
      screen.note("> \(line)")
      guard await session.run(line, say: { screen.note($0) }) else { break }
    }
    session.stop()
    screen.note("Bye! (\(screen.frameCount) frames drawn)")
  }
}
