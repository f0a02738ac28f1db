import Foundation
import Testing

/// `swift run counter` in a terminal: a line-mode prompt (the terminal echoes what is typed).
@Suite(
  .enabled(if: TerminalPane.isEnabled, "needs tmux, and runs in the plain test run only"),
  .timeLimit(.minutes(3))
)
struct CounterTerminalTests {
  @Test
  func everyCommandAnInvalidOneAResizeAndQuit() async throws {
    let pane = try TerminalPane("counter")
    try await pane.waitFor(
      "Counter, the Composable Architecture README demo.", "q  quit", "count: 0", "> ")
    try await pane.command("+")
    try await pane.waitFor("count: 1", after: "> +")
    try await pane.command("+")
    try await pane.waitFor("count: 2", after: "> +")
    try await pane.command("-")
    try await pane.waitFor("count: 1", after: "> -")
    try await pane.command("f")
    try await pane.waitFor("Fetching a fact about 1…", "fact: 1 is ", "> ", after: "> f")
    try await pane.command("h")
    try await pane.waitFor("Commands, one per line:", "f  fetch a fact", after: "> h")
    try await pane.command("dance")
    try await pane.waitFor("Unknown command 'dance'; type h for help.", after: "> dance")
    try await pane.resize(columns: 60, rows: 20)
    let size = try pane.size()
    #expect(size.columns == 60 && size.rows == 20)
    try await pane.command("+")
    try await pane.waitFor("count: 2", after: "> +")
    try await pane.command("q")
    try await pane.waitFor("Bye!", after: "> q")
    try await pane.expectExitedRestoringTerminal()
  }

  @Test
  func controlDQuits() async throws {
    let pane = try TerminalPane("counter")
    try await pane.waitFor("count: 0", "> ")
    try await pane.press("C-d")
    try await pane.waitFor("Bye!")
    try await pane.expectExitedRestoringTerminal()
  }
}
