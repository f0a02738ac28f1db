/// A class whose instances are equal only to themselves and hash by identity: adopt it to use
/// objects as navigation path elements or dictionary keys.
///
/// ```swift
/// final class Box: HashableObject { var n = 0 }
/// Box() == Box()   // false
/// ```
public protocol HashableObject: AnyObject, Hashable {}

extension HashableObject {
  /// Whether two references are the same instance.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs === rhs
  }

  /// Hashes the instance's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
