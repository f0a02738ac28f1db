/// The context of a change to observed state, passed to the closure of
/// `observe(_:)` when it runs again.
///
/// A transaction is a small dictionary of values keyed by ``UITransactionKey`` types. Set values
/// with ``withUITransaction(_:_:_:)`` around a change (for example whether the UI should animate
/// it), and read them in the observation that reacts to the change:
///
/// ```swift
/// private enum AnimatedKey: UITransactionKey {
///   static let defaultValue = false
/// }
/// extension UITransaction {
///   var isAnimated: Bool {
///     get { self[AnimatedKey.self] }
///     set { self[AnimatedKey.self] = newValue }
///   }
/// }
///
/// withUITransaction(\.isAnimated, true) {
///   store.send(.expandButtonTapped)
/// }
/// ```
public struct UITransaction: Sendable {
  /// The transaction of the current task, set by ``withUITransaction(_:_:)``.
  @TaskLocal package static var current = UITransaction()

  private var storage: [ObjectIdentifier: any Sendable] = [:]

  /// Creates an empty transaction.
  public init() {}

  /// Creates a transaction with one value set.
  ///
  /// - Parameters:
  ///   - keyPath: The property of the transaction to set.
  ///   - value: Its value.
  public init<Value>(_ keyPath: WritableKeyPath<Self, Value>, _ value: Value) {
    self[keyPath: keyPath] = value
  }

  /// The value stored for a key, or its default value when none is.
  public subscript<Key: UITransactionKey>(key: Key.Type) -> Key.Value {
    get { self[_entry: key] ?? Key.defaultValue }
    set { self[_entry: key] = newValue }
  }

  /// The value stored under a type, if any.
  subscript<Key, Value: Sendable>(_entry key: Key.Type) -> Value? {
    get { self.storage[ObjectIdentifier(key)] as? Value }
    set { self.storage[ObjectIdentifier(key)] = newValue }
  }

  /// Sets every value `other` holds, replacing this transaction's values for the same keys.
  mutating func merge(_ other: UITransaction) {
    self.storage.merge(other.storage) { _, new in new }
  }

  /// Whether no value is set in this transaction.
  public var isEmpty: Bool {
    self.storage.isEmpty
  }
}
