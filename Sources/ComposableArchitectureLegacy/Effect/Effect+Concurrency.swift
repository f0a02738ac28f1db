import ComposableArchitecture
import CustomDump
import Foundation
import IssueReporting
import OpenCombineShim

// The async effects of 0.39–0.40, on the publisher-based `Effect<Output, Failure>`: as there,
// each runs its work in a task on the main thread (`run`'s on the main actor, `task`'s on no
// actor but on the main thread, as under 0.39's Swift), which emits what it produces there, and
// cancelling the effect (`cancel(id:)`, the store going away, a cancelled `ViewStoreTask`)
// cancels the task.

/// What ``Effect/run(priority:operation:catch:file:fileID:line:)`` gives its work to send
/// actions back into the store (0.39+).
///
/// ```swift
/// return .run { send in
///   for await event in environment.events() {
///     await send(.event(event))
///   }
/// }
/// ```
///
/// Sending from a cancelled task does nothing.
@MainActor
public struct Send<Action> {
  /// Sends an action into the store.
  public let send: @MainActor (Action) -> Void

  /// Creates a send from a function that sends actions.
  public init(send: @escaping @MainActor (Action) -> Void) {
    self.send = send
  }

  /// Sends an action back into the store, unless the task is cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    self.send(action)
  }
}

extension Effect where Failure == Never {
  /// An effect that runs an asynchronous operation and emits its result; an error it throws is
  /// turned into an output by `handler`, and is otherwise reported (0.39+).
  ///
  /// ```swift
  /// case .factButtonTapped:
  ///   return .task { [count = state.count] in
  ///     await .factResponse(TaskResult { try await environment.fact.fetch(count) })
  ///   }
  /// ```
  ///
  /// A cancelled operation emits nothing.
  ///
  /// The operation runs on the main thread unless it is isolated elsewhere, as async work on no
  /// actor ran where it was called from (0.39's task, on the main actor) under the Swift of
  /// 0.39, before SE-0338; what it awaits on an actor runs there. On no actor or on the main
  /// actor, its output is sent as it returns, before the main thread does anything else, so a
  /// subscriber has it by the time anything the operation signalled runs. Long synchronous work
  /// belongs off the main thread: in an actor, or under
  /// `withTaskExecutorPreference(globalConcurrentExecutor)`.
  public static func task(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable () async throws -> Output,
    catch handler: (@Sendable (any Error) async -> Output)? = nil,
    file: StaticString = #filePath,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Effect {
    Effect.run { subscriber in
      // Only the task uses the subscriber from here on.
      let subscriber = UncheckedSendable(subscriber)
      // On no actor, preferring the main thread (see `MainThreadTaskExecutor`): the operation
      // runs in the same job as the sending of what it returns, or, isolated to the main actor,
      // in the job just before it.
      let task = Task(executorPreference: MainThreadTaskExecutor.shared, priority: priority) {
        defer { subscriber.value.send(completion: .finished) }
        let output: Output
        do {
          try Task.checkCancellation()
          output = try await operation()
        } catch is CancellationError {
          return
        } catch {
          guard let handler else {
            reportUnhandledError(error, in: "Effect.task", fileID: fileID, file: file, line: line)
            return
          }
          let recovered = await handler(error)
          guard !Task.isCancelled else { return }
          subscriber.value.send(recovered)
          return
        }
        guard !Task.isCancelled else { return }
        subscriber.value.send(output)
      }
      return AnyCancellable { task.cancel() }
    }
  }

  /// An effect that runs asynchronous work which sends any number of actions back into the
  /// store; an error it throws goes to `handler`, and is otherwise reported (0.39+).
  ///
  /// ```swift
  /// case .onAppear:
  ///   return .run { send in
  ///     for await value in environment.numbers() {
  ///       await send(.number(value))
  ///     }
  ///   }
  /// ```
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Output>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Output>) async -> Void)? = nil,
    file: StaticString = #filePath,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Effect {
    .asyncWork(
      priority: priority, name: "Effect.run", fileID: fileID, file: file, line: line,
      operation: operation, catch: handler
    )
  }

  /// The task behind `task` and `run`: runs `operation` with a `Send` into the subscriber,
  /// hands an error it throws to `handler`, or reports it naming the effect (`name`), and
  /// completes when the work ends; cancelling the subscription cancels the task.
  private static func asyncWork(
    priority: TaskPriority?,
    name: String,
    fileID: StaticString,
    file: StaticString,
    line: UInt,
    operation: @escaping @Sendable (_ send: Send<Output>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Output>) async -> Void)?
  ) -> Effect {
    Effect.run { subscriber in
      // Only the task uses the subscriber from here on.
      let subscriber = UncheckedSendable(subscriber)
      let task = Task(priority: priority) { @MainActor in
        defer { subscriber.value.send(completion: .finished) }
        let send = Send<Output> { subscriber.value.send($0) }
        do {
          try await operation(send)
        } catch is CancellationError {
          return
        } catch {
          guard let handler else {
            reportUnhandledError(error, in: name, fileID: fileID, file: file, line: line)
            return
          }
          await handler(error, send)
        }
      }
      return AnyCancellable { task.cancel() }
    }
  }
}

extension Effect {
  /// An effect that runs asynchronous work and emits nothing; an error it throws is ignored
  /// (0.39+).
  ///
  /// ```swift
  /// return .fireAndForget {
  ///   try await environment.analytics.track("tapped")
  /// }
  /// ```
  public static func fireAndForget(
    priority: TaskPriority? = nil,
    _ work: @escaping @Sendable () async throws -> Void
  ) -> Effect {
    Effect<Void, Never>.task(priority: priority) { try? await work() }
      .fireAndForget()
  }

  /// Runs this effect and `other` at the same time (0.39+).
  public func merge(with other: Effect) -> Effect {
    .merge(self, other)
  }

  /// Runs this effect, then `other` once it completes (0.39+).
  public func concatenate(with other: Effect) -> Effect {
    .concatenate(self, other)
  }
}

/// A value that is either a success or a failure with any error, for the result of async work
/// in an `Equatable` action (0.39+): `case factResponse(TaskResult<String>)`.
///
/// It is the 1.x module's `TaskResult`, which compares as 0.x's did: successes by their values,
/// failures by their errors when those are `Equatable` (of the same type and equal), and two
/// errors that are not `Equatable` as unequal, with a report that asks for the conformance.
public typealias TaskResult = ComposableArchitecture.TaskResult

/// Reports, in 0.39's words, an error that an async effect threw with no `catch` handler.
private func reportUnhandledError(
  _ error: any Error, in effect: String, fileID: StaticString, file: StaticString, line: UInt
) {
  var errorDump = ""
  customDump(error, to: &errorDump, indent: 4)
  reportIssue(
    """
    An '\(effect)' returned from "\(fileID):\(line)" threw an unhandled error. …

    \(errorDump)

    All non-cancellation errors must be explicitly handled via the 'catch' parameter on \
    '\(effect)', or via a 'do' block.
    """,
    fileID: fileID, filePath: file, line: line
  )
}
