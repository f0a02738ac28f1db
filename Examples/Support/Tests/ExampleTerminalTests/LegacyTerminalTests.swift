import Foundation
import Testing

/// `swift run legacy-counter` and `swift run repo-reporter` in a terminal: line-mode prompts.
@Suite(
  .enabled(if: TerminalPane.isEnabled, "needs tmux, and runs in the plain test run only"),
  .timeLimit(.minutes(3))
)
struct LegacyTerminalTests {
  @Test
  func legacyCounterEveryCommand() async throws {
    let pane = try TerminalPane("legacy-counter")
    try await pane.waitFor(
      "Counter, the Composable Architecture 0.x README demo.", "count: 0", "> ")
    try await pane.command("+")
    try await pane.waitFor("count: 1", after: "> +")
    try await pane.command("+")
    try await pane.waitFor("count: 2", after: "> +")
    try await pane.command("-")
    try await pane.waitFor("count: 1", after: "> -")
    try await pane.command("f")
    try await pane.waitFor("alert: 1 ", "> ", after: "> f")
    try await pane.command("a")
    try await pane.waitFor("async fact: 1 ", "> ", after: "> a")
    try await pane.command("h")
    try await pane.waitFor("Commands, one per line:", "q  quit", after: "> h")
    try await pane.command("dance")
    try await pane.waitFor("unknown command \"dance\"", after: "> dance")
    try await pane.resize(columns: 60, rows: 20)
    try await pane.command("-")
    try await pane.waitFor("count: 0", after: "> -")
    try await pane.command("q")
    try await pane.waitFor("Bye!", after: "> q")
    try await pane.expectExitedRestoringTerminal()
  }

  @Test
  func legacyCounterQuitsOnControlD() async throws {
    let pane = try TerminalPane("legacy-counter")
    try await pane.waitFor("count: 0", "> ")
    try await pane.press("C-d")
    try await pane.waitFor("Bye!")
    try await pane.expectExitedRestoringTerminal()
  }

  @Test
  func repoReporterEveryCommand() async throws {
    let pane = try TerminalPane("repo-reporter")
    try await pane.waitFor(
      "RepoReporter, the Composable Architecture tutorial app", "q    quit", "> ")
    try await pane.command("s 1")
    try await pane.waitFor("No repositories yet; show them with r first.", after: "> s 1")
    try await pane.command("f")
    try await pane.waitFor("Favorites: none yet.", after: "> f")
    try await pane.command("r")
    try await pane.waitFor("Repositories:", "1. ", "2. ", after: "> r")
    try await pane.command("s 1")
    try await pane.waitFor("is now a favorite.", after: "> s 1")
    try await pane.command("s 99")
    try await pane.waitFor("No repository 99; use s 1…", after: "> s 99")
    try await pane.command("f")
    try await pane.waitFor("Favorites:", "♥ ", after: "> f")
    try await pane.command("s 1")
    try await pane.waitFor("is no longer a favorite.", after: "> s 1")
    try await pane.command("u")
    try await pane.waitFor("User: ", "public repositories", after: "> u")
    try await pane.command("h")
    try await pane.waitFor("Commands, one per line:", after: "> h")
    try await pane.command("dance")
    try await pane.waitFor("Unknown command \"dance\"; h shows the commands.", after: "> dance")
    try await pane.resize(columns: 60, rows: 20)
    try await pane.command("f")
    try await pane.waitFor("Favorites: none yet.", after: "> f")
    try await pane.command("q")
    try await pane.expectExitedRestoringTerminal()
  }

  @Test
  func repoReporterQuitsOnControlD() async throws {
    let pane = try TerminalPane("repo-reporter")
    try await pane.waitFor("> ")
    try await pane.press("C-d")
    try await pane.expectExitedRestoringTerminal()
  }
}
