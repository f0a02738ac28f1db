import Foundation
import Testing

/// `swift run todos` in a terminal: a full-screen list driven key by key.
@Suite(
  .enabled(if: TerminalPane.isEnabled, "needs tmux, and runs in the plain test run only"),
  .timeLimit(.minutes(3))
)
struct TodosTerminalTests {
  func start() throws -> TerminalPane {
    try TerminalPane("todos") { directory in
      ["TODOS_FILE": directory.appendingPathComponent("todos.json").path]
    }
  }

  @Test
  func everyKeyOfTheListAndTheEditor() async throws {
    let pane = try self.start()
    try await pane.waitFor("Todos · 0 active · 0 completed", "Nothing to do yet.", "a add")

    // Add two todos.
    try await pane.press("a")
    try await pane.waitFor("New todo", "Enter: save · Esc: cancel")
    try await pane.type("Buy milk")
    try await pane.waitFor("Buy milk▏")
    try await pane.press("Enter")
    try await pane.waitFor("1. [ ] Buy milk", "1 active", absent: ["New todo"])
    try await pane.press("a")
    try await pane.waitFor("New todo")
    try await pane.type("Walk dog")
    try await pane.press("Enter")
    try await pane.waitFor("1. [ ] Buy milk", "2. [ ] Walk dog", "2 active", absent: ["New todo"])

    // An empty todo is not saved: the editor stays open. Esc cancels it.
    try await pane.press("a")
    try await pane.waitFor("New todo")
    try await pane.press("Enter")
    try await pane.expectStaysWithout("3. [ ]", for: .milliseconds(300))
    try await pane.waitFor("New todo", "2 active")
    try await pane.type("Nope")
    try await pane.waitFor("Nope▏")
    try await pane.press("Escape")
    try await pane.waitFor("2 active", "a add", absent: ["New todo", "Nope"])

    // Edit the first todo: Backspace, then new text.
    try await pane.press("Up", "k")
    try await pane.waitFor("▸ 1. [ ] Buy milk")
    try await pane.press("e")
    try await pane.waitFor("Edit todo", "Buy milk▏")
    try await pane.press("BSpace", "BSpace", "BSpace", "BSpace")
    try await pane.waitFor("Buy ▏")
    try await pane.type("eggs")
    try await pane.press("Enter")
    try await pane.waitFor("▸ 1. [ ] Buy eggs", absent: ["Edit todo"])

    // Editing, then cancelling, keeps the todo as it was.
    try await pane.press("Enter")
    try await pane.waitFor("Edit todo", "Buy eggs▏")
    try await pane.press("BSpace")
    try await pane.waitFor("Buy egg▏")
    try await pane.press("Escape")
    try await pane.waitFor("▸ 1. [ ] Buy eggs", absent: ["Edit todo"])

    // Complete it: a second later it sorts below the active todo.
    try await pane.press("Space")
    try await pane.waitFor("1. [✓] Buy eggs", "1 active · 1 completed")
    try await pane.waitFor("1. [ ] Walk dog", "2. [✓] Buy eggs")

    // Filters.
    try await pane.press("f")
    try await pane.waitFor("[Active]", "1. [ ] Walk dog", absent: ["Buy eggs"])
    try await pane.press("Tab")
    try await pane.waitFor("[Completed]", "1. [✓] Buy eggs", absent: ["Walk dog"])
    try await pane.press("f")
    try await pane.waitFor("[All]", "1. [ ] Walk dog", "2. [✓] Buy eggs")

    // Move: K moves the selected todo up, J down.
    try await pane.press("Down", "j")
    try await pane.waitFor("▸ 2. [✓] Buy eggs")
    try await pane.press("K")
    try await pane.waitFor("▸ 1. [✓] Buy eggs", "2. [ ] Walk dog")
    try await pane.press("J")
    try await pane.waitFor("1. [ ] Walk dog", "▸ 2. [✓] Buy eggs")

    // Toggle back with x, clear the completed todos with c (none), then again.
    try await pane.press("x")
    try await pane.waitFor("2 active · 0 completed")
    try await pane.press("x")
    try await pane.waitFor("1 active · 1 completed")
    try await pane.press("c")
    try await pane.waitFor("1 active · 0 completed", "1. [ ] Walk dog", absent: ["Buy eggs"])

    // A smaller terminal: the next frame fits it.
    try await pane.resize(columns: 60, rows: 15)
    try await pane.press("a")
    try await pane.waitFor("New todo")
    try await pane.waitUntil("every line to fit 60 columns") { screen in
      screen.split(separator: "\n").allSatisfy { $0.count <= 60 }
    }
    try await pane.press("Escape")
    try await pane.waitFor("1. [ ] Walk dog", absent: ["New todo"])

    // Delete the last todo.
    try await pane.press("d")
    try await pane.waitFor("Nothing to do yet.", "0 active")

    try await pane.press("q")
    try await pane.waitFor("Todos saved to ")
    try await pane.expectExitedRestoringTerminal()
  }

  @Test
  func quittingFromTheEditorAndWithEscape() async throws {
    var pane = try self.start()
    try await pane.waitFor("Nothing to do yet.")
    try await pane.press("a")
    try await pane.waitFor("New todo")
    try await pane.press("C-c")
    try await pane.expectExitedRestoringTerminal(status: 130)

    pane = try self.start()
    try await pane.waitFor("Nothing to do yet.")
    try await pane.press("Escape")
    try await pane.expectExitedRestoringTerminal()
  }
}
