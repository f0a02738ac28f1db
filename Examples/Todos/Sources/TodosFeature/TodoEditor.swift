import ComposableArchitecture
import Foundation

/// The form that adds a todo or edits one: a text field, on a copy of the todo.
///
/// Its Save and Cancel buttons belong to the parent (``Todos/Action/saveTodoButtonTapped`` and
/// ``Todos/Action/cancelEditButtonTapped``), as in TCA's SyncUps: the parent decides what saving
/// means and closes the form.
@Reducer
public struct TodoEditor {
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The todo being written.
    public var todo: Todo
    /// Whether the todo is not in the list yet (the editor was opened to add it).
    var isNew: Bool

    init(todo: Todo, isNew: Bool) {
      self.todo = todo
      self.isNew = isNew
    }

    /// Whether Save does anything: a todo needs a description.
    var canSave: Bool {
      !self.todo.description.trimmingCharacters(in: .whitespaces).isEmpty
    }
  }

  public enum Action: BindableAction, Equatable, Sendable {
    /// The text field changed.
    case binding(BindingAction<State>)
  }

  init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
  }
}
