import ComposableArchitecture
import Foundation

/// TCA's Todos example: a list of todos, saved to a file, that can be added, completed, edited,
/// deleted, filtered and reordered.
///
/// Completing a todo sorts the completed todos below the others after a second; completing
/// another within that second starts the second again (the sort is one cancellable effect,
/// restarted with `cancelInFlight`), so todos do not jump around while someone is ticking them
/// off.
@Reducer
public struct Todos {
  @ObservableState
  public struct State: Equatable {
    /// The add or edit form, when it is open.
    @Presents public var editor: TodoEditor.State?
    /// Which todos the list shows.
    public var filter: Filter
    /// Every todo, in the order shown, persisted to ``TodosFile/url``.
    @Shared(.todos) public var todos: IdentifiedArrayOf<Todo>

    public init(editor: TodoEditor.State? = nil, filter: Filter = .all) {
      self.editor = editor
      self.filter = filter
    }

    /// The todos the filter lets through, in order: the list on screen. Offsets in ``Action``
    /// (`delete`, `move`) are offsets in this list.
    var filteredTodos: IdentifiedArrayOf<Todo> {
      self.todos.filter(self.filter.includes)
    }

    /// How many todos are not done.
    var activeCount: Int {
      self.todos.count { !$0.isComplete }
    }

    /// How many todos are done.
    var completedCount: Int {
      self.todos.count { $0.isComplete }
    }
  }

  public enum Action: BindableAction, Equatable, Sendable {
    case addTodoButtonTapped
    /// The filter picker changed.
    case binding(BindingAction<State>)
    /// The editor's Cancel button: close it without saving.
    case cancelEditButtonTapped
    case clearCompletedButtonTapped
    /// Swipe to delete: offsets in ``State/filteredTodos``.
    case delete(IndexSet)
    case editTodoButtonTapped(Todo.ID)
    case editor(PresentationAction<TodoEditor.Action>)
    /// Drag to reorder: offsets in ``State/filteredTodos``, as `move(fromOffsets:toOffset:)`.
    case move(IndexSet, Int)
    /// The editor's Save button: add or update the todo and close the editor (a todo without a
    /// description is not saved: the editor stays open).
    case saveTodoButtonTapped
    /// The delay after a completion is over: sort the completed todos down.
    case sortCompletedTodos
    case toggleCompletedButtonTapped(Todo.ID)
  }

  enum CancelID {
    case todoCompletion
  }

  /// How long completed todos stay in place before they are sorted down.
  public static let sortDelay: Duration = .seconds(1)

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.editor = TodoEditor.State(todo: Todo(id: self.uuid()), isNew: true)
        return .none

      case .binding:
        return .none

      case .cancelEditButtonTapped:
        state.editor = nil
        return .none

      case .clearCompletedButtonTapped:
        state.$todos.withLock { $0.removeAll(where: \.isComplete) }
        return .none

      case let .delete(offsets):
        let filtered = state.filteredTodos
        let ids = offsets.filter(filtered.indices.contains).map { filtered[$0].id }
        state.$todos.withLock { todos in
          for id in ids {
            todos.remove(id: id)
          }
        }
        return .none

      case let .editTodoButtonTapped(id):
        guard let todo = state.todos[id: id] else { return .none }
        state.editor = TodoEditor.State(todo: todo, isNew: false)
        return .none

      case .editor:
        return .none

      case var .move(source, destination):
        // Offsets are in the filtered list: translate them to the whole list.
        let filtered = state.filteredTodos
        if state.filter != .all {
          source = IndexSet(
            source.filter(filtered.indices.contains)
              .compactMap { state.todos.index(id: filtered[$0].id) }
          )
          destination =
            destination < filtered.endIndex
            ? state.todos.index(id: filtered[destination].id) ?? state.todos.endIndex
            : state.todos.endIndex
        }
        state.$todos.withLock { $0.move(fromOffsets: source, toOffset: destination) }
        return .none

      case .saveTodoButtonTapped:
        guard let editor = state.editor, editor.canSave else { return .none }
        var todo = editor.todo
        todo.description = todo.description.trimmingCharacters(in: .whitespaces)
        state.$todos.withLock { todos in
          if todos[id: todo.id] == nil {
            todos.append(todo)
          } else {
            todos[id: todo.id] = todo
          }
        }
        state.editor = nil
        return .none

      case .sortCompletedTodos:
        state.$todos.withLock { todos in
          todos.sort { $1.isComplete && !$0.isComplete }
        }
        return .none

      case let .toggleCompletedButtonTapped(id):
        guard state.todos[id: id] != nil else { return .none }
        state.$todos.withLock { $0[id: id]?.isComplete.toggle() }
        return .run { send in
          try await self.clock.sleep(for: Self.sortDelay)
          await send(.sortCompletedTodos)
        }
        .cancellable(id: CancelID.todoCompletion, cancelInFlight: true)
      }
    }
    .ifLet(\.$editor, action: \.editor) {
      TodoEditor()
    }
  }
}
