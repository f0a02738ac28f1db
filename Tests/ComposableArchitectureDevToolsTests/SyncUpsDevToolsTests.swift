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

      // Time travel: back to the add form the script filled in (plain state; `@Shared` values
      // are references, which jumping does not rewind), then back to live.
      XCTAssertNil(store.withState(\.syncUpsList.addSyncUp))
      let withForm = try XCTUnwrap(
        entries.first {
          recorder.state(at: $0.index)?.syncUpsList.addSyncUp?.syncUp.title == "Morning Sync"
        }
      )
      try recorder.jump(to: withForm.index)
      XCTAssertEqual(store.withState(\.syncUpsList.addSyncUp?.syncUp.title), "Morning Sync")
      try recorder.resume()
      XCTAssertNil(store.withState(\.syncUpsList.addSyncUp))
    }
  }
}
