import Foundation
import IssueReporting

/// A mechanism to communicate with a shared key's loaded value.
///
/// A ``SharedReaderKey`` resumes it exactly once from ``SharedReaderKey/load(context:continuation:)``,
/// with a value, with `nil` (the shared reference keeps its initial value) or with an error
/// (which becomes the reference's `loadError`). A continuation dropped without being resumed
/// is reported, and resumes with the initial value; a second resumption is reported and ignored.
public struct LoadContinuation<Value>: Sendable {
  let callback: Callback

  /// Resumes at most once; holds what it calls under a lock.
  ///
  /// A key that drops its continuation without resuming it, or resumes it again, is reported
  /// (by the key's description): the first resumes what waits with the initial value.
  // @unchecked Sendable: `lock` guards `body`.
  final class Callback: @unchecked Sendable {
    // `lock` protects `body`.
    private let lock = NSLock()
    private var body: ((Result<Value?, any Error>) -> Void)?
    /// The description of the key the continuation was handed to, for the reports.
    private let keyDescription: String

    init(keyDescription: String, _ body: @escaping (Result<Value?, any Error>) -> Void) {
      self.keyDescription = keyDescription
      self.body = body
    }

    deinit {
      guard let body = self.body else { return }
      reportIssue(
        """
        \(self.keyName) leaked its continuation without one of its resume methods being \
        invoked. This will cause tasks waiting on it to resume immediately.
        """
      )
      body(.success(nil))
    }

    func resume(_ result: Result<Value?, any Error>) {
      self.lock.lock()
      let body = self.body
      self.body = nil
      self.lock.unlock()
      guard let body else {
        reportIssue("\(self.keyName) tried to resume its continuation more than once.")
        return
      }
      body(result)
    }

    /// The key as the reports name it: its description in quotes, or "A shared key".
    private var keyName: String {
      self.keyDescription.isEmpty ? "A shared key" : "'\(self.keyDescription)'"
    }
  }

  init(keyDescription: String, _ body: @escaping (Result<Value?, any Error>) -> Void) {
    self.callback = Callback(keyDescription: keyDescription, body)
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
