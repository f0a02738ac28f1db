extension Effect {
  /// Wraps an asynchronous unit of work that can emit actions any number of times.
  ///
  /// ```swift
  /// case .numberFactButtonTapped:
  ///   return .run { [count = state.count] send in
  ///     await send(.numberFactResponse(try await numberFact.fetch(count)))
  ///   }
  /// ```
  ///
  /// The dependencies in effect where the effect is created are the ones the operation sees.
  /// Cancellation errors, and any error thrown once the effect was cancelled, end the effect
  /// quietly; any other error is handed to `handler`, or, if there is none, reported as an issue.
  ///
  /// - Parameters:
  ///   - priority: Priority of the underlying task.
  ///   - name: A name for the underlying task, for debugging.
  ///   - operation: The work to perform, given a ``Send`` to feed actions back.
  ///   - handler: Handles an error thrown by `operation`.
  // Inlinable, as are `cancellable` and `merge`: the feature's module specializes them to its
  // action type, which saves the generic metadata lookups of each effect built
  // (`Effects.BuildOnly(10000)`).
  @inlinable
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    // The dependencies where the effect is made, bound again where it runs: what
    // `withEscapedDependencies`'s continuation does, without the two more task locals its
    // `yield` binds in debug builds (where tests run).
    let dependencies = DependencyValues._current
    return Self(
      operation: .run(
        RunOperation(name: name, priority: priority) { send in
          await DependencyValues.$_current.withValue(dependencies) {
            do {
              try await operation(send)
            } catch is CancellationError {
              return
            } catch {
              // Clients throw their own errors when cancelled (say, a URL session's
              // `cancelled` error): once the effect is cancelled, any error is ignored.
              guard !Task.isCancelled else { return }
              guard let handler else {
                _reportUnhandledError(
                  error, fileID: fileID, filePath: filePath, line: line, column: column
                )
                return
              }
              _EffectFailure.report?(error)
              await handler(error, send)
            }
          }
        }
      )
    )
  }
}

/// Reports an error that an `Effect.run` without a `catch` handler threw, and hands it to an
/// inspector watching the effect (devtools).
@usableFromInline
func _reportUnhandledError(
  _ error: any Error,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) {
  _EffectFailure.report?(error)
  reportIssue(
    """
    An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error.

    \(String(customDumping: error).indent(by: 4))

    All non-cancellation errors must be explicitly handled via the "catch" \
    parameter on "Effect.run", or via a "do" block.
    """,
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
}
