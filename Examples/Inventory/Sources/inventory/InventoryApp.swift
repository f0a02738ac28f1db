import ComposableArchitecture
import ExampleSupport
import Foundation
import InventoryFeature

/// `swift run inventory`: an inventory whose screens are built the way swift-navigation's UIKit
/// case studies build them (`@UIBindable var store`, `observe { }`, `UIBinding`s), in a terminal.
///
/// - In a terminal: full-screen. Each screen lists its commands (`filter TEXT`, `add`,
///   `open N`, `name TEXT`, `quantity N`, `+`, `-`, `save`, `cancel`, `back`): type one, then
///   Return. `quit` (or Ctrl-C, Ctrl-D) quits.
/// - Otherwise (a pipe, a file, `/dev/null`): the commands are read from standard input, one per
///   line, and each frame is printed after the command that caused it. If standard input holds
///   no command within a second, a scripted session is played (``InventorySession/script``).
@main
@MainActor
struct InventoryApp {
  static func main() async {
    if Terminal.isInputTerminal && Terminal.isOutputTerminal {
      await self.runInteractively()
    } else {
      await self.runNonInteractively()
    }
  }

  static func runInteractively() async {
    let store = Store(initialState: Inventory.State()) { Inventory() }
    Terminal.enterRawMode()
    defer { Terminal.restore() }
    let screen = TerminalScreen()
    let session = InventorySession(
      store: store, screen: screen,
      header: [ANSI.bold("Inventory") + ANSI.dim("  UIKit-style screens on UIBinding"), ""]
    )
    session.start()
    await screen.readCommands { line, say in await session.run(line, say: say) }
    session.stop()
  }

  static func runNonInteractively() async {
    let screen = TranscriptScreen()
    let lines = StandardInput.commandLines(within: .seconds(1))
    if lines == nil {
      screen.note(
        "Inventory: standard input is not a terminal and holds no commands, so playing a "
          + "scripted session."
      )
    }
    let store = Store(initialState: Inventory.State()) { Inventory() }
    let session = InventorySession(store: store, screen: screen)
    session.start()
    for line in lines ?? InventorySession.script {
      screen.note("> \(line)")
      guard await session.run(line, say: { screen.note($0) }) else { break }
    }
    session.stop()
    screen.note("Bye! (\(screen.frameCount) frames drawn)")
  }
}
