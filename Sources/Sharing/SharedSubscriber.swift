/// A mechanism to synchronize with a shared key's external system.
///
/// A ``SharedReaderKey`` yields to it, from
/// ``SharedReaderKey/subscribe(context:subscriber:)``, every time the value changes outside of
/// the shared reference (another process writing the file, another part of the program writing
/// the user defaults).
public struct SharedSubscriber<Value>: Sendable {
  let callback: @Sendable (Result<Value?, any Error>) -> Void
  let onLoading: @Sendable (Bool) -> Void

  init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: @escaping @Sendable (Bool) -> Void = { _ in }
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
    self.onLoading(isLoading)
  }
}
