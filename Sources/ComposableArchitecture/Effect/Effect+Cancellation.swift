extension Effect {
  /// Turns an effect into one that can be cancelled by ``cancel(id:)`` with the same identifier.
  ///
  /// ```swift
  /// case .searchQueryChanged(let query):
  ///   return .run { send in
  ///     await send(.searchResponse(try await search(query)))
  ///   }
  ///   .cancellable(id: CancelID.search, cancelInFlight: true)
  /// ```
  ///
  /// Identifiers are scoped to the store that runs the effect (and, with navigation, to the
  /// presented feature), so two stores never cancel each other's work.
  ///
  /// - Parameters:
  ///   - id: The effect's identifier.
  ///   - cancelInFlight: Whether to cancel any running effect with the same identifier before
  ///     starting this one.
  ///
  /// Making ``none`` cancellable gives ``none``: it cancels nothing in flight, as in TCA.
  @inlinable
  public func cancellable<ID: Hashable & Sendable>(id: ID, cancelInFlight: Bool = false) -> Self {
    if self.isNone {
      return .none
    }
    return Self(operation: .cancellable(_CancelID(id: id), cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels every running effect marked with the identifier.
  ///
  /// As in TCA, it also cancels the effects marked with that identifier by the feature's
  /// presented, `ifLet` and `forEach` children (and theirs), but not the parent's.
  ///
  /// - Parameter id: The identifier given to ``cancellable(id:cancelInFlight:)``.
  public static func cancel<ID: Hashable & Sendable>(id: ID) -> Self {
    Self(operation: .cancel(_CancelID(id: id)))
  }
}

/// Runs an asynchronous operation that can be cancelled with
/// ``Effect/cancel(id:)`` or `Task.cancel(id:)` using the same identifier.
///
/// Useful inside an effect to make one part of its work cancellable, or to debounce it:
///
/// ```swift
/// return .run { send in
///   await withTaskCancellation(id: CancelID.response, cancelInFlight: true) {
///     try await clock.sleep(for: .milliseconds(300))
///     await send(.response(try await apiClient.search(query)))
///   }
/// }
/// ```
///
/// A parent feature's identifier also reaches the operations its presented, `ifLet` and
/// `forEach` children start with the same identifier, as for effects.
///
/// - Parameters:
///   - id: A unique identifier for the operation.
///   - cancelInFlight: Whether to cancel any operation with the same identifier that is running.
///   - isolation: The actor the caller runs on, which the call stays on.
///   - operation: The work to perform.
/// - Returns: The value the operation returns.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  operation: @escaping @Sendable () async throws -> T
) async rethrows -> T {
  do {
    return try await withTaskCancellation(
      cancelID: _CancelID(id: id), cancelInFlight: cancelInFlight, operation: operation
    )
  } catch {
    return try Result<T, any Error>.failure(error)._rethrowGet()
  }
}

func withTaskCancellation<T: Sendable>(
  cancelID: _CancelID,
  cancelInFlight: Bool,
  operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  let registry = CancellationRegistry.current
  if cancelInFlight {
    registry.cancel(id: cancelID)
  }
  let (task, token) = registry.startTask(id: cancelID, operation: operation)
  defer { registry.remove(id: cancelID, token: token) }
  return try await withTaskCancellationHandler {
    try await task.value
  } onCancel: {
    task.cancel()
  }
}

func withTaskCancellation(
  cancelID: _CancelID,
  cancelInFlight: Bool,
  operation: @escaping @Sendable () async -> Void
) async {
  let registry = CancellationRegistry.current
  if cancelInFlight {
    registry.cancel(id: cancelID)
  }
  let (task, token) = registry.startTask(id: cancelID) { await operation() }
  defer { registry.remove(id: cancelID, token: token) }
  await withTaskCancellationHandler {
    _ = try? await task.value
  } onCancel: {
    task.cancel()
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancels every effect and ``withTaskCancellation(id:cancelInFlight:isolation:operation:)``
  /// operation running under the identifier, from asynchronous code.
  ///
  /// Effects and operations with the same identifier started by the presented, `ifLet` and
  /// `forEach` children of the feature that calls it are cancelled too. Called from an effect,
  /// it reaches that effect's store; called outside any effect (app or test code), it reaches
  /// every store, as in TCA.
  public static func cancel<ID: Hashable & Sendable>(id: ID) {
    CancellationRegistry.cancelHere(id: _CancelID(id: id))
  }
}

@rethrows
private protocol _ErrorMechanism {
  associatedtype Output
  func get() throws -> Output
}

extension _ErrorMechanism {
  // Lets `withTaskCancellation` stay `rethrows` while the error comes from a task's value: the
  // error can only be one thrown by the operation, or a cancellation error.
  func _rethrowGet() rethrows -> Output {
    try self.get()
  }
}

extension Result: _ErrorMechanism {}
