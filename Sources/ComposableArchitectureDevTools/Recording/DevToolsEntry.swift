import Foundation

/// One recorded action, as the devtools page shows it and as a session exports it.
public struct DevToolsEntry: Codable, Equatable, Sendable {
  /// The action's number in the session, from 1 (0 stands for the initial state).
  public var index: Int
  /// When the reducer ran, in seconds since 1970.
  public var timestamp: Double
  /// The action's case name, e.g. `tapped`.
  public var name: String
  /// The cases the action went through to reach its feature, with the stack element or row id
  /// where there is one, e.g. `["path[id: #1]", "detail"]`. Empty for the root feature.
  public var path: [String]
  /// The action dumped as Swift source (CustomDump), e.g. `.child(.setText("Hi"))`.
  public var action: String
  /// Whether an effect sent it (a `TestStore` test `receive`s it) rather than the user.
  public var isReceived: Bool
  /// How long the reducer took, in seconds.
  public var duration: Double
  /// Whether the action changed state.
  public var changed: Bool
  /// CustomDump's `−/+` diff of the state, or `nil` when nothing changed.
  public var diff: String?
  /// The state after the action in full, every `fullStateInterval` actions and in the first
  /// entry kept; the diffs in between lead from one full state to the next.
  public var state: String?
  /// The state changes as assignments, e.g. `$0.count = 1`, for "copy as test".
  public var assignments: [String]
  /// The effects the action started.
  public var effects: [DevToolsEffect]

  /// Creates an entry (the recorder makes them; importing a session decodes them).
  public init(
    index: Int,
    timestamp: Double,
    name: String,
    path: [String],
    action: String,
    isReceived: Bool,
    duration: Double,
    changed: Bool,
    diff: String?,
    state: String?,
    assignments: [String],
    effects: [DevToolsEffect]
  ) {
    self.index = index
    self.timestamp = timestamp
    self.name = name
    self.path = path
    self.action = action
    self.isReceived = isReceived
    self.duration = duration
    self.changed = changed
    self.diff = diff
    self.state = state
    self.assignments = assignments
    self.effects = effects
  }
}

/// An effect an action started: its id in the session, and how it is doing.
public struct DevToolsEffect: Codable, Equatable, Sendable {
  /// Where the effect is in its life.
  public enum Status: String, Codable, Sendable {
    /// Returned by the reducer; its task has not started yet.
    case returned
    /// Its task is running.
    case running
    /// Its operation returned.
    case finished
    /// Its operation threw an error that was not a cancellation.
    case failed
    /// It was cancelled.
    case cancelled
  }

  /// The effect's number in the session.
  public var id: Int
  /// The name given to `Effect.run(name:)`, if any.
  public var name: String?
  /// The id given to `cancellable(id:)`, dumped, if any.
  public var cancelID: String?
  /// Where the effect is: returned, running, finished, failed or cancelled.
  public var status: Status
  /// The error it threw, dumped, when it failed.
  public var error: String?

  /// Creates an effect record.
  public init(
    id: Int, name: String? = nil, cancelID: String? = nil, status: Status, error: String? = nil
  ) {
    self.id = id
    self.name = name
    self.cancelID = cancelID
    self.status = status
    self.error = error
  }
}

/// A whole session, as exported to and imported from JSON.
public struct DevToolsSession: Codable, Equatable, Sendable {
  /// The format's version; import rejects others.
  public var version: Int
  /// The name given to `devTools(name:)`.
  public var name: String
  /// The feature's reducer type, used as the feature of "copy as test".
  public var feature: String
  /// The state before the first entry kept, dumped.
  public var initialState: String?
  /// How often entries carry the full state.
  public var fullStateInterval: Int
  /// The recorded actions, oldest first.
  public var entries: [DevToolsEntry]

  /// Creates a session (an export decodes to one).
  public init(
    version: Int = 1,
    name: String,
    feature: String,
    initialState: String?,
    fullStateInterval: Int,
    entries: [DevToolsEntry]
  ) {
    self.version = version
    self.name = name
    self.feature = feature
    self.initialState = initialState
    self.fullStateInterval = fullStateInterval
    self.entries = entries
  }

  /// The session as JSON text.
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// Reads a session exported by ``json()``, or throws an error saying what is wrong.
  public static func decode(json: String) throws -> Self {
    let session: Self
    do {
      session = try JSONDecoder().decode(Self.self, from: Data(json.utf8))
    } catch let error as DecodingError {
      throw DevToolsError(message: "Not a devtools session: \(describe(error))")
    } catch {
      throw DevToolsError(message: "Not a devtools session: \(error)")
    }
    guard session.version == 1 else {
      throw DevToolsError(message: "Unsupported session version \(session.version) (expected 1).")
    }
    return session
  }
}

/// A problem with a message or a file the page sent, shown on the page.
public struct DevToolsError: Error, Equatable, CustomStringConvertible {
  /// What went wrong, for the page.
  public var message: String
  /// The message.
  public var description: String { self.message }
}

/// A decoding error in a sentence, with where it happened.
func describe(_ error: DecodingError) -> String {
  func path(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
      .joined()
    return path.isEmpty ? "" : " at \(path)"
  }
  switch error {
  case let .keyNotFound(key, context):
    return "missing \"\(key.stringValue)\"\(path(context))."
  case let .typeMismatch(_, context), let .valueNotFound(_, context):
    // Foundation's descriptions may end with their own period.
    let description = context.debugDescription
    return "\(description.hasSuffix(".") ? String(description.dropLast()) : description)"
      + "\(path(context))."
  case let .dataCorrupted(context):
    return "invalid JSON\(path(context)) (\(context.debugDescription))."
  @unknown default:
    return "\(error)"
  }
}
