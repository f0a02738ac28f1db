import ComposableArchitecture
import ExampleSupport
import Foundation
import XCTest

@testable import SearchFeature

/// The terminal session: the scripted run `swift run search < /dev/null` plays, and the keys of
/// the interactive mode, driven through the same `SearchSession` the executable uses, on the
/// bundled data set with no delays.
@MainActor
final class SearchSessionTests: XCTestCase {
  func testTheScriptedSessionPrintsEachScreen() async throws {
    let (session, screen) = self.makeSession(isInteractive: false)

    session.start()
    await yieldToObservers()
    for line in SearchSession.script {
      let keepsGoing = await session.run(line: line)
      XCTAssertTrue(keepsGoing)
    }
    session.stop()

    let catalog = try PlaceCatalog.bundled()
    let sanAntonio = try catalog.details(
      XCTUnwrap(catalog.places.first { $0.name == "San Antonio" }).id
    )
    try assertLines(
      screen.lines,
      containInOrder: [
        "│ Query: ▏",
        "│   Type the name of a city.",
        "> type sa",
        "│ Query: sa▏",
        "│   1. São Paulo, Brazil · 12.3M",
        "│   2. Santiago, Chile · 6.3M",
        "> type n",
        "│ Query: san▏",
        "│   1. Santiago, Chile · 6.3M",
        "│   3. San Antonio, United States · 1.5M",
        "│   8. San Francisco, United States · 810k",
        "> open 3",
        "│   3. San Antonio, United States · 1.5M",
        "│      North America · 29.42° N, 98.49° W",
        "│      Population 1,470,000, #\(sanAntonio.populationRank) of \(catalog.places.count) places",
        "│      Nearest: \(sanAntonio.nearest[0].name)",
        "> type ta",
        "│ Query: santa▏",
        "│   1. Santa Cruz de la Sierra, Bolivia · 1.4M",
        "│   2. Santa Fe, United States · 88,000",
        "> erase 5",
        "│ Query: ▏",
        "│   Type the name of a city.",
        "> type kyo",
        "│   1. Kyoto, Japan · 1.5M",
        "│   2. Tokyo, Japan · 14.0M",
        "> open 2",
        "│   2. Tokyo, Japan · 14.0M",
        "│      Asia · 35.68° N, 139.69° E",
        "> open 2",
        "│   2. Tokyo, Japan · 14.0M",
        "> type zzz",
        "│ Query: kyozzz▏",
        "│   No places match.",
        "> clear",
        "│ Query: ▏",
      ]
    )
    // The last "open 2" collapsed Tokyo: its frame ends with the row.
    let collapse = try XCTUnwrap(screen.lines.lastIndex(of: "> open 2"))
    XCTAssertEqual(screen.lines[collapse + 5], "│   2. Tokyo, Japan · 14.0M")
    XCTAssertEqual(screen.lines[collapse + 6], "> type zzz")
  }

  func testScriptMistakesAreReportedAndSkipped() async {
    let (session, screen) = self.makeSession(isInteractive: false)

    for line in ["open 1", "erase two", "hello"] {
      let keepsGoing = await session.run(line: line)
      XCTAssertTrue(keepsGoing)
    }
    let keepsGoing = await session.run(line: "q")
    XCTAssertFalse(keepsGoing)
    XCTAssertEqual(
      screen.lines,
      [
        "> open 1", "There is no result 1.",
        "> erase two", "Unknown command 'erase two'; type help.",
        "> hello", "Unknown command 'hello '; type help.",
        "> q",
      ]
    )
  }

  func testKeysTypeSelectAndExpand() async {
    let (session, screen) = self.makeSession(isInteractive: true)
    session.start()

    for key in "lisbx".map(Key.character) + [.backspace] {
      XCTAssertTrue(session.handle(key))
    }
    XCTAssertEqual(session.store.query, "lisb")
    await self.waitUntil { !session.store.isSearching }
    XCTAssertEqual(session.store.results.map(\.name), ["Lisbon"])

    XCTAssertTrue(session.handle(.down))
    XCTAssertEqual(session.cursor, 0)
    XCTAssertTrue(session.handle(.enter))
    await self.waitUntil { session.store.details != nil }
    XCTAssertEqual(session.store.details?.place.name, "Lisbon")
    await yieldToObservers()
    XCTAssert(screen.lines.contains("│ ▸ 1. Lisbon, Portugal · 545k"), screen.text)

    // Esc clears the query; Esc on an empty query quits.
    XCTAssertTrue(session.handle(.escape))
    XCTAssertEqual(session.store.query, "")
    XCTAssertFalse(session.handle(.escape))
    session.stop()
  }

  // MARK: - Helpers

  func makeSession(isInteractive: Bool) -> (SearchSession, TranscriptScreen) {
    let store = Store(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.places = .bundled(delay: .zero, clock: ImmediateClock())
    }
    let screen = TranscriptScreen { _ in }
    return (SearchSession(store: store, screen: screen, isInteractive: isInteractive), screen)
  }

  func waitUntil(_ condition: () -> Bool) async {
    for _ in 0..<1_000 where !condition() {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
}

/// Fails unless each expected line starts a line of `lines`, in order.
func assertLines(
  _ lines: [String], containInOrder expected: [String], file: StaticString = #filePath,
  line: UInt = #line
) throws {
  var index = lines.startIndex
  for prefix in expected {
    guard let match = lines[index...].firstIndex(where: { $0.hasPrefix(prefix) }) else {
      XCTFail(
        "No line starting with \"\(prefix)\" after line \(index) of:\n"
          + lines.joined(separator: "\n"),
        file: file, line: line
      )
      return
    }
    index = match + 1
  }
}
