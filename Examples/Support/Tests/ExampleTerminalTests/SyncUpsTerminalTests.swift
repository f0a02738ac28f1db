import Foundation
import Testing

/// `swift run syncups` in a 110 × 35 terminal, typed into as a person would.
@Suite(
  .enabled(if: TerminalPane.isEnabled, "needs tmux, and runs in the plain test run only"),
  .timeLimit(.minutes(3))
)
struct SyncUpsTerminalTests {
  func start() throws -> TerminalPane {
    try TerminalPane("syncups") { directory in
      ["SYNCUPS_FILE": directory.appendingPathComponent("syncups.json").path]
    }
  }

  /// Adds "Morning Sync" (1 minute, Blob and Blob Jr) from the list.
  func addMorningSync(_ pane: TerminalPane) async throws {
    try await pane.waitFor("── Daily Sync-ups ──", "No sync-ups yet.", "> ")
    try await pane.command("add")
    try await pane.waitFor("── New sync-up ──", "Commands: title TEXT")
    try await pane.command("title Morning Sync")
    try await pane.waitFor("title:    Morning Sync")
    try await pane.command("minutes 2")
    try await pane.waitFor("length:   2 min")
    try await pane.command("attendee Blob")
    try await pane.waitFor("  1. Blob")
    try await pane.command("attendee Blob Jr")
    try await pane.waitFor("  2. Blob Jr")
    try await pane.command("save")
    try await pane.waitFor("1. Morning Sync · 2 attendees · 2 min")
  }

  /// Issue 42's report: after `say`, `end` showed no alert in an interactive session. What was
  /// typed there was `tmux send-keys end Enter`, and tmux reads a word that names a key as that
  /// key (`end` is the End key, `ESC [4~`; `next` names none, so it went through as letters). So
  /// this test presses the End key first, which leaves the meeting running and the prompt empty,
  /// and then types `end` a letter at a time, as a person does, which asks whether to end it.
  @Test
  func endAfterSayAsksWhetherToEndTheMeeting() async throws {
    let pane = try self.start()
    try await self.addMorningSync(pane)
    try await pane.command("open 1")
    try await pane.waitFor("── Morning Sync ──", "Commands: start")
    try await pane.command("start")
    try await pane.waitFor("── Recording Morning Sync ──", "1s elapsed")
    try await pane.command("say hello there")
    try await pane.waitFor("Transcript: hello there")
    let before = try await Self.secondsElapsed(pane.waitFor("s elapsed")) ?? 0
    try await pane.press("end", "Enter")
    try await pane.waitUntil("the meeting to go on, the End key ignored") { screen in
      screen.contains("Commands: next, say TEXT, end") && !screen.contains("End meeting?")
        && !screen.contains("Unknown command") && (Self.secondsElapsed(screen) ?? 0) > before
        && screen.split(separator: "\n").last?.trimmingCharacters(in: .whitespaces) == ">"
    }
    try await pane.command("end")
    try await pane.waitFor("┌ End meeting? ┐", "Commands: save, discard, resume")
    try await pane.command("resume")
    try await pane.waitFor("── Recording Morning Sync ──", "Transcript: hello there")
    try await pane.command("end")
    try await pane.waitFor("┌ End meeting? ┐")
    try await pane.command("save")
    try await pane.waitFor("── Morning Sync ──", "past meetings:", "  1. ")
    try await pane.command("quit")
    try await pane.expectExitedRestoringTerminal()
  }

  /// The seconds the recording screen shows as elapsed ("[█···] 7s elapsed, 113s remaining").
  static func secondsElapsed(_ screen: String) -> Int? {
    guard let range = screen.range(of: "s elapsed") else { return nil }
    let digits = screen[..<range.lowerBound].reversed().prefix { $0.isNumber }
    return Int(String(digits.reversed()))
  }

  @Test
  func everyScreenItsFormsAlertsMistakesAndAResize() async throws {
    let pane = try self.start()
    try await pane.waitFor("No sync-ups yet.", "Commands: add, open N, delete N, quit")
    try await pane.command("open 1")
    try await pane.waitFor("Unknown command 'open 1' here.  > ")

    // The add form: mistakes on each field, then discard.
    try await pane.command("add")
    try await pane.waitFor("── New sync-up ──", "save, discard")
    try await pane.command("title   ")
    try await pane.waitFor("! The title is required.")
    try await pane.command("minutes abc")
    try await pane.waitFor("Unknown command 'minutes abc' here.")
    try await pane.command("minutes 40")
    try await pane.waitFor("length:   40 min", "! The duration is 1 to 30 minutes.")
    try await pane.command("theme plaid")
    try await pane.waitFor("Unknown command 'theme plaid' here.")
    try await pane.command("remove 7")
    try await pane.waitFor("Unknown command 'remove 7' here.")
    try await pane.command("save")
    try await pane.waitFor("── New sync-up ──", "! The title is required.")
    try await pane.command("discard")
    try await pane.waitFor("No sync-ups yet.", absent: ["── New sync-up ──"])

    // The add form, filled in.
    try await pane.command("add")
    try await pane.waitFor("── New sync-up ──")
    try await pane.command("title Morning Sync")
    try await pane.waitFor("title:    Morning Sync")
    try await pane.command("minutes 2")
    try await pane.waitFor("length:   2 min", absent: ["! The duration"])
    try await pane.command("theme orange")
    try await pane.waitFor("theme:    Orange")
    try await pane.command("attendee Blob")
    try await pane.waitFor("  1. Blob")
    try await pane.command("attendee Blob Jr")
    try await pane.waitFor("  2. Blob Jr")
    try await pane.command("attendee Blob Sr")
    try await pane.waitFor("  3. Blob Sr")
    try await pane.command("remove 3")
    try await pane.waitFor("  2. Blob Jr", absent: ["Blob Sr"])
    try await pane.command("save")
    try await pane.waitFor("1. Morning Sync · 2 attendees · 2 min")

    // The detail: an edit cancelled, one done, a delete alert cancelled.
    try await pane.command("open 1")
    try await pane.waitFor("── Morning Sync ──", "attendees: Blob, Blob Jr", "  none yet")
    try await pane.command("meeting 1")
    try await pane.waitFor("Unknown command 'meeting 1' here.")
    try await pane.command("edit")
    try await pane.waitFor("── Edit Morning Sync ──", "done, cancel")
    try await pane.command("title Evening Sync")
    try await pane.waitFor("title:    Evening Sync")
    try await pane.command("cancel")
    try await pane.waitFor("── Morning Sync ──", absent: ["Evening"])
    try await pane.command("edit")
    try await pane.waitFor("── Edit Morning Sync ──")
    try await pane.command("minutes 0")
    try await pane.waitFor("! The duration is 1 to 30 minutes.")
    try await pane.command("minutes 1")
    try await pane.waitFor("length:   1 min", absent: ["! The duration"])
    try await pane.command("done")
    try await pane.waitFor("── Morning Sync ──", "length: 1 min")
    try await pane.command("delete")
    try await pane.waitFor("┌ Delete? ┐", "[Yes] [Nevermind]", "Commands: yes, no")
    try await pane.command("maybe")
    try await pane.waitFor("Unknown command 'maybe' here.")
    try await pane.command("no")
    try await pane.waitFor("── Morning Sync ──", absent: ["Delete?"])

    // A meeting: next, say, end and resume, then next at the last speaker, and discard.
    try await pane.command("start")
    try await pane.waitFor(
      "── Recording Morning Sync ──", "▶ Blob", "Commands: next, say TEXT, end")
    try await pane.command("next")
    try await pane.waitFor("✓ Blob", "▶ Blob Jr", "Speaker 2 of 2.")
    try await pane.command("say Blob shipped it.")
    try await pane.waitFor("Transcript: Blob shipped it.")
    try await pane.command("skip")
    try await pane.waitFor("Unknown command 'skip' here.")
    try await pane.command("end")
    try await pane.waitFor("┌ End meeting? ┐", "[Save and end] [Discard] [Resume]")
    try await pane.command("resume")
    try await pane.waitFor("── Recording Morning Sync ──", "Speaker 2 of 2.")
    try await pane.command("next")
    try await pane.waitFor("┌ End meeting? ┐")
    try await pane.command("discard")
    try await pane.waitFor("── Morning Sync ──", "  none yet")

    // A meeting saved, then shown.
    try await pane.command("start")
    try await pane.waitFor("── Recording Morning Sync ──", "1s elapsed")
    try await pane.command("say Short one.")
    try await pane.waitFor("Transcript: Short one.")
    try await pane.command("end")
    try await pane.waitFor("┌ End meeting? ┐")
    try await pane.command("save")
    try await pane.waitFor("── Morning Sync ──", "  1. 20", absent: ["none yet"])
    try await pane.command("meeting 1")
    try await pane.waitFor("transcript:", "  Short one.", "Commands: back, quit")
    try await pane.command("back")
    try await pane.waitFor("── Morning Sync ──", "Commands: start")

    // A smaller terminal: the next frame fits it.
    try await pane.resize(columns: 60, rows: 20)
    try await pane.command("edit")
    try await pane.waitFor("── Edit Morning Sync ──")
    try await pane.waitUntil("every line to fit 60 columns") { screen in
      screen.split(separator: "\n").allSatisfy { $0.count <= 60 }
    }
    try await pane.command("cancel")
    try await pane.waitFor("── Morning Sync ──")

    // Back to the list, delete, and the sync-up is gone for good.
    try await pane.command("back")
    try await pane.waitFor("1. Morning Sync · 2 attendees · 1 min")
    try await pane.command("delete 2")
    try await pane.waitFor("Unknown command 'delete 2' here.")
    try await pane.command("delete 1")
    try await pane.waitFor("No sync-ups yet.")
    try await pane.command("quit")
    try await pane.expectExitedRestoringTerminal()
  }

  /// `quit` works on every screen, and Ctrl-D and Ctrl-C at the prompt, leaving the terminal as
  /// it was; the sync-ups typed in are in the file the next run reads.
  @Test
  func quittingFromEveryScreen() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("oca-syncups-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let start = { try TerminalPane("syncups") { _ in ["SYNCUPS_FILE": file.path] } }

    var pane = try start()
    try await self.addMorningSync(pane)
    try await pane.command("add")
    try await pane.waitFor("── New sync-up ──")
    try await pane.command("quit")
    try await pane.expectExitedRestoringTerminal()

    // The detail, then its edit form and its alert; each time the saved sync-up is back.
    for (commands, screen) in [
      ([], "Commands: start"), (["edit"], "── Edit Morning Sync ──"),
      (["delete"], "┌ Delete? ┐"),
    ] {
      pane = try start()
      try await pane.waitFor("1. Morning Sync · 2 attendees · 2 min")
      try await pane.command("open 1")
      try await pane.waitFor("── Morning Sync ──")
      for command in commands {
        try await pane.command(command)
      }
      try await pane.waitFor(screen)
      try await pane.command("quit")
      try await pane.expectExitedRestoringTerminal()
    }

    // A meeting, and its alert; Ctrl-D and Ctrl-C on the prompt.
    for (key, end) in [("quit", false), ("quit", true), ("C-d", false), ("C-c", true)] {
      pane = try start()
      try await pane.waitFor("1. Morning Sync")
      try await pane.command("open 1")
      try await pane.waitFor("── Morning Sync ──")
      try await pane.command("start")
      try await pane.waitFor("── Recording Morning Sync ──")
      if end {
        try await pane.command("end")
        try await pane.waitFor("┌ End meeting? ┐")
      }
      if key == "quit" {
        try await pane.command(key)
      } else {
        try await pane.press(key)
      }
      try await pane.expectExitedRestoringTerminal(status: key == "C-c" ? 130 : 0)
    }
  }
}
