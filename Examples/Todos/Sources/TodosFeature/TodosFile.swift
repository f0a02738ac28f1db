import ComposableArchitecture
import Foundation

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<Todo>>.Default {
  /// The todos, persisted as JSON in ``TodosFile/url``; an empty list until the file exists.
  ///
  /// Tests get an in-memory file system (`defaultFileStorage`), so they never touch the file.
  public static var todos: Self {
    Self[.fileStorage(TodosFile.url), default: []]
  }
}

/// Where the todos are saved.
public enum TodosFile {
  /// `$TODOS_FILE` if set; otherwise `todos.json` in `$XDG_DATA_HOME/open-composable-architecture`
  /// (`~/.local/share/open-composable-architecture` when `XDG_DATA_HOME` is not set).
  public static var url: URL {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["TODOS_FILE"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    let dataHome =
      environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser
      .appendingPathComponent(".local/share")
    return
      dataHome
      .appendingPathComponent("open-composable-architecture")
      .appendingPathComponent("todos.json")
  }
}
