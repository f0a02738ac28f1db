import ComposableArchitecture
import ComposableArchitectureDevTools
import Foundation
import TodosFeature
import XCTest

/// The devtools on the Todos example: adding, editing and completing a todo recorded with the
/// editor's path and the delayed sort its effect sends, and time travel back to the open editor.
final class TodosDevToolsTests: XCTestCase {
  @MainActor
  func testRecordsAddingAndCompletingATodoAndTravelsInTime() async throws {
    try await withMainSerialExecutor {
      let recorder = DevToolsRecorder<Todos.State, Todos.Action>(name: "Todos")
      let clock = TestClock()
      let state = withDependencies {
        $0.defaultFileStorage = .inMemory
      } operation: {
        Todos.State()
      }
      let store = Store(initialState: state) {
        Todos().devTools(recorder)
      } withDependencies: {
        $0.continuousClock = clock
        $0.defaultFileStorage = .inMemory
        $0.uuid = .incrementing
      }

      store.send(.addTodoButtonTapped)
      store.send(.editor(.presented(.binding(.set(\.todo.description, "Buy milk")))))
      store.send(.saveTodoButtonTapped)
      store.send(.toggleCompletedButtonTapped(UUID(0)))
      await clock.advance(by: Todos.sortDelay)
      await eventually { recorder.count == 5 }
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

      // Time travel: back to the open editor (plain state; the `@Shared` todos are references,
      // which jumping does not rewind), then back to live.
      try recorder.jump(to: 2)
      XCTAssertEqual(store.withState(\.editor?.todo.description), "Buy milk")
      XCTAssertEqual(store.withState(\.filter), .all)
      XCTAssertEqual(store.withState(\.todos.count), 1)
      try recorder.resume()
      XCTAssertNil(store.withState(\.editor))
      XCTAssertEqual(store.withState(\.filter), .completed)
    }
  }
}
