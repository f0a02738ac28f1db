import ComposableArchitecture
import ExampleSupport
import Foundation
import TodosFeature
import XCTest

@testable import ComposableArchitectureDevTools

/// The devtools on the Todos example: adding, editing and completing a todo recorded with the
/// editor's path and the delayed sort its effect sends, and time travel back to the open editor.
final class TodosDevToolsTests: XCTestCase {
  @MainActor
  func testRecordsAddingAndCompletingATodoAndTravelsInTime() async throws {
    try await withMainSerialExecutor {
      let recorder = DevToolsRecorder<Todos.State, Todos.Action>(name: "Todos")
      let clock = TestClock()
      let store = recordedTodosStore(recorder, clock: clock)

      store.send(.addTodoButtonTapped)
      store.send(.editor(.presented(.binding(.set(\.todo.description, "Buy milk")))))
      store.send(.saveTodoButtonTapped)
      store.send(.toggleCompletedButtonTapped(UUID(0)))
      await clock.advance(by: Todos.sortDelay)
      await waitUntil("the recorder to hold 5 actions") { recorder.count == 5 }
      store.send(.binding(.set(\.filter, .completed)))

      let entries = recorder.entries
      XCTAssertEqual(
        entries.map(\.name),
        [
          "addTodoButtonTapped", "binding", "saveTodoButtonTapped",
          "toggleCompletedButtonTapped", "sortCompletedTodos", "binding",
        ]
      )
      XCTAssertEqual(entries.map(\.path), [[], ["editor", "presented"], [], [], [], []])
      XCTAssertEqual(entries.map(\.isReceived), [false, false, false, false, true, false])
      // A presented child is assigned whole.
      XCTAssertEqual(entries[1].assignments.count, 1)
      XCTAssertTrue(entries[1].assignments[0].hasPrefix("$0.editor = TodoEditor.State("))
      XCTAssertTrue(entries[1].assignments[0].contains(#"description: "Buy milk""#))
      XCTAssertEqual(entries[5].assignments, ["$0.filter = Filter.completed"])
      // The sort is the completion's cancellable effect, finished once the delay is over.
      XCTAssertEqual(entries[3].effects.map(\.status), [.finished])
      XCTAssertEqual(entries[3].effects.first?.cancelID?.contains("todoCompletion"), true)

      // Time travel: back to the open editor, the `@Shared` todos too (not saved yet), then
      // back to live.
      try recorder.jump(to: 2)
      XCTAssertEqual(store.withState(\.editor?.todo.description), "Buy milk")
      XCTAssertEqual(store.withState(\.filter), .all)
      XCTAssertEqual(store.withState(\.todos.count), 0)
      XCTAssertEqual(recorder.sharedReport.map(\.outcome), [.rewound])
      try recorder.resume()
      XCTAssertNil(store.withState(\.editor))
      XCTAssertEqual(store.withState(\.filter), .completed)
      XCTAssertEqual(store.withState { $0.todos.map(\.isComplete) }, [true])
    }
  }

  @MainActor
  func testRecordsTheScriptedSessionAndRewindsTheSharedTodosOverTheSocket() async throws {
    let recorder = DevToolsRecorder<Todos.State, Todos.Action>(name: "Todos")
    let store = recordedTodosStore(recorder)
    // `swift run todos < /dev/null` plays this script.
    let session = TodosSession(
      store: store, screen: TranscriptScreen { _ in }, isInteractive: false
    )
    session.start()
    await yieldToObservers()
    for line in TodosSession.script {
      _ = await session.run(line: line)
    }
    session.stop()

    let entries = recorder.entries
    let saves = entries.filter { $0.name == "saveTodoButtonTapped" }
    XCTAssertEqual(saves.count, 5, "Four adds and an edit")
    XCTAssertEqual(
      Set(entries.map(\.name)),
      [
        "addTodoButtonTapped", "binding", "saveTodoButtonTapped", "toggleCompletedButtonTapped",
        "sortCompletedTodos", "editTodoButtonTapped", "move", "delete",
        "clearCompletedButtonTapped",
      ]
    )
    XCTAssertEqual(entries.filter(\.isReceived).map(\.name), ["sortCompletedTodos"])
    let live = ["Water the plants", "Call mom and dad"]
    XCTAssertEqual(store.withState { $0.todos.map(\.description) }, live)

    // The page's WebSocket: the session, then a jump to the third todo saved.
    let server = try await DevToolsServer.serve(recorder, port: 0, printsAddress: false)
    defer { Task { await server.stop() } }
    let client = try await WebSocketClient.connect(port: server.port, token: server.token)
    let opening = object(try await client.receive())
    XCTAssertEqual(opening["type"] as? String, "session")
    try await client.send(#"{"type":"jump","index":\#(saves[2].index)}"#)
    let jumped = try await self.nextStatus(client)
    XCTAssertEqual(jumped["jumpedTo"] as? Int, saves[2].index)
    let shared = try XCTUnwrap(jumped["shared"] as? [[String: Any]])
    XCTAssertEqual(shared.map { $0["outcome"] as? String }, ["rewound"])
    XCTAssertEqual(shared.first?["note"] as? String, "put back as it was after #\(saves[2].index)")
    XCTAssertTrue((shared.first?["name"] as? String)?.contains("todos.json") == true, "\(shared)")
    // The shared todos, saved with `fileStorage`, are as they were: three, none done.
    XCTAssertEqual(
      store.withState { $0.todos.map(\.description) }, ["Buy milk", "Walk the dog", "Call mom"]
    )

    // Something other than the store changes them while jumped: the page is told, and resume
    // keeps the change rather than losing it.
    let todos = store.withState(\.$todos)
    todos.withLock { $0.append(Todo(id: UUID(99), description: "From elsewhere")) }
    // (The jump's own status is pushed too: the next status telling of the change is it.)
    let outside = try await self.nextStatus(client) { status in
      (status["shared"] as? [[String: Any]])?.first?["outcome"] as? String == "changedOutside"
    }
    XCTAssertEqual(
      (outside["shared"] as? [[String: Any]])?.first?["note"] as? String,
      "changed outside the store while jumped: shown as it is now, and kept on resume"
    )
    try await client.send(#"{"type":"resume"}"#)
    let resumed = try await self.nextStatus(client) { $0["live"] as? Bool == true }
    XCTAssertEqual(
      (resumed["shared"] as? [[String: Any]])?.first?["note"] as? String,
      "changed outside the store while jumped: its new value is kept"
    )
    XCTAssertEqual(
      store.withState { $0.todos.map(\.description) },
      ["Buy milk", "Walk the dog", "Call mom", "From elsewhere"]
    )

    // Without an outside change, resume puts the live todos back.
    try recorder.jump(to: saves[0].index)
    XCTAssertEqual(store.withState { $0.todos.map(\.description) }, ["Buy milk"])
    try recorder.resume()
    XCTAssertEqual(recorder.sharedReport.map(\.outcome), [.restored])
    XCTAssertEqual(
      store.withState { $0.todos.map(\.description) },
      ["Buy milk", "Walk the dog", "Call mom", "From elsewhere"]
    )
    await client.disconnect()
  }

  /// The next status message (skipping pushed entries), decoded.
  private func nextStatus(
    _ client: WebSocketClient, where predicate: ([String: Any]) -> Bool = { _ in true }
  ) async throws -> [String: Any] {
    for _ in 0..<100 {
      let message = object(try await client.receive())
      if message["type"] as? String == "status", predicate(message) { return message }
    }
    throw WebSocketClient.Failure(description: "No status message")
  }
}

/// A todos store that `recorder` records, its shared list in memory (as the state it starts
/// from: `Todos.State()` reads the list from the file storage of its dependencies).
@MainActor
func recordedTodosStore(
  _ recorder: DevToolsRecorder<Todos.State, Todos.Action>,
  clock: some Clock<Duration> = ImmediateClock()
) -> StoreOf<Todos> {
  let state = withDependencies {
    $0.defaultFileStorage = .inMemory
  } operation: {
    Todos.State()
  }
  return Store(initialState: state) {
    Todos().devTools(recorder)
  } withDependencies: {
    $0.continuousClock = clock
    $0.defaultFileStorage = .inMemory
    $0.uuid = .incrementing
  }
}
