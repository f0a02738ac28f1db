import ComposableArchitecture
import ExampleSupport

/// Draws the todos screen as lines of text from a store: the header with the counts and the
/// filter, the list, and the editor when it is open.
///
/// It only reads the store, so an `observe { }` closure that calls it redraws whenever anything
/// it shows changes.
@MainActor
enum TodosView {
  /// The lines of the screen.
  ///
  /// - Parameters:
  ///   - store: The todos store.
  ///   - cursor: The highlighted row of the list (interactive sessions), or `nil`.
  ///   - showsKeys: Whether to end with a line listing the keys (interactive sessions).
  static func frame(
    _ store: StoreOf<Todos>, cursor: Int? = nil, showsKeys: Bool = false
  ) -> [String] {
    let todos = store.filteredTodos
    var lines: [String] = []
    lines.append(
      ANSI.bold("Todos")
        + " · \(store.activeCount) active · \(store.completedCount) completed"
    )
    lines.append(
      "Filter: "
        + Filter.allCases.map { filter in
          filter == store.filter ? ANSI.inverse("[\(filter.rawValue)]") : " \(filter.rawValue) "
        }
        .joined(separator: " ")
    )
    lines.append("")
    if todos.isEmpty {
      lines.append(ANSI.dim(store.todos.isEmpty ? "  Nothing to do yet." : "  No todos here."))
    }
    for (offset, todo) in todos.enumerated() {
      let box = todo.isComplete ? ANSI.color(.green, "[✓]") : "[ ]"
      let description =
        todo.isComplete ? ANSI.dim(ANSI.strikethrough(todo.description)) : todo.description
      let row = "\(offset + 1). \(box) \(description)"
      lines.append(offset == cursor ? ANSI.inverse("▸ " + ANSI.stripped(row)) : "  " + row)
    }
    if let editor = store.editor {
      lines.append("")
      lines.append(ANSI.bold(editor.isNew ? "New todo" : "Edit todo"))
      lines.append("  " + ANSI.underline(editor.todo.description + "▏"))
      if showsKeys {
        lines.append(ANSI.dim("  Enter: save · Esc: cancel"))
      }
    } else if showsKeys {
      lines.append("")
      lines.append(
        ANSI.dim(
          "↑↓ select · space toggle · a add · e edit · d delete · J/K move · f filter"
            + " · c clear completed · q quit"
        )
      )
    }
    return lines
  }
}
