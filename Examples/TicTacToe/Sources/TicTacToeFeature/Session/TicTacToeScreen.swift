import ComposableArchitecture
import Foundation

/// Draws the current screen of the app as lines of text, reading the state through the store
/// like a view does, so that an `observe { }` around it redraws after every change it shows.
@MainActor
enum TicTacToeScreen {
  /// The lines of the screen `store` is on; `cursor` is the highlighted cell on a board (1-9).
  static func lines(_ store: StoreOf<TicTacToe>, cursor: Int? = nil) -> [String] {
    switch store.case {
    case let .login(store):
      if let twoFactor = store.scope(state: \.twoFactor, action: \.twoFactor.presented) {
        return self.lines(twoFactor: twoFactor)
      }
      return self.lines(login: store)
    case let .newGame(store):
      if let game = store.scope(state: \.game, action: \.game.presented) {
        return self.lines(game: game, cursor: cursor)
      }
      return self.lines(newGame: store)
    }
  }

  static func lines(login store: StoreOf<Login>) -> [String] {
    var lines = [
      "── Login ──",
      "To log in, use any of these accounts (password: password):",
      "  blob@pointfree.co (asks for the two-factor code 1234), blob.jr@pointfree.co",
      "email:    \(store.email)",
      "password: \(String(repeating: "•", count: store.password.count))",
    ]
    if store.isLoginRequestInFlight {
      lines.append("Logging in…")
    } else {
      lines.append(store.isFormValid ? "[login]" : "[login] (fill in both fields)")
    }
    lines += self.alertLines(store.alert)
    lines.append(
      store.alert == nil
        ? "Commands: email TEXT, password TEXT, login, quit" : "Commands: ok, quit")
    return lines
  }

  static func lines(twoFactor store: StoreOf<TwoFactor>) -> [String] {
    var lines = [
      "── Confirmation code ──",
      "To confirm the second factor, enter 1234.",
      "code: \(store.code)",
    ]
    if store.isTwoFactorRequestInFlight {
      lines.append("Checking the code…")
    } else {
      lines.append(store.isFormValid ? "[submit]" : "[submit] (at least 4 characters)")
    }
    lines += self.alertLines(store.alert)
    lines.append(
      store.alert == nil ? "Commands: code TEXT, submit, back, quit" : "Commands: ok, quit")
    return lines
  }

  static func lines(newGame store: StoreOf<NewGame>) -> [String] {
    [
      "── New game ──",
      "player X: \(store.xPlayerName)",
      "player O: \(store.oPlayerName)",
      store.isLetsPlayButtonEnabled ? "[let's play!]" : "[let's play!] (name both players)",
      "Commands: x NAME, o NAME, play, logout, quit",
    ]
  }

  static func lines(game store: StoreOf<Game>, cursor: Int?) -> [String] {
    var lines = ["── Tic-tac-toe ──", store.title, ""]
    for row in 0..<3 {
      let cells = (0..<3).map { column -> String in
        let number = row * 3 + column + 1
        let mark = store.board[row: row, column: column]?.label ?? "\(number)"
        return number == cursor ? "[\(mark)]" : " \(mark) "
      }
      lines.append(" " + cells.joined(separator: "│"))
      if row < 2 {
        lines.append(" ───┼───┼───")
      }
    }
    lines.append("")
    if store.isGameOver {
      lines.append("[play again]  [quit]")
    }
    lines.append("Commands: 1-9 (a cell), again, quit")
    return lines
  }

  static func alertLines<Action>(_ alert: AlertState<Action>?) -> [String] {
    guard let alert else { return [] }
    return ["┌ Alert ┐ \(String(state: alert.title))", "[ok] (type ok)"]
  }
}
