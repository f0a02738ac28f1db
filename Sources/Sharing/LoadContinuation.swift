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
  // @unchecked Sendable: `lock` guards `body`; `description` is immutable and `Sendable`.
  final class Callback: @unchecked Sendable {
    // `lock` protects `body`.
    private let lock = NSLock()
    private var body: ((Result<Value?, any Error>) -> Void)?
    /// The description of the key the continuation was handed to, for the reports.
    private let description: KeyDescription

    init(description: KeyDescription, _ body: @escaping (Result<Value?, any Error>) -> Void) {
      self.description = description
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
      let description = self.description.text
      return description.isEmpty ? "A shared key" : "'\(description)'"
    }
  }

  init(keyDescription: String, _ body: @escaping (Result<Value?, any Error>) -> Void) {
    self.callback = Callback(description: .text(keyDescription), body)
  }

  /// Creates a continuation that hands its result to a closure: for a key that wraps another
  /// key, or a test that loads through a key directly.
  ///
  /// ```swift
  /// key.load(
  ///   context: .userInitiated,
  ///   continuation: LoadContinuation("my key") { result in print(result) }
  /// )
  /// ```
  ///
  /// The closure runs synchronously, at most once: `.success(value)` for
  /// ``resume(returning:)``, `.success(nil)` for ``resumeReturningInitialValue()``,
  /// `.failure(error)` for ``resume(throwing:)``. A second resumption is reported and ignored; a
  /// continuation whose copies all go away unresumed is reported and calls back `.success(nil)`.
  ///
  /// - Parameters:
  ///   - description: The key's description, which the reports quote (evaluated only for a
  ///     report; "A shared key" when empty).
  ///   - callback: A closure given the result.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    self.callback = Callback(description: .lazy(description), callback)
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

/// How a continuation names its key in reports: a description known when it was made, or one
/// computed only if a report needs it.
enum KeyDescription: Sendable {
  case text(String)
  case lazy(@Sendable () -> String)

  var text: String {
    switch self {
    case let .text(text): return text
    case let .lazy(description): return description()
    }
  }
}
