import Foundation

/// A mechanism to communicate with a shared key's saved value.
///
/// A ``SharedKey`` resumes it exactly once from ``SharedKey/save(_:context:continuation:)``;
/// an error becomes the reference's `saveError`. A continuation dropped without being resumed is
/// reported, and resumes as saved; a second resumption is reported and ignored.
public struct SaveContinuation: Sendable {
  let callback: LoadContinuation<Void>.Callback

  init(keyDescription: String, _ body: @escaping (Result<Void, any Error>) -> Void) {
    self.callback = LoadContinuation<Void>.Callback(description: .text(keyDescription)) {
      result in
      body(result.map { _ in () })
    }
  }

  /// Creates a continuation that hands its result to a closure: for a key that wraps another
  /// key, or a test that saves through a key directly.
  ///
  /// ```swift
  /// key.save(
  ///   value, context: .userInitiated,
  ///   continuation: SaveContinuation("my key") { result in print(result) }
  /// )
  /// ```
  ///
  /// The closure runs synchronously, at most once: `.success(nil)` for ``resume()``,
  /// `.failure(error)` for ``resume(throwing:)``. A second resumption is reported and ignored; a
  /// continuation whose copies all go away unresumed is reported and calls back `.success(nil)`.
  ///
  /// - Parameters:
  ///   - description: The key's description, which the reports quote (evaluated only for a
  ///     report; "A shared key" when empty).
  ///   - callback: A closure given the result.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Never?, any Error>) -> Void
  ) {
    self.callback = LoadContinuation<Void>.Callback(description: .lazy(description)) { result in
      callback(result.map { _ in nil })
    }
  }

  /// Resumes the task awaiting the continuation.
  public func resume() {
    self.callback.resume(.success(()))
  }

  /// Resumes the task awaiting the continuation by having it throw the given error.
  public func resume(throwing error: any Error) {
    self.callback.resume(.failure(error))
  }

  /// Resumes the task awaiting the continuation with a result.
  public func resume(with result: Result<Void, any Error>) {
    self.callback.resume(result.map { $0 })
  }
}
