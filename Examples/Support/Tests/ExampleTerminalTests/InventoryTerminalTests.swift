import Foundation
import Testing

/// `swift run inventory` in a 110 × 35 terminal: full-screen UIKit-style screens (the list, the
/// add form presented over it, an item's detail pushed on the stack), commands typed at a prompt
/// on the last row, key by key.
@Suite(
  .enabled(if: TerminalPane.isEnabled, "needs tmux, and runs in the plain test run only"),
  .timeLimit(.minutes(3))
)
struct InventoryTerminalTests {
  static let listCommands = "Commands: filter TEXT · add · open N · quit"
  static let formCommands = "Commands: name TEXT · quantity N · + · - · save · cancel · quit"
  static let detailCommands = "Commands: name TEXT · + · - · back · quit"

  func start() async throws -> TerminalPane {
    let pane = try TerminalPane("inventory")
    try await pane.waitFor(
      "Inventory  UIKit-style screens on UIBinding", "Inventory (3)", "Filter: []",
      "  1. Hammer  ×3", "  2. Nails  ×120", "  3. Saw  ×1", Self.listCommands, "> ")
    return pane
  }

  /// The list's commands and mistakes; then `quit`.
  @Test
  func theList() async throws {
    let pane = try await self.start()
    try await pane.command("filter sa")
    try await pane.waitFor("Filter: [sa]", "  3. Saw  ×1", absent: ["Hammer", "Nails"])
    try await pane.command("filter zzz")
    try await pane.waitFor("Filter: [zzz]", "(no item matches)", absent: ["Saw  ×1"])
    try await pane.command("filter")
    try await pane.waitFor("Filter: []", "  1. Hammer  ×3", "  2. Nails  ×120", "  3. Saw  ×1")

    // Mistakes: the message stays before the prompt until the next command.
    try await pane.command("open 99")
    try await pane.waitFor("Unknown command 'open 99' here.  > ")
    try await pane.command("dance")
    try await pane.waitFor("Unknown command 'dance' here.  > ", absent: ["'open 99'"])
    try await pane.command("filter ham")
    try await pane.waitFor("Filter: [ham]", "  1. Hammer  ×3", absent: ["Unknown command", "Saw"])

    try await pane.command("quit")
    try await pane.expectExitedRestoringTerminal()
  }

  /// The add form, presented over the list: every field, its mistakes, a name of spaces that is
  /// not saved, saving, and cancelling.
  @Test
  func theAddForm() async throws {
    let pane = try await self.start()
    try await pane.command("add")
    try await pane.waitFor(
      "│ New item", "│ Name: []", "│ Quantity: 1  [−] [+]", "│ ! The name is required.",
      Self.formCommands, "Inventory (3)", absent: ["Unknown command"])
    try await pane.command("name   ")
    try await pane.command("save")
    try await pane.expectStaysWithout("  4. ", for: .milliseconds(300))
    try await pane.waitFor("│ New item", "│ ! The name is required.", "Inventory (3)")
    try await pane.command("quantity lots")
    try await pane.waitFor("Unknown command 'quantity lots' here.", "│ Quantity: 1 ")
    try await pane.command("-")
    try await pane.waitFor("│ Quantity: 0 ")
    try await pane.command("-")
    try await pane.expectStaysWithout("Quantity: -", for: .milliseconds(300))
    try await pane.command("quantity 4")
    try await pane.waitFor("│ Quantity: 4 ")
    try await pane.command("+")
    try await pane.waitFor("│ Quantity: 5 ")
    try await pane.command("name Screwdriver")
    try await pane.waitFor("│ Name: [Screwdriver]", absent: ["required"])
    try await pane.command("save")
    try await pane.waitFor(
      "Inventory (4)", "  4. Screwdriver  ×5", Self.listCommands, absent: ["New item"])

    // Cancelling the form adds nothing.
    try await pane.command("add")
    try await pane.waitFor("│ New item", "│ Name: []", "│ Quantity: 1 ")
    try await pane.command("name Drill")
    try await pane.waitFor("│ Name: [Drill]")
    try await pane.command("cancel")
    try await pane.waitFor("Inventory (4)", Self.listCommands, absent: ["New item", "Drill"])

    try await pane.command("quit")
    try await pane.expectExitedRestoringTerminal()
  }

  /// An item's detail: its name and quantity edited (the list follows), its mistakes, back, and
  /// a smaller terminal; then quitting from the detail.
  @Test
  func theDetailAndAResize() async throws {
    let pane = try await self.start()
    try await pane.command("open 2")
    try await pane.waitFor(
      "Inventory (3) › Nails", "Name: [Nails]", "In stock: 120", Self.detailCommands,
      absent: ["Hammer"])
    try await pane.command("name")
    try await pane.waitFor(
      "Name: []", "! The name is required.", "In stock: 120", absent: ["Nails"])
    try await pane.command("name Brass nails")
    try await pane.waitFor(
      "Inventory (3) › Brass nails", "Name: [Brass nails]", absent: ["required"])
    try await pane.command("+")
    try await pane.waitFor("In stock: 121")
    try await pane.command("-")
    try await pane.command("-")
    try await pane.waitFor("In stock: 119")
    try await pane.command("save")
    try await pane.waitFor("Unknown command 'save' here.  > ", "In stock: 119")
    try await pane.command("back")
    try await pane.waitFor(
      "  2. Brass nails  ×119", Self.listCommands, absent: ["›", "Unknown command"])

    // A quantity never goes below 0.
    try await pane.command("open 3")
    try await pane.waitFor("Inventory (3) › Saw", "In stock: 1")
    try await pane.command("-")
    try await pane.waitFor("In stock: 0")
    try await pane.command("-")
    try await pane.expectStaysWithout("In stock: -", for: .milliseconds(300))

    // A smaller terminal: the next frame fits it.
    try await pane.resize(columns: 60, rows: 20)
    try await pane.command("back")
    try await pane.waitFor("  3. Saw  ×0", absent: ["›"])
    try await pane.command("add")
    try await pane.waitFor("│ New item")
    try await pane.waitUntil("every line to fit 60 columns") { screen in
      screen.split(separator: "\n").allSatisfy { $0.count <= 60 }
    }
    try await pane.command("cancel")
    try await pane.waitFor("  3. Saw  ×0", absent: ["New item"])

    try await pane.command("open 1")
    try await pane.waitFor("Inventory (3) › Hammer", "In stock: 3")
    try await pane.command("quit")
    try await pane.expectExitedRestoringTerminal()
  }

  /// `quit` in the add form, Ctrl-C on an item's detail, Ctrl-D on the list: each leaves the
  /// terminal as it was.
  @Test
  func quittingFromEveryScreen() async throws {
    var pane = try await self.start()
    try await pane.command("add")
    try await pane.waitFor("│ New item", Self.formCommands)
    try await pane.command("quit")
    try await pane.expectExitedRestoringTerminal()

    pane = try await self.start()
    try await pane.command("open 1")
    try await pane.waitFor("Inventory (3) › Hammer", Self.detailCommands)
    try await pane.press("C-c")
    try await pane.expectExitedRestoringTerminal(status: 130)

    pane = try await self.start()
    try await pane.press("C-d")
    try await pane.expectExitedRestoringTerminal()
  }
}
