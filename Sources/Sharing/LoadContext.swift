/// The context in which a value is loaded by a ``SharedReaderKey``.
public enum LoadContext<Value> {
  /// The value is loaded while initializing a shared reference, which has this initial value.
  case initialValue(Value)

  /// The value is loaded because ``Shared/load()`` (or ``SharedReader/load()``) was called.
  case userInitiated

  /// The initial value of the shared reference, if the context is ``initialValue(_:)``.
  public var initialValue: Value? {
    guard case let .initialValue(value) = self else { return nil }
    return value
  }
}

extension LoadContext: Sendable where Value: Sendable {}
