import Foundation
import IssueReporting
import OpenCombineShim

extension Effect {
  /// An effect that runs `attemptToFulfill` when started and emits the result it calls back with.
  public static func future(
    _ attemptToFulfill: @escaping (@escaping (Result<Output, Failure>) -> Void) -> Void
  ) -> Effect {
    Deferred { Future(attemptToFulfill) }.eraseToEffect()
  }

  /// An effect that runs `attemptToFulfill` when started and emits its result.
  public static func result(_ attemptToFulfill: @escaping () -> Result<Output, Failure>) -> Effect {
    Deferred { Future<Output, Failure> { $0(attemptToFulfill()) } }.eraseToEffect()
  }

  /// An effect that runs `work` when started, emits what it sends to the subscriber, and stops
  /// when it completes or when the effect is cancelled (calling the cancellable it returns).
  public static func run(
    _ work: @escaping (Effect.Subscriber) -> Cancellable
  ) -> Effect {
    Effect(storage: .publisher(Create(work).eraseToAnyPublisher()))
  }

  /// An effect that runs `work` when started and emits nothing.
  public static func fireAndForget(_ work: @escaping () throws -> Void) -> Effect {
    Deferred { () -> Empty<Output, Failure> in
      try? work()
      return Empty(completeImmediately: true)
    }
    .eraseToEffect()
  }
}

extension Effect where Failure == Swift.Error {
  /// An effect that runs `work` when started and emits its value or the error it throws.
  public static func catching(_ work: @escaping () throws -> Output) -> Effect {
    .future { callback in callback(Result { try work() }) }
  }
}

extension Effect where Failure == Swift.Error {
  /// An effect that runs an asynchronous throwing operation and emits its result or error (the
  /// 0.24–0.38 form, a failing publisher; from 0.39, `Effect<Output, Never>.task` with `catch:`).
  public static func task(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable () async throws -> Output
  ) -> Effect {
    .run { subscriber in
      // The subscriber is used by the task alone from here on.
      let subscriber = UncheckedSendable(subscriber)
      let task = Task(priority: priority) {
        do {
          let output = try await operation()
          guard !Task.isCancelled else { return }
          subscriber.value.send(output)
          subscriber.value.send(completion: .finished)
        } catch {
          guard !Task.isCancelled else { return }
          subscriber.value.send(completion: .failure(error))
        }
      }
      return AnyCancellable { task.cancel() }
    }
  }
}

extension Effect {
  /// An effect that reports a test failure if it ever runs; use it for the dependencies a test
  /// does not expect to be used (0.17–0.38.1; renamed ``unimplemented(_:)`` in 0.38.2).
  public static func failing(_ prefix: String) -> Effect {
    .fireAndForget {
      reportIssue("\(prefix.isEmpty ? "" : "\(prefix) - ")A failing effect ran.")
    }
  }

  /// An effect that reports a test failure if it ever runs; use it for the dependencies a test
  /// does not expect to be used (0.38.2+).
  ///
  /// ```swift
  /// let environment = AppEnvironment(fetch: { _ in .unimplemented("fetch") })
  /// ```
  public static func unimplemented(_ prefix: String) -> Effect {
    .fireAndForget {
      reportIssue("\(prefix.isEmpty ? "" : "\(prefix) - ")An unimplemented effect ran.")
    }
  }
}
