import ComposableArchitecture
import ExampleSupport
import Foundation
import XCTest

@testable import TodosFeature

/// The terminal session: the scripted run `swift run todos < /dev/null` plays, and the keys of
/// the interactive mode, driven through the same `TodosSession` the executable uses.
@MainActor
final class TodosSessionTests: XCTestCase {
  func testTheScriptedSessionPrintsEachScreen() async {
    let (session, screen) = self.makeSession(isInteractive: false)

    session.start()
    await yieldToObservers()
    for line in TodosSession.script {
      let keepsGoing = await session.run(line: line)
      XCTAssertTrue(keepsGoing)
    }
    session.stop()

    let milk = "[ ] Buy milk"
    let milkDone = "[✓] Buy milk"
    let dog = "[ ] Walk the dog"
    let mom = "[ ] Call mom"
    let parents = "[ ] Call mom and dad"
    let plants = "[ ] Water the plants"
    // What each command leaves on screen (a busy machine may coalesce the frames in between).
    let expected: [(command: String?, frame: [String])] = [
      (nil, frame(0, 0, .all, [])),
      ("> add Buy milk", frame(1, 0, .all, [milk])),
      ("> add Walk the dog", frame(2, 0, .all, [milk, dog])),
      ("> add Call mom", frame(3, 0, .all, [milk, dog, mom])),
      ("> add Water the plants", frame(4, 0, .all, [milk, dog, mom, plants])),
      // Sorted down once the delay is over.
      ("> toggle 1", frame(3, 1, .all, [dog, mom, plants, milkDone])),
      ("> edit 2 Call mom and dad", frame(3, 1, .all, [dog, parents, plants, milkDone])),
      ("> move 3 1", frame(3, 1, .all, [plants, dog, parents, milkDone])),
      ("> filter active", frame(3, 1, .active, [plants, dog, parents])),
      ("> filter completed", frame(3, 1, .completed, [milkDone])),
      ("> filter all", frame(3, 1, .all, [plants, dog, parents, milkDone])),
      ("> delete 2", frame(2, 1, .all, [plants, parents, milkDone])),
      ("> clear", frame(2, 0, .all, [plants, parents])),
    ]
    let segments = split(screen.lines)
    XCTAssertEqual(segments.map(\.command), expected.map(\.command))
    for (segment, expected) in zip(segments, expected) {
      XCTAssertEqual(segment.frames.last, expected.frame, expected.command ?? "start")
    }
    // The completed todo is shown in place first, when the machine draws before the sort.
    if let toggle = segments.first(where: { $0.command == "> toggle 1" }), toggle.frames.count > 1 {
      XCTAssertEqual(toggle.frames.first, frame(3, 1, .all, [milkDone, dog, mom, plants]))
    }
  }

  func testScriptMistakesAreReportedAndSkipped() async {
    let (session, screen) = self.makeSession(isInteractive: false)

    for line in ["toggle 3", "frobnicate", "filter someday", "edit 1", "  "] {
      let keepsGoing = await session.run(line: line)
      XCTAssertTrue(keepsGoing)
    }
    let keepsGoing = await session.run(line: "quit")
    XCTAssertFalse(keepsGoing)
    XCTAssertEqual(
      screen.lines,
      [
        "> toggle 3", "There is no todo 3.",
        "> frobnicate", "Unknown command 'frobnicate '; type help.",
        "> filter someday", "Unknown command 'filter someday'; type help.",
        "> edit 1", "Unknown command 'edit 1'; type help.",
        "> quit",
      ]
    )
  }

  func testKeysAddToggleEditMoveAndDeleteTodos() async {
    let (session, screen) = self.makeSession(isInteractive: true)
    session.start()

    self.type(session, [.character("a")] + "Milk".map(Key.character) + [.enter])
    self.type(session, [.character("a")] + "Bred".map(Key.character))
    self.type(session, [.backspace, .character("a"), .character("d"), .enter])
    XCTAssertEqual(session.store.todos.map(\.description), ["Milk", "Bread"])
    XCTAssertEqual(session.cursor, 1)

    // Shift-K moves the highlighted todo up; the cursor follows it.
    self.type(session, [.character("K")])
    XCTAssertEqual(session.store.todos.map(\.description), ["Bread", "Milk"])
    XCTAssertEqual(session.cursor, 0)

    // Space completes the highlighted todo; e edits it (Esc cancels).
    self.type(session, [.character(" "), .character("e"), .character("!"), .escape])
    XCTAssertEqual(session.store.todos.map(\.isComplete), [true, false])
    XCTAssertEqual(session.store.todos.map(\.description), ["Bread", "Milk"])
    XCTAssertNil(session.store.editor)

    // f cycles the filter; d deletes the highlighted todo of the filtered list.
    self.type(session, [.character("f"), .character("f")])
    XCTAssertEqual(session.store.filter, .completed)
    self.type(session, [.character("d")])
    XCTAssertEqual(session.store.todos.map(\.description), ["Milk"])

    await yieldToObservers()
    XCTAssertEqual(
      screen.lines.suffix(6),
      [
        "│ Todos · 1 active · 0 completed",
        "│ Filter:  All   Active  [Completed]",
        "│",
        "│   No todos here.",
        "│",
        "│ ↑↓ select · space toggle · a add · e edit · d delete · J/K move · f filter"
          + " · c clear completed · q quit",
      ]
    )
    XCTAssertFalse(session.handle(.character("q")))
    session.stop()
  }

  // MARK: - Helpers

  func makeSession(isInteractive: Bool) -> (TodosSession, TranscriptScreen) {
    let state = withDependencies {
      $0.defaultFileStorage = .inMemory
    } operation: {
      Todos.State()
    }
    let store = Store(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.uuid = .incrementing
    }
    let screen = TranscriptScreen { _ in }
    return (TodosSession(store: store, screen: screen, isInteractive: isInteractive), screen)
  }

  func type(_ session: TodosSession, _ keys: [Key]) {
    for key in keys {
      XCTAssertTrue(session.handle(key))
    }
  }
}

/// A transcript cut at each command echo, and each part into the frames it shows.
private func split(_ lines: [String]) -> [(command: String?, frames: [[String]])] {
  var segments: [(command: String?, frames: [[String]])] = [(nil, [])]
  for line in lines {
    if line.hasPrefix("> ") {
      segments.append((line, []))
    } else if line.hasPrefix("│ Todos ·") || segments[segments.count - 1].frames.isEmpty {
      segments[segments.count - 1].frames.append([line])
    } else {
      segments[segments.count - 1].frames[segments[segments.count - 1].frames.count - 1].append(
        line)
    }
  }
  return segments
}

/// The transcript lines of a todos screen.
private func frame(_ active: Int, _ completed: Int, _ filter: Filter, _ rows: [String]) -> [String]
{
  let filters = Filter.allCases.map {
    $0 == filter ? "[\($0.rawValue)]" : " \($0.rawValue) "
  }
  var lines = [
    "│ Todos · \(active) active · \(completed) completed",
    "│ Filter: " + filters.joined(separator: " "),
    "│",
  ]
  lines = lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
  if rows.isEmpty {
    lines.append("│   Nothing to do yet.")
  }
  lines += rows.enumerated().map { "│   \($0.offset + 1). \($0.element)" }
  return lines
}
