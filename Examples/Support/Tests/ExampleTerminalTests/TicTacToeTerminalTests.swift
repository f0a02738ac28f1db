import Foundation
import Testing

/// `swift run tictactoe` in a terminal: commands typed at a prompt, key by key; on the board,
/// keys.
@Suite(
  .enabled(if: TerminalPane.isEnabled, "needs tmux, and runs in the plain test run only"),
  .timeLimit(.minutes(3))
)
struct TicTacToeTerminalTests {
  /// Logs in as blob@pointfree.co, through the two-factor screen.
  func logIn(_ pane: TerminalPane) async throws {
    try await pane.waitFor("── Login ──", "Commands: email TEXT, password TEXT, login, quit")
    try await pane.command("email blob@pointfree.co")
    try await pane.waitFor("email:    blob@pointfree.co")
    try await pane.command("password password")
    try await pane.waitFor("password: ••••••••", "[login]", absent: ["fill in both fields"])
    try await pane.command("login")
    try await pane.waitFor("── Confirmation code ──", "Commands: code TEXT, submit, back, quit")
  }

  @Test
  func everyScreenItsMistakesAndItsWayBack() async throws {
    let pane = try TerminalPane("tictactoe")
    try await pane.waitFor("── Login ──", "[login] (fill in both fields)")
    try await pane.command("dance")
    try await pane.waitFor("Unknown command 'dance' here.")

    // A wrong password: the alert, then ok.
    try await pane.command("email blob@pointfree.co")
    try await pane.waitFor("email:    blob@pointfree.co")
    try await pane.command("password hunter2")
    try await pane.waitFor("password: •••••••", "[login]")
    try await pane.command("login")
    try await pane.waitFor(
      "┌ Alert ┐ Unknown user or invalid password.", "[ok] (type ok)", "Commands: ok, quit")
    try await pane.command("login")
    try await pane.waitFor("Unknown command 'login' here.")
    try await pane.command("ok")
    try await pane.waitFor("── Login ──", absent: ["┌ Alert ┐"])

    // The two-factor screen: too short a code, back, a wrong code, the right one.
    try await pane.command("password password")
    try await pane.waitFor("password: ••••••••")
    try await pane.command("login")
    try await pane.waitFor("── Confirmation code ──")
    try await pane.command("code 12")
    try await pane.waitFor("code: 12", "[submit] (at least 4 characters)")
    try await pane.command("back")
    try await pane.waitFor("── Login ──", absent: ["Confirmation code"])
    try await pane.command("login")
    try await pane.waitFor("── Confirmation code ──")
    try await pane.command("code 1111")
    try await pane.waitFor("code: 1111", "[submit]", absent: ["at least 4"])
    try await pane.command("submit")
    try await pane.waitFor("┌ Alert ┐ Invalid second factor (try 1234).")
    try await pane.command("ok")
    try await pane.waitFor("── Confirmation code ──", absent: ["┌ Alert ┐"])
    try await pane.command("code 1234")
    try await pane.waitFor("code: 1234")
    try await pane.command("submit")
    try await pane.waitFor("── New game ──", "[let's play!] (name both players)")

    // Names, then a game played with the arrow keys, Return, Space and digits.
    try await pane.command("play")
    try await pane.waitFor("── New game ──", "(name both players)")
    try await pane.command("x Blob")
    try await pane.waitFor("player X: Blob")
    try await pane.command("o Blob Jr")
    try await pane.waitFor("player O: Blob Jr", "[let's play!]", absent: ["name both players"])
    try await pane.command("play")
    try await pane.waitFor("── Tic-tac-toe ──", "Blob, place your X", "[5]", "←↑↓→ move")
    try await pane.press("Up", "Left")
    try await pane.waitFor("[1]")
    try await pane.press("Enter")
    try await pane.waitFor("[X]", "Blob Jr, place your O")
    try await pane.press("Down")
    try await pane.waitFor("[4]")
    try await pane.press("Space")
    try await pane.waitFor("[O]", "Blob, place your X")
    try await pane.press("2")
    try await pane.waitFor("Blob Jr, place your O")
    try await pane.press("5")
    try await pane.waitFor("Blob, place your X")
    // An occupied cell does nothing.
    try await pane.press("1")
    try await pane.expectStaysWithout("Blob Jr, place your", for: .milliseconds(300))
    try await pane.press("3")
    try await pane.waitFor("Winner! Congrats Blob!", "[play again]  [quit]")
    // After a win, `a` starts a new game and the screen shows its empty board at once (found by
    // this test: the game reducer replaces its whole state, which once reached no `observe { }`).
    try await pane.press("a")
    try await pane.waitFor("Blob, place your X", absent: ["Winner!"])

    // q leaves the board; a smaller terminal: the next frames fit it.
    try await pane.press("q")
    try await pane.waitFor("── New game ──", "player X: Blob")
    try await pane.resize(columns: 60, rows: 20)
    try await pane.command("play")
    try await pane.waitFor("── Tic-tac-toe ──", "Blob, place your X")
    try await pane.press("9")
    try await pane.waitFor("Blob Jr, place your O")
    try await pane.waitUntil("every line to fit 60 columns") { screen in
      screen.split(separator: "\n").allSatisfy { $0.count <= 60 }
    }
    try await pane.press("q")
    try await pane.waitFor("── New game ──", "player X: Blob")
    try await pane.command("logout")
    try await pane.waitFor("── Login ──")
    try await pane.command("quit")
    try await pane.expectExitedRestoringTerminal()
  }

  @Test
  func quittingFromTheTwoFactorScreenAndTheBoard() async throws {
    var pane = try TerminalPane("tictactoe")
    try await self.logIn(pane)
    try await pane.command("quit")
    try await pane.expectExitedRestoringTerminal()

    pane = try TerminalPane("tictactoe")
    try await self.logIn(pane)
    try await pane.command("code 1234")
    try await pane.waitFor("code: 1234")
    try await pane.command("submit")
    try await pane.waitFor("── New game ──")
    try await pane.command("x A")
    try await pane.waitFor("player X: A")
    try await pane.command("o B")
    try await pane.waitFor("player O: B")
    try await pane.command("play")
    try await pane.waitFor("── Tic-tac-toe ──")
    try await pane.press("C-c")
    try await pane.expectExitedRestoringTerminal(status: 130)
  }
}
