import Foundation

/// A case of the feature's `Action` the page offers to send, with an example of its JSON.
public struct DevToolsActionCase: Codable, Equatable, Sendable {
  /// The case's name: `increment`, `child`.
  public var name: String
  /// The JSON of the latest recorded action of this case (when `Action` is also `Encodable`),
  /// or of the case without a payload: `{"increment":{}}`.
  public var example: String
}
