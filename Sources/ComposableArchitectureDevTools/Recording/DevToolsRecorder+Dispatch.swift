import ComposableArchitecture
import Foundation

/// Sending an action from the page, as Redux DevTools' dispatcher does, where the feature's
/// `Action` is `Decodable`: the JSON of Swift's synthesized coding, `{"increment":{}}`,
/// `{"child":{"_0":{"setText":{"_0":"Hi"}}}}`.
extension DevToolsRecorder {
  /// Whether the page can send actions: the feature's `Action` is `Decodable`.
  public var canSendActions: Bool { Action.self is any Decodable.Type }

  /// The cases of `Action` the recording has seen, most recent first, each with the JSON of its
  /// latest action (when `Action` is `Encodable`); `nil` when `Action` is not `Decodable`.
  ///
  /// Swift cannot list an enum's cases, so the page lists those the log has met; any other case
  /// can be typed in.
  public var actionCases: [DevToolsActionCase]? {
    guard self.canSendActions else { return nil }
    // The latest actions are enough to name the cases in use; the log may hold thousands.
    let actions = self.lock.withLock { self.records.suffix(500).map(\.action) }
    var cases: [DevToolsActionCase] = []
    for action in actions.reversed() {
      guard let name = actionComponents(action).first,
        !cases.contains(where: { $0.name == name })
      else { continue }
      let example = (action as? any Encodable).flatMap { try? encodeJSON($0) }
      cases.append(DevToolsActionCase(name: name, example: example ?? #"{"\#(name)":{}}"#))
    }
    return cases
  }

  /// `Feature.Action`, as the page names it.
  private var actionTypeName: String {
    String(reflecting: Action.self).split(separator: ".").suffix(2).joined(separator: ".")
  }

  /// Decodes `json` as an action and sends it to the store, where it runs and is recorded like
  /// any other; throws an error saying what is wrong when it does not decode, and then sends
  /// nothing.
  @MainActor
  public func send(json: String) throws {
    guard let type = Action.self as? any Decodable.Type else {
      throw DevToolsError(
        message: "\(actionTypeName) is not Decodable: make it Decodable to send actions from "
          + "the page."
      )
    }
    let decoded: Any
    do {
      decoded = try decodeJSON(type, json)
    } catch {
      let reason = (error as? DecodingError).map(describe) ?? "\(error)"
      let seen = (self.actionCases ?? []).map(\.name)
      throw DevToolsError(
        message: "Not a \(actionTypeName): \(reason) Nothing was sent. A case is written "
          + #"{"name":{}}, or {"name":{"_0":payload}} with a payload"#
          + (seen.isEmpty ? "." : "; the log has seen: \(seen.joined(separator: ", ")).")
      )
    }
    guard let action = decoded as? Action, let send = self.lock.withLock({ self.send }) else {
      throw DevToolsError(message: "The store has not run an action yet: nothing to send to.")
    }
    send(action)
  }
}

private func decodeJSON<T: Decodable>(_: T.Type, _ json: String) throws -> T {
  try JSONDecoder().decode(T.self, from: Data(json.utf8))
}

private func encodeJSON<T: Encodable>(_ value: T) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}
