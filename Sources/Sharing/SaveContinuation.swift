import Foundation

/// A mechanism to communicate with a shared key's saved value.
///
/// A ``SharedKey`` resumes it exactly once from ``SharedKey/save(_:context:continuation:)``;
/// an error becomes the reference's `saveError`. A continuation dropped without being resumed is
/// reported, and resumes as saved; a second resumption is reported and ignored.
public struct SaveContinuation: Sendable {
  let callback: LoadContinuation<Void>.Callback

  init(keyDescription: String, _ body: @escaping (Result<Void, any Error>) -> Void) {
    self.callback = LoadContinuation<Void>.Callback(keyDescription: keyDescription) { result in
      body(result.map { _ in () })
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
