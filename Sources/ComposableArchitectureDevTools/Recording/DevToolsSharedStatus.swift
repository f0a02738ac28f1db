import Foundation

/// What time travel did to one `@Shared` value of the store's state, for the page.
public struct DevToolsSharedStatus: Codable, Equatable, Sendable {
  /// What happened to the value.
  public enum Outcome: String, Codable, Sendable {
    /// Put back as it was after the action jumped to.
    case rewound
    /// Left as it is: the recording does not reach back to that action (see ``note``).
    case notRewound
    /// Changed by something other than the store while jumped: shown, and kept on resume.
    case changedOutside
    /// Put back to its latest value by a resume.
    case restored
  }

  /// The reference: its key (`.fileStorage(…/todos.json)`) or its value.
  public var name: String
  /// The value's type.
  public var type: String
  /// What happened to it.
  public var outcome: Outcome
  /// The sentence the page shows.
  public var note: String
}
