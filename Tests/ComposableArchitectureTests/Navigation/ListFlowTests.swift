import ComposableArchitecture
import Foundation
import XCTest

/// A row of ``NavTestTodos``: a description saved a moment after the last edit, and a checkbox.
@Reducer
private struct NavTestTodo {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var description = ""
    var isComplete = false
    var savedDescription: String?
  }

  enum Action: Equatable {
    case descriptionChanged(String)
    case saved(String)
    case toggleCompleteButtonTapped
  }

  /// The same identifier in every row: each row's save is its own.
  enum CancelID {
    case save
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .descriptionChanged(description):
        state.description = description
        return .run { send in
          try await self.clock.sleep(for: .seconds(2))
          await send(.saved(description))
        }
        .cancellable(id: CancelID.save, cancelInFlight: true)

      case let .saved(description):
        state.savedDescription = description
        return .none

      case .toggleCompleteButtonTapped:
        state.isComplete.toggle()
        return .none
      }
    }
  }
}

/// A list of to-dos in the shape of TCA's Todos example: rows added at the top, completed rows
/// sorted to the bottom a second after the last toggle, deleted, and cleared.
@Reducer
private struct NavTestTodos {
  @ObservableState
  struct State: Equatable {
    var todos: IdentifiedArrayOf<NavTestTodo.State> = []
  }

  enum Action: Equatable {
    case addTodoButtonTapped
    case clearCompletedButtonTapped
    case delete(IndexSet)
    case deleteButtonTapped(id: NavTestTodo.State.ID)
    case sortCompletedTodos
    case todos(IdentifiedActionOf<NavTestTodo>)
  }

  enum CancelID {
    case sort
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.insert(NavTestTodo.State(id: self.uuid()), at: 0)
        return .none

      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none

      case let .delete(offsets):
        state.todos.remove(atOffsets: offsets)
        return .none

      case let .deleteButtonTapped(id):
        state.todos.remove(id: id)
        return .none

      case .sortCompletedTodos:
        state.todos.sort { !$0.isComplete && $1.isComplete }
        return .none

      case .todos(.element(id: _, action: .toggleCompleteButtonTapped)):
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.sortCompletedTodos)
        }
        .cancellable(id: CancelID.sort, cancelInFlight: true)

      case .todos:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) {
      NavTestTodo()
    }
  }
}

/// A list with rows, end to end: `forEach(\.todos, action: \.todos)` with
/// `IdentifiedActionOf<NavTestTodo>`, driven by a test store and by row stores.
@MainActor
final class ListFlowTests: XCTestCase {
  func testAddEditCompleteDeleteAndClear() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestTodos.State()) {
      NavTestTodos()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }

    await store.send(.addTodoButtonTapped) {
      $0.todos = [NavTestTodo.State(id: UUID(0))]
    }
    await store.send(.addTodoButtonTapped) {
      $0.todos.insert(NavTestTodo.State(id: UUID(1)), at: 0)
    }
    await store.send(.addTodoButtonTapped) {
      $0.todos.insert(NavTestTodo.State(id: UUID(2)), at: 0)
    }
    XCTAssertEqual(store.state.todos.ids, [UUID(2), UUID(1), UUID(0)])

    // Edit rows through `\.todos[id:]`; each row saves on its own.
    await store.send(\.todos[id: UUID(0)].descriptionChanged, "Milk") {
      $0.todos[id: UUID(0)]?.description = "Milk"
    }
    await clock.advance(by: .seconds(1))
    await store.send(\.todos[id: UUID(1)].descriptionChanged, "Eggs") {
      $0.todos[id: UUID(1)]?.description = "Eggs"
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.todos[id: UUID(0)].saved, "Milk") {
      $0.todos[id: UUID(0)]?.savedDescription = "Milk"
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.todos(.element(id: UUID(1), action: .saved("Eggs")))) {
      $0.todos[id: UUID(1)]?.savedDescription = "Eggs"
    }

    // Completing two rows quickly sorts once, a second after the last toggle.
    await store.send(.todos(.element(id: UUID(2), action: .toggleCompleteButtonTapped))) {
      $0.todos[id: UUID(2)]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(\.todos[id: UUID(1)].toggleCompleteButtonTapped) {
      $0.todos[id: UUID(1)]?.isComplete = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortCompletedTodos) {
      $0.todos = [
        NavTestTodo.State(id: UUID(0), description: "Milk", savedDescription: "Milk"),
        NavTestTodo.State(id: UUID(2), isComplete: true),
        NavTestTodo.State(
          id: UUID(1), description: "Eggs", isComplete: true, savedDescription: "Eggs"
        ),
      ]
    }

    await store.send(.deleteButtonTapped(id: UUID(0))) {
      $0.todos.remove(id: UUID(0))
    }
    await store.send(.addTodoButtonTapped) {
      $0.todos.insert(NavTestTodo.State(id: UUID(3)), at: 0)
    }
    await store.send(.clearCompletedButtonTapped) {
      $0.todos = [NavTestTodo.State(id: UUID(3))]
    }
    await store.send(.delete([0])) {
      $0.todos = []
    }
  }

  func testDeletingARowCancelsItsEffectsOnly() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: NavTestTodos.State(
        todos: [NavTestTodo.State(id: UUID(0)), NavTestTodo.State(id: UUID(1))]
      )
    ) {
      NavTestTodos()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(\.todos[id: UUID(0)].descriptionChanged, "Milk") {
      $0.todos[id: UUID(0)]?.description = "Milk"
    }
    await store.send(\.todos[id: UUID(1)].descriptionChanged, "Eggs") {
      $0.todos[id: UUID(1)]?.description = "Eggs"
    }
    await store.send(.deleteButtonTapped(id: UUID(0))) {
      $0.todos.remove(id: UUID(0))
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.todos[id: UUID(1)].saved) {
      $0.todos[id: UUID(1)]?.savedDescription = "Eggs"
    }
  }

  func testActionForADeletedRowIsReported() async {
    let issues = await recordIssues {
      let store = TestStore(
        initialState: NavTestTodos.State(todos: [NavTestTodo.State(id: UUID(0))])
      ) {
        NavTestTodos()
      }
      await store.send(.deleteButtonTapped(id: UUID(0))) {
        $0.todos = []
      }
      await store.send(\.todos[id: UUID(0)].descriptionChanged, "Milk")
    }

    XCTAssertEqual(issues.count, 1, issues.description)
    XCTAssertTrue(
      issues.first?.message.contains("received an action for a missing element") == true,
      issues.description
    )
  }

  func testEditingRowsThroughTheirScopedStores() async {
    let clock = TestClock()
    let store = Store(initialState: NavTestTodos.State()) {
      NavTestTodos()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }

    store.send(.addTodoButtonTapped)
    store.send(.addTodoButtonTapped)
    let rows = store.scope(state: \.todos, action: \.todos)
    XCTAssertEqual(rows.map(\.state.id), [UUID(1), UUID(0)])

    rows[0].send(.toggleCompleteButtonTapped)
    rows[1].send(.toggleCompleteButtonTapped)
    rows[1].send(.toggleCompleteButtonTapped)
    XCTAssertEqual(store.todos.map(\.isComplete), [true, false])
    XCTAssertEqual(rows.map(\.isComplete), [true, false])

    // The row stores keep following their rows when the list is sorted.
    store.send(.sortCompletedTodos)
    XCTAssertEqual(store.todos.ids, [UUID(0), UUID(1)])
    XCTAssertEqual(rows[0].state.id, UUID(1))
    XCTAssertTrue(rows[0].isComplete)
    let sorted = store.scope(state: \.todos, action: \.todos)
    XCTAssertTrue(sorted[1] === rows[0])

    store.send(.clearCompletedButtonTapped)
    XCTAssertEqual(store.todos.ids, [UUID(0)])
    XCTAssertEqual(store.scope(state: \.todos, action: \.todos).count, 1)
  }
}
