import Foundation

/// A mechanism to communicate with a shared key's loaded value.
///
/// A ``SharedReaderKey`` resumes it exactly once from ``SharedReaderKey/load(context:continuation:)``,
/// with a value, with `nil` (the shared reference keeps its initial value) or with an error
/// (which becomes the reference's `loadError`). Later resumptions are ignored.
public struct LoadContinuation<Value>: Sendable {
  let callback: Callback

  /// Resumes at most once; holds what it calls under a lock.
  // @unchecked Sendable: `lock` guards `body`.
  final class Callback: @unchecked Sendable {
    // `lock` protects `body`.
    private let lock = NSLock()
    private var body: ((Result<Value?, any Error>) -> Void)?

    init(_ body: @escaping (Result<Value?, any Error>) -> Void) { self.body = body }

    func resume(_ result: Result<Value?, any Error>) {
      self.lock.lock()
      let body = self.body
      self.body = nil
      self.lock.unlock()
      body?(result)
    }
  }

  init(_ body: @escaping (Result<Value?, any Error>) -> Void) {
    self.callback = Callback(body)
  }

  /// Resumes the task awaiting the continuation by having it return the initial value.
  public func resumeReturningInitialValue() {
    self.callback.resume(.success(nil))
  }

  /// Resumes the task awaiting the continuation by having it return the given value.
  public func resume(returning value: Value) {
    self.callback.resume(.success(value))
  }

  /// Resumes the task awaiting the continuation by having it throw the given error.
  public func resume(throwing error: any Error) {
    self.callback.resume(.failure(error))
  }

  /// Resumes the task awaiting the continuation with a result: a value, `nil` for the initial
  /// value, or an error.
  public func resume(with result: Result<Value?, any Error>) {
    self.callback.resume(result)
  }
}
