import ComposableArchitecture
import ComposableArchitectureDevTools
import ExampleSupport
import Foundation
import SearchFeature
import XCTest

/// The devtools on the Search example, on its bundled cities: a query, the results its debounced
/// effect receives, a city's details, and time travel back to the results.
final class SearchDevToolsTests: XCTestCase {
  @MainActor
  func testRecordsASearchAndTheDetailsAndTravelsInTime() async throws {
    try await withMainSerialExecutor {
      let recorder = DevToolsRecorder<Search.State, Search.Action>(name: "Search")
      let clock = TestClock()
      let delay = Duration.milliseconds(200)
      let store = Store(initialState: Search.State()) {
        Search().devTools(recorder)
      } withDependencies: {
        $0.continuousClock = clock
        $0.places = .bundled(delay: delay, clock: clock)
      }

      store.send(.searchQueryChanged("par"))
      await clock.advance(by: Search.debounce + delay)
      await waitUntil("the recorder to hold 2 actions") { recorder.count == 2 }
      let results = store.withState(\.results)
      let first = try XCTUnwrap(results.first)
      XCTAssertTrue(first.name.lowercased().hasPrefix("par"), first.name)
      store.send(.resultTapped(first.id))
      await clock.advance(by: delay)
      await waitUntil("the recorder to hold 4 actions") { recorder.count == 4 }

      let entries = recorder.entries
      XCTAssertEqual(
        entries.map(\.name),
        ["searchQueryChanged", "searchResponse", "resultTapped", "detailsResponse"]
      )
      XCTAssertEqual(entries.map(\.isReceived), [false, true, false, true])
      XCTAssertEqual(entries[0].action, #".searchQueryChanged("par")"#)
      XCTAssertEqual(
        entries[0].assignments, [#"$0.query = "par""#, "$0.isSearching = true"]
      )
      // The query's search (cancellable, restarted per keystroke) finished with the results.
      XCTAssertTrue(
        entries[0].effects.contains {
          $0.cancelID?.contains("search") == true && $0.status == .finished
        }
      )
      XCTAssertEqual(store.withState(\.details?.place), first)

      // Time travel: back to the results before the tap, then back to live.
      try recorder.jump(to: 2)
      XCTAssertEqual(store.withState(\.results), results)
      XCTAssertNil(store.withState(\.details))
      XCTAssertFalse(store.withState(\.isSearching))
      try recorder.resume()
      XCTAssertEqual(store.withState(\.details?.place), first)
    }
  }

  @MainActor
  func testRecordsTheScriptedSession() async throws {
    let recorder = DevToolsRecorder<Search.State, Search.Action>(name: "Search")
    let store = Store(initialState: Search.State()) {
      Search().devTools(recorder)
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.places = .bundled(delay: .zero, clock: ImmediateClock())
    }
    // `swift run search < /dev/null` plays this script.
    let session = SearchSession(
      store: store, screen: TranscriptScreen { _ in }, isInteractive: false
    )
    session.start()
    await yieldToObservers()
    for line in SearchSession.script {
      _ = await session.run(line: line)
    }
    session.stop()

    let entries = recorder.entries
    XCTAssertEqual(entries.map(\.index), Array(1...entries.count))
    // Each key typed or erased is a query change: "sa", "n", "ta", 5 erased, "kyo", "zzz" and
    // the clear: 2 + 1 + 2 + 5 + 3 + 3 + 1.
    let queries = entries.filter { $0.name == "searchQueryChanged" }.map(\.action)
    XCTAssertEqual(queries.first, #".searchQueryChanged("s")"#)
    XCTAssertEqual(queries.last, #".searchQueryChanged("")"#)
    XCTAssertEqual(queries.count, 17)
    // The answers come from the search's effect; the details from the taps.
    XCTAssertTrue(entries.contains { $0.name == "searchResponse" && $0.isReceived })
    XCTAssertEqual(entries.filter { $0.name == "resultTapped" }.count, 3)
    XCTAssertTrue(entries.contains { $0.name == "detailsResponse" && $0.isReceived })
    XCTAssertEqual(store.withState(\.query), "")

    // Back to the first city's details, then live again.
    let details = try XCTUnwrap(entries.first { $0.name == "detailsResponse" })
    try recorder.jump(to: details.index)
    XCTAssertNotNil(store.withState(\.details))
    XCTAssertEqual(recorder.sharedReport, [], "Search has no shared state")
    try recorder.resume()
    XCTAssertEqual(store.withState(\.query), "")
  }
}
