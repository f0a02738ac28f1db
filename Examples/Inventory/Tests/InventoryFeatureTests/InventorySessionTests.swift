import ComposableArchitecture
import ExampleSupport
import InventoryFeature
import XCTest

@MainActor
final class InventorySessionTests: XCTestCase {
  /// Plays commands and returns the last frame drawn after each.
  private func play(_ commands: [String]) async -> (InventorySession, [[String]]) {
    let screen = TranscriptScreen(output: { _ in })
    let store = Store(initialState: Inventory.State()) { Inventory() }
    let session = InventorySession(store: store, screen: screen)
    session.start()
    var frames: [[String]] = []
    for command in commands {
      await session.run(command, say: { XCTFail($0) })
      frames.append(session.navigationController.render())
    }
    session.stop()
    return (session, frames)
  }

  func testTheFilterFieldIsBoundToState() async {
    let (session, frames) = await play(["filter sa"])
    XCTAssertEqual(session.store.filter, "sa")
    XCTAssertEqual(
      frames[0],
      [
        "Inventory (3)",
        "",
        "Filter: [sa]",
        "  3. Saw  ×1",
        "",
        "Commands: filter TEXT · add · open N · quit",
      ]
    )
  }

  func testTheFormIsPresentedFromOptionalStateAndDismissedThroughTheBinding() async {
    let (session, frames) = await play([
      "add", "name Drill", "quantity 2", "+", "cancel", "add", "name Saw blade", "save",
    ])
    XCTAssertTrue(
      frames[0].contains("│ New item                 │"), frames[0].joined(separator: "\n"))
    XCTAssertTrue(
      frames[1].contains("│ Name: [Drill]            │"), frames[1].joined(separator: "\n"))
    XCTAssertTrue(
      frames[3].contains("│ Quantity: 3  [−] [+]     │"), frames[3].joined(separator: "\n"))
    XCTAssertFalse(frames[4].contains { $0.hasPrefix("┌") }, "cancel writes nil: the form goes.")
    XCTAssertNil(session.store.addItem)
    XCTAssertEqual(session.store.items.last, Item(id: 4, name: "Saw blade", quantity: 1))
    XCTAssertFalse(frames[7].contains { $0.hasPrefix("┌") })
    XCTAssertTrue(frames[7].contains("  4. Saw blade  ×1"))
  }

  func testABlankNameIsNotSavedAndTheFormSaysSo() async {
    let (session, frames) = await play(["add", "name   ", "save", "name Drill"])
    XCTAssertTrue(
      frames[2].contains("│ ! The name is required.  │"), frames[2].joined(separator: "\n"))
    XCTAssertNotNil(session.store.addItem, "the form stays")
    XCTAssertEqual(session.store.items.count, 3)
    XCTAssertFalse(
      frames[3].contains { $0.contains("required") }, frames[3].joined(separator: "\n"))
  }

  func testTheStackFollowsThePath() async {
    let (session, frames) = await play(["open 2", "name Brass nails", "+", "back", "back"])
    XCTAssertEqual(frames[0][0], "Inventory (3) › Nails")
    XCTAssertEqual(frames[1][0], "Inventory (3) › Brass nails")
    XCTAssertTrue(frames[2].contains("In stock: 121"))
    XCTAssertEqual(frames[3][0], "Inventory (3)")
    XCTAssertTrue(frames[3].contains("  2. Brass nails  ×121"))
    XCTAssertEqual(frames[4], frames[3], "back on the root does nothing")
    XCTAssertTrue(session.store.path.isEmpty)
  }

  func testTheScriptedSession() async {
    let screen = TranscriptScreen(output: { _ in })
    let store = Store(initialState: Inventory.State()) { Inventory() }
    let session = InventorySession(store: store, screen: screen)
    session.start()
    for line in InventorySession.script {
      screen.note("> \(line)")
      guard await session.run(line, say: { screen.note($0) }) else { break }
    }
    session.stop()
    XCTAssertEqual(
      store.items.map(\.name), ["Hammer", "Brass nails", "Saw", "Screwdriver"]
    )
    XCTAssertEqual(store.items[id: 4]?.quantity, 5)
    XCTAssertEqual(store.items[id: 2]?.quantity, 121)
    XCTAssertNil(store.addItem)
    XCTAssertTrue(store.path.isEmpty)
    XCTAssertEqual(
      Array(screen.lines.suffix(7)),
      [
        "│ Inventory (4)",
        "│",
        "│ Filter: [nail]",
        "│   2. Brass nails  ×121",
        "│",
        "│ Commands: filter TEXT · add · open N · quit",
        "> quit",
      ]
    )
    XCTAssertFalse(screen.lines.contains { $0.contains("Unknown command") })
    // The first frame, then one per command (but `quit`): each shows the command's outcome.
    XCTAssertEqual(screen.frameCount, InventorySession.script.count)
  }
}
