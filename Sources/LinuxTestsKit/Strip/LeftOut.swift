/// Something `linux-tests` left out of the app's code, or changed in it, and why: by a rule when
/// stripping, or for a compiler error when pruning.
public struct LeftOut: Sendable, Codable, Equatable {
  public enum Kind: String, Sendable, Codable {
    /// Not compiled on Linux.
    case leftOut
    /// Kept, changed (an XCTest method made `async`, a `DependencyKey` made a
    /// `TestDependencyKey`).
    case changed
  }

  public var kind: Kind
  /// The app's file.
  public var file: String
  /// The declaration's first line in the app's file.
  public var line: Int
  /// Its last line there.
  public var endLine: Int
  /// The declaration, as `struct CounterView` or `static let liveValue`.
  public var declaration: String
  /// The rule that removed it, or the compiler's error.
  public var reason: String
  /// `strip`, or `prune round N`.
  public var stage: String
  /// What a person would do about it, with the page that says more.
  public var advice: String
  /// The module (target) the file belongs to.
  public var target: String
}
