/// A type that can save and load state in an external system, and subscribe to its changes.
///
/// Conform to this protocol to persist the value of a ``Shared``:
///
/// ```swift
/// @Shared(.fileStorage(.documentsDirectory.appending(component: "settings.json")))
/// var settings = Settings()
/// ```
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves a value to storage, resuming the continuation exactly once.
  ///
  /// - Parameters:
  ///   - value: The value to save.
  ///   - context: Why the value is saved: after a mutation (``SaveContext/didSet``), or because
  ///     ``Shared/save()`` was called (``SaveContext/userInitiated``).
  ///   - continuation: A continuation to resume when the value is saved, or with an error.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}
