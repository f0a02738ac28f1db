import ComposableArchitecture
import Foundation

/// A todo: what to do, and whether it is done. Saved to the todos file as JSON.
public struct Todo: Codable, Equatable, Identifiable, Sendable {
  public var id: UUID
  /// What to do.
  public var description: String
  /// Whether it is done.
  public var isComplete: Bool

  /// Creates a todo, not done by default.
  public init(id: UUID, description: String = "", isComplete: Bool = false) {
    self.id = id
    self.description = description
    self.isComplete = isComplete
  }
}

/// Which todos the list shows.
public enum Filter: String, CaseIterable, Codable, Equatable, Sendable {
  case all = "All"
  case active = "Active"
  case completed = "Completed"

  /// Whether a todo passes the filter.
  public func includes(_ todo: Todo) -> Bool {
    switch self {
    case .all: return true
    case .active: return !todo.isComplete
    case .completed: return todo.isComplete
    }
  }
}
