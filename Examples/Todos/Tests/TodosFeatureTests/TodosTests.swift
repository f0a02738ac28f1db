import ComposableArchitecture
import Foundation
import XCTest

@testable import TodosFeature

@MainActor
final class TodosTests: XCTestCase {
  let clock = TestClock()

  func testAddTodo() async {
    let store = self.makeStore()

    await store.send(.addTodoButtonTapped) {
      $0.editor = TodoEditor.State(todo: Todo(id: UUID(0)), isNew: true)
    }
    await store.send(.editor(.presented(.binding(.set(\.todo.description, "Buy milk"))))) {
      $0.editor?.todo.description = "Buy milk"
    }
    await store.send(.saveTodoButtonTapped) {
      $0.$todos.withLock { $0 = [Todo(id: UUID(0), description: "Buy milk")] }
      $0.editor = nil
    }
  }

  func testSavingTrimsTheDescriptionAndABlankTodoIsNotSaved() async {
    let store = self.makeStore()

    await store.send(.addTodoButtonTapped) {
      $0.editor = TodoEditor.State(todo: Todo(id: UUID(0)), isNew: true)
    }
    await store.send(.editor(.presented(.binding(.set(\.todo.description, "   "))))) {
      $0.editor?.todo.description = "   "
    }
    // Nothing to save: the editor stays open.
    await store.send(.saveTodoButtonTapped)
    await store.send(.editor(.presented(.binding(.set(\.todo.description, "  Call mom "))))) {
      $0.editor?.todo.description = "  Call mom "
    }
    await store.send(.saveTodoButtonTapped) {
      $0.$todos.withLock { $0 = [Todo(id: UUID(0), description: "Call mom")] }
      $0.editor = nil
    }
  }

  func testCancelAddingLeavesTheListAlone() async {
    let store = self.makeStore()

    await store.send(.addTodoButtonTapped) {
      $0.editor = TodoEditor.State(todo: Todo(id: UUID(0)), isNew: true)
    }
    await store.send(.editor(.presented(.binding(.set(\.todo.description, "Nap"))))) {
      $0.editor?.todo.description = "Nap"
    }
    await store.send(.cancelEditButtonTapped) {
      $0.editor = nil
    }
  }

  func testEditTodo() async {
    let store = self.makeStore(todos: self.todos)

    await store.send(.editTodoButtonTapped(UUID(1))) {
      $0.editor = TodoEditor.State(todo: self.todos[1], isNew: false)
    }
    await store.send(.editor(.presented(.binding(.set(\.todo.description, "Walk the cat"))))) {
      $0.editor?.todo.description = "Walk the cat"
    }
    await store.send(.saveTodoButtonTapped) {
      $0.$todos.withLock { $0[id: UUID(1)]?.description = "Walk the cat" }
      $0.editor = nil
    }
  }

  func testEditingAMissingTodoDoesNothing() async {
    let store = self.makeStore(todos: self.todos)

    await store.send(.editTodoButtonTapped(UUID(9)))
  }

  func testCancelEditingKeepsTheTodo() async {
    let store = self.makeStore(todos: self.todos)

    await store.send(.editTodoButtonTapped(UUID(0))) {
      $0.editor = TodoEditor.State(todo: self.todos[0], isNew: false)
    }
    await store.send(.editor(.presented(.binding(.set(\.todo.description, "Buy bread"))))) {
      $0.editor?.todo.description = "Buy bread"
    }
    await store.send(.cancelEditButtonTapped) {
      $0.editor = nil
    }
  }

  func testCompletingATodoSortsItDownAfterASecond() async {
    let store = self.makeStore(todos: self.todos)

    await store.send(.toggleCompletedButtonTapped(UUID(0))) {
      $0.$todos.withLock { $0[id: UUID(0)]?.isComplete = true }
    }
    await self.clock.advance(by: .milliseconds(999))
    await self.clock.advance(by: .milliseconds(1))
    await store.receive(\.sortCompletedTodos) {
      $0.$todos.withLock {
        $0 = [
          self.todos[1], self.todos[2],
          Todo(id: UUID(0), description: "Buy milk", isComplete: true),
        ]
      }
    }
  }

  func testCompletingAnotherTodoRestartsTheDelay() async {
    let store = self.makeStore(todos: self.todos)

    await store.send(.toggleCompletedButtonTapped(UUID(0))) {
      $0.$todos.withLock { $0[id: UUID(0)]?.isComplete = true }
    }
    await self.clock.advance(by: .milliseconds(500))
    await store.send(.toggleCompletedButtonTapped(UUID(1))) {
      $0.$todos.withLock { $0[id: UUID(1)]?.isComplete = true }
    }
    // A second after the first completion: the first sort was cancelled, nothing arrives.
    await self.clock.advance(by: .milliseconds(500))
    await self.clock.advance(by: .milliseconds(500))
    await store.receive(\.sortCompletedTodos) {
      $0.$todos.withLock {
        $0 = [
          self.todos[2],
          Todo(id: UUID(0), description: "Buy milk", isComplete: true),
          Todo(id: UUID(1), description: "Walk the dog", isComplete: true),
        ]
      }
    }
  }

  func testUncompletingSortsBackUp() async {
    var todos = self.todos
    todos[2].isComplete = true
    todos.move(fromOffsets: [0], toOffset: 3)  // [dog, mom✓, milk]
    let store = self.makeStore(todos: todos)

    await store.send(.toggleCompletedButtonTapped(UUID(2))) {
      $0.$todos.withLock { $0[id: UUID(2)]?.isComplete = false }
    }
    await self.clock.advance(by: .seconds(1))
    // Nothing is completed any more: the sort keeps the order.
    await store.receive(\.sortCompletedTodos)
  }

  func testTogglingAMissingTodoDoesNothing() async {
    let store = self.makeStore(todos: self.todos)

    await store.send(.toggleCompletedButtonTapped(UUID(9)))
  }

  func testDeleteUsesOffsetsOfTheFilteredList() async {
    var todos = self.todos
    todos[1].isComplete = true
    let store = self.makeStore(todos: todos)

    await store.send(\.binding.filter, .active) {
      $0.filter = .active
    }
    // The active list is [milk, mom]: offset 1 is "Call mom".
    await store.send(.delete([1])) {
      $0.$todos.withLock { _ = $0.remove(id: UUID(2)) }
    }
    await store.send(\.binding.filter, .all) {
      $0.filter = .all
    }
    await store.send(.delete([0, 7])) {
      $0.$todos.withLock { _ = $0.remove(id: UUID(0)) }
    }
  }

  func testClearCompleted() async {
    var todos = self.todos
    todos[0].isComplete = true
    todos[2].isComplete = true
    let store = self.makeStore(todos: todos)

    await store.send(.clearCompletedButtonTapped) {
      $0.$todos.withLock { $0 = [self.todos[1]] }
    }
  }

  func testFilters() async {
    var todos = self.todos
    todos[1].isComplete = true
    let store = self.makeStore(todos: todos)

    XCTAssertEqual(
      store.state.filteredTodos.map(\.description), ["Buy milk", "Walk the dog", "Call mom"])
    await store.send(\.binding.filter, .completed) {
      $0.filter = .completed
    }
    XCTAssertEqual(store.state.filteredTodos.map(\.description), ["Walk the dog"])
    await store.send(\.binding.filter, .active) {
      $0.filter = .active
    }
    XCTAssertEqual(store.state.filteredTodos.map(\.description), ["Buy milk", "Call mom"])
    XCTAssertEqual(store.state.activeCount, 2)
    XCTAssertEqual(store.state.completedCount, 1)
  }

  func testMove() async {
    let store = self.makeStore(todos: self.todos)

    await store.send(.move([0], 3)) {
      $0.$todos.withLock { $0 = [self.todos[1], self.todos[2], self.todos[0]] }
    }
    await store.send(.move([2], 0)) {
      $0.$todos.withLock { $0 = self.todos }
    }
  }

  func testMoveUsesOffsetsOfTheFilteredList() async {
    var todos = self.todos
    todos.append(Todo(id: UUID(3), description: "Water the plants"))
    todos[1].isComplete = true
    let store = self.makeStore(todos: todos)

    await store.send(\.binding.filter, .active) {
      $0.filter = .active
    }
    // The active list is [milk, mom, plants]: "Water the plants" goes before "Call mom", which
    // is after the completed "Walk the dog" in the whole list.
    await store.send(.move([2], 1)) {
      $0.$todos.withLock { $0 = [todos[0], todos[1], todos[3], todos[2]] }
    }
    // To the end of the filtered list: the end of the whole list.
    await store.send(.move([0], 3)) {
      $0.$todos.withLock { $0 = [todos[1], todos[3], todos[2], todos[0]] }
    }
  }

  func testTodosAreSavedToAndLoadedFromTheTodosFile() async throws {
    let files = LockIsolated<[URL: Data]>([:])
    let state = withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      Todos.State()
    }
    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = self.clock
      $0.uuid = .incrementing
    }

    await store.send(.addTodoButtonTapped) {
      $0.editor = TodoEditor.State(todo: Todo(id: UUID(0)), isNew: true)
    }
    await store.send(.editor(.presented(.binding(.set(\.todo.description, "Buy milk"))))) {
      $0.editor?.todo.description = "Buy milk"
    }
    await store.send(.saveTodoButtonTapped) {
      $0.$todos.withLock { $0 = [Todo(id: UUID(0), description: "Buy milk")] }
      $0.editor = nil
    }
    let data = try XCTUnwrap(files.value[TodosFile.url])
    XCTAssertEqual(
      try JSONDecoder().decode([Todo].self, from: data),
      [Todo(id: UUID(0), description: "Buy milk")]
    )

    let reloaded = withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: LockIsolated(files.value))
    } operation: {
      Todos.State()
    }
    XCTAssertEqual(Array(reloaded.todos), [Todo(id: UUID(0), description: "Buy milk")])
  }

  func testTheTodosFileComesFromTheEnvironment() {
    setenv("TODOS_FILE", "/tmp/somewhere/my-todos.json", 1)
    defer { unsetenv("TODOS_FILE") }
    XCTAssertEqual(TodosFile.url, URL(fileURLWithPath: "/tmp/somewhere/my-todos.json"))
  }

  // MARK: - Helpers

  let todos: IdentifiedArrayOf<Todo> = [
    Todo(id: UUID(0), description: "Buy milk"),
    Todo(id: UUID(1), description: "Walk the dog"),
    Todo(id: UUID(2), description: "Call mom"),
  ]

  func makeStore(todos: IdentifiedArrayOf<Todo> = []) -> TestStoreOf<Todos> {
    let state = withDependencies {
      $0.defaultFileStorage = .inMemory
    } operation: {
      let state = Todos.State()
      state.$todos.withLock { $0 = todos }
      return state
    }
    return TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = self.clock
      $0.uuid = .incrementing
    }
  }
}
