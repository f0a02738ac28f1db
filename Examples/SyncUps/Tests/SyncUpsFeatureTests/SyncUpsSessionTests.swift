import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeature

@MainActor
struct SyncUpsSessionTests {
  /// Plays the executable's script, with simulated time, and checks the frames the session drew
  /// with `observe { }`.
  @Test
  func scriptedSessionPlaysTheWholeApp() async {
    await withMainSerialExecutor {
      let frames = LockIsolated<[[String]]>([])
      let clock = TestClock()
      let store = Store(initialState: AppFeature.State()) {
        AppFeature()
      } withDependencies: {
        $0.continuousClock = clock
        $0.date.now = Date(timeIntervalSince1970: 1_700_000_000)
        $0.uuid = .incrementing
      }
      let session = SyncUpsSession(store: store, advance: { await clock.advance(by: $0) }) {
        lines in frames.withValue { $0.append(lines) }
      }
      session.start()
      var said: [String] = []
      var quit = false
      for line in SyncUpsSession.script {
        if !(await session.run(line, say: { said.append($0) })) {
          quit = true
          break
        }
      }
      session.stop()

      #expect(quit)
      #expect(said.isEmpty)
      let transcript = frames.value.map { $0.joined(separator: "\n") }
      let expectedInOrder = [
        "No sync-ups yet.",
        "! The title is required.",
        "1. Morning Sync · 3 attendees · 3 min",
        "── Recording Morning Sync ──",
        "[██████··············] 60s elapsed, 120s remaining",
        "Speaker 2 of 3. Transcript: Blob shipped the terminal examples.",
        "Speaker 3 of 3.",
        "┌ End meeting? ┐",
        "── Morning Sync, 2023-11-14 22:13 UTC ──",
        "  Blob shipped the terminal examples.",
        "── Edit Morning Sync ──",
        "attendees: Blob, Blob Jr\npast meetings:\n  1. 2023-11-14 22:13 UTC\n  2.",
        "┌ Delete? ┐",
        "No sync-ups yet.",
      ]
      var index = transcript.startIndex
      for expected in expectedInOrder {
        guard let found = transcript[index...].firstIndex(where: { $0.contains(expected) })
        else {
          Issue.record("No frame shows \"\(expected)\" after frame \(index).")
          return
        }
        index = found
      }
      // Waiting draws one frame, not one per second.
      #expect(!transcript.contains { $0.contains("30s elapsed") })
    }
  }

  @Test
  func unknownCommandsAreReported() async {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    }
    let session = SyncUpsSession(store: store) { _ in }
    var said: [String] = []
    await session.run("open 1", say: { said.append($0) })
    await session.run("dance", say: { said.append($0) })
    #expect(said == ["Unknown command 'open 1' here.", "Unknown command 'dance' here."])
    #expect(await session.run("quit") == false)
  }
}
