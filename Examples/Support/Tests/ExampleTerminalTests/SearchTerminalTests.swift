import Foundation
import Testing

/// `swift run search` in a terminal: every key is a keystroke in the query or a move.
@Suite(
  .enabled(if: TerminalPane.isEnabled, "needs tmux, and runs in the plain test run only"),
  .timeLimit(.minutes(3))
)
struct SearchTerminalTests {
  @Test
  func typingSelectingDetailsAResizeAndQuit() async throws {
    let pane = try TerminalPane("search")
    try await pane.waitFor("Query: ▏", "Type the name of a city.", "Esc clear/quit")

    try await pane.type("kyo")
    try await pane.waitFor("Query: kyo▏", "▸ 1. Kyoto, Japan · 1.5M", "2. Tokyo, Japan · 14.0M")
    try await pane.press("Down")
    try await pane.waitFor("▸ 2. Tokyo, Japan · 14.0M")
    try await pane.press("Enter")
    try await pane.waitFor("Asia · 35.68° N, 139.69° E", "Population ", "Nearest: ")
    try await pane.press("Enter")
    try await pane.waitFor("▸ 2. Tokyo, Japan · 14.0M", absent: ["Asia · 35.68° N"])
    try await pane.press("Up")
    try await pane.waitFor("▸ 1. Kyoto, Japan · 1.5M")

    // A query nothing matches, then Backspace back to one that does.
    try await pane.type("zzz")
    try await pane.waitFor("Query: kyozzz▏", "No places match.", absent: ["Kyoto"])
    try await pane.press("BSpace", "BSpace", "BSpace")
    try await pane.waitFor("Query: kyo▏", "1. Kyoto, Japan · 1.5M", absent: ["No places match."])

    // Esc clears the query.
    try await pane.press("Escape")
    try await pane.waitFor("Query: ▏", "Type the name of a city.", absent: ["Kyoto"])

    // A smaller terminal: the next frame fits it.
    try await pane.resize(columns: 50, rows: 12)
    try await pane.type("san")
    try await pane.waitFor("Query: san▏", "1. Santiago, Chile")
    try await pane.waitUntil("every line to fit 50 columns") { screen in
      screen.split(separator: "\n").allSatisfy { $0.count <= 50 }
    }

    // Esc clears, and Esc on an empty query quits.
    try await pane.press("Escape")
    try await pane.waitFor("Type the name of a city.")
    try await pane.press("Escape")
    try await pane.expectExitedRestoringTerminal()
  }

  @Test
  func controlCQuitsWithAQuery() async throws {
    let pane = try TerminalPane("search")
    try await pane.waitFor("Type the name of a city.")
    try await pane.type("par")
    try await pane.waitFor("Query: par▏", "Paris")
    try await pane.press("C-c")
    try await pane.expectExitedRestoringTerminal(status: 130)
  }
}
