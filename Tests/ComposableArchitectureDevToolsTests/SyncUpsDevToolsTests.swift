import ComposableArchitecture
import ComposableArchitectureDevTools
import Foundation
import XCTest

@testable import SyncUpsFeature

/// The devtools on the SyncUps example: its scripted session recorded with the stack paths the
/// actions went through, and time travel back to the empty list and forward again.
final class SyncUpsDevToolsTests: XCTestCase {
  @MainActor
  func testRecordsTheScriptedSessionAndTravelsInTime() async throws {
    try await withMainSerialExecutor {
      let recorder = DevToolsRecorder<AppFeature.State, AppFeature.Action>(name: "SyncUps")
      let clock = TestClock()
      let store = Store(initialState: AppFeature.State()) {
        AppFeature().devTools(recorder)
      } withDependencies: {
        $0.continuousClock = clock
        $0.date.now = Date(timeIntervalSince1970: 1_700_000_000)
        $0.uuid = .incrementing
      }
      let session = SyncUpsSession(store: store, advance: { await clock.advance(by: $0) }) { _ in }
      session.start()
      for line in SyncUpsSession.script {
        guard await session.run(line, say: { _ in }) else { break }
      }
      session.stop()

      let entries = recorder.entries
      XCTAssertGreaterThan(entries.count, 20)
      XCTAssertEqual(entries.map(\.index), Array(1...entries.count))
      // Actions of pushed screens carry the stack element they went to.
      let stackPaths = entries.map(\.path).filter { $0.first == "path" }
      XCTAssertFalse(stackPaths.isEmpty)
      XCTAssertTrue(stackPaths.contains { $0.contains { $0.hasPrefix("element[id: ") } })
      // The record-meeting timer's ticks arrive from its effect.
      XCTAssertTrue(entries.contains { $0.isReceived && $0.name == "timerTick" })

      // Time travel: back to the add form the script filled in, the sync-ups saved with
      // `fileStorage` too (the new one not saved yet), then back to live.
      XCTAssertNil(store.withState(\.syncUpsList.addSyncUp))
      // The script ends by deleting the sync-up it made.
      XCTAssertEqual(store.withState(\.syncUpsList.syncUps), [])
      let withForm = try XCTUnwrap(
        entries.first {
          recorder.state(at: $0.index)?.syncUpsList.addSyncUp?.syncUp.title == "Morning Sync"
        }
      )
      try recorder.jump(to: withForm.index)
      XCTAssertEqual(store.withState(\.syncUpsList.addSyncUp?.syncUp.title), "Morning Sync")
      XCTAssertEqual(store.withState(\.syncUpsList.syncUps), [])
      XCTAssertEqual(recorder.sharedReport.map(\.outcome), [.rewound])
      XCTAssertTrue(
        recorder.sharedReport.first?.name.contains("syncups.json") == true,
        "\(recorder.sharedReport)")
      try recorder.resume()
      XCTAssertNil(store.withState(\.syncUpsList.addSyncUp))

      // Back to the edit saved: the saved sync-ups hold it, renamed, with its first meeting;
      // resume deletes it again.
      let edited = try XCTUnwrap(entries.last { $0.name == "doneEditingButtonTapped" })
      try recorder.jump(to: edited.index)
      let syncUps = store.withState(\.syncUpsList.syncUps)
      XCTAssertEqual(syncUps.map(\.title), ["Daily Standup"])
      XCTAssertEqual(
        syncUps.first?.meetings.map(\.transcript), ["Blob shipped the terminal examples."])
      XCTAssertEqual(recorder.sharedReport.map(\.outcome), [.rewound])
      try recorder.resume()
      XCTAssertEqual(store.withState(\.syncUpsList.syncUps), [])
      XCTAssertEqual(recorder.sharedReport.map(\.outcome), [.restored])
    }
  }
}
