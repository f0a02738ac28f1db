import ComposableArchitecture
import Foundation
import TicTacToeFeature

/// `swift run tictactoe`: log in (with a two-factor code), name the players, play.
///
/// - In a terminal: full-screen. Each screen lists its commands (`email TEXT`, `login`, `code
///   1234`, `x NAME`, `play`, a cell number 1-9, …), typed then Return. On the board, the arrow
///   keys move the highlighted cell and Return alone plays it. `quit` leaves the board, and quits
///   elsewhere; so does Ctrl-D.
/// - Otherwise (a pipe, a file, `/dev/null`): the commands are read from standard input, one per
///   line, and each frame is printed after the command that drew it. If standard input holds no
///   command within a second, a scripted session is played (``TicTacToeSession/script``). The
///   exit status is 0.
@main
@MainActor
struct TicTacToeApp {
  static func main() async {
    let store = Store(initialState: TicTacToe.initialState) {
      TicTacToe.body
    }
    if isatty(STDIN_FILENO) != 0 {
      await self.runInteractively(store)
    } else {
      await self.runNonInteractively(store)
    }
  }

  static func runInteractively(_ store: StoreOf<TicTacToe>) async {
    var session: TicTacToeSession!
    session = TicTacToeSession(store: store) { lines in
      // Clear the screen, draw the frame, then the prompt.
      print("\u{1B}[2J\u{1B}[H", terminator: "")
      print("Tic-tac-toe, a Composable Architecture example (quit or Ctrl-D to leave)\n")
      print(lines.joined(separator: "\n"))
      if session?.isOnBoard == true {
        print("Arrow keys then Return play the highlighted cell.")
      }
      print("\n> ", terminator: "")
      fflush(stdout)
    }
    session.start()
    while let line = readLine() {
      if session.isOnBoard, let move = Self.arrowMove(line) {
        if move == (0, 0) {
          await session.playCursor()
        } else {
          session.moveCursor(rows: move.rows, columns: move.columns)
        }
        continue
      }
      guard await session.run(line, say: { print($0, terminator: "\n> ") }) else { break }
    }
    session.stop()
    print("\nBye!")
  }

  /// The arrow keys typed on a line (`ESC [ A` is up), summed; `(0, 0)` for an empty line.
  static func arrowMove(_ line: String) -> (rows: Int, columns: Int)? {
    var move = (rows: 0, columns: 0)
    var rest = Substring(line)
    while !rest.isEmpty {
      guard rest.hasPrefix("\u{1B}[") || rest.hasPrefix("\u{1B}O"), rest.count >= 3 else {
        return nil
      }
      switch rest[rest.index(rest.startIndex, offsetBy: 2)] {
      case "A": move.rows -= 1
      case "B": move.rows += 1
      case "C": move.columns += 1
      case "D": move.columns -= 1
      default: return nil
      }
      rest = rest.dropFirst(3)
    }
    return move
  }

  static func runNonInteractively(_ store: StoreOf<TicTacToe>) async {
    let session = TicTacToeSession(store: store) { lines in
      print(lines.joined(separator: "\n"))
      print()
    }
    var pollDescriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    var line = poll(&pollDescriptor, 1, 1_000) > 0 ? self.nextNonBlankLine() : nil
    if line == nil {
      print("Tic-tac-toe: stdin is not a terminal and holds no commands, so playing a script.\n")
    }
    session.start()
    if line != nil {
      while let command = line {
        print("> \(command)")
        guard await session.run(command) else { break }
        line = self.nextNonBlankLine()
      }
    } else {
      for command in TicTacToeSession.script {
        print("> \(command)")
        guard await session.run(command) else { break }
      }
    }
    session.stop()
    print("Bye!")
  }

  static func nextNonBlankLine() -> String? {
    while let line = readLine() {
      if !line.trimmingCharacters(in: .whitespaces).isEmpty { return line }
    }
    return nil
  }
}
