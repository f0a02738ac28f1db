/// A mechanism to synchronize with a shared key's external system.
///
/// A ``SharedReaderKey`` yields to it, from
/// ``SharedReaderKey/subscribe(context:subscriber:)``, every time the value changes outside of
/// the shared reference (another process writing the file, another part of the program writing
/// the user defaults).
///
/// A shared reference makes the subscriber it hands to its key; a key that wraps another key, or
/// a test of a key, makes its own with ``init(callback:onLoading:)``:
///
/// ```swift
/// let subscriber = SharedSubscriber<Int>(callback: { result in print(result) })
/// let subscription = key.subscribe(context: .userInitiated, subscriber: subscriber)
/// ```
public struct SharedSubscriber<Value>: Sendable {
  let callback: @Sendable (Result<Value?, any Error>) -> Void
  let onLoading: (@Sendable (Bool) -> Void)?

  /// Creates a subscriber that hands what it is given to closures, synchronously, every time.
  ///
  /// - Parameters:
  ///   - callback: Called with every yield: `.success(value)` for ``yield(_:)``, `.success(nil)`
  ///     for ``yieldReturningInitialValue()``, `.failure(error)` for ``yield(throwing:)``, and
  ///     the result given to ``yield(with:)``.
  ///   - onLoading: Called with the loading state given to ``yieldLoading(_:)``, if any.
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)? = nil
  ) {
    self.callback = callback
    self.onLoading = onLoading
  }

  /// Yields an updated value from an external source.
  public func yield(_ value: Value) {
    self.callback(.success(value))
  }

  /// Yields the initial value provided to the property wrapper when none exists in the external
  /// source.
  public func yieldReturningInitialValue() {
    self.callback(.success(nil))
  }

  /// Yields an error from an external source: it becomes the reference's `loadError`.
  public func yield(throwing error: any Error) {
    self.callback(.failure(error))
  }

  /// Yields a result of an updated value (`nil` for the initial value) or an error.
  public func yield(with result: Result<Value?, any Error>) {
    self.callback(result)
  }

  /// Yields a loading state from the external source.
  public func yieldLoading(_ isLoading: Bool = true) {
    self.onLoading?(isLoading)
  }
}
