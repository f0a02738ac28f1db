/// A key for a value stored in a ``UITransaction``.
///
/// Declare a type that conforms, and a computed property on `UITransaction` that reads and
/// writes `self[MyKey.self]`.
public protocol UITransactionKey {
  /// The type of the value.
  associatedtype Value: Sendable

  /// The value read when the transaction holds none for this key.
  static var defaultValue: Value { get }
}
