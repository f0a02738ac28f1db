/// The context in which a value is saved by a ``SharedKey``.
public enum SaveContext: Hashable, Sendable {
  /// The value is saved because it was mutated (with `withLock`).
  case didSet

  /// The value is saved because ``Shared/save()`` was called.
  case userInitiated
}
