import Observation

/// Binds a task local for the duration of synchronous work, as `TaskLocal.withValue` does.
///
/// A main-actor closure handed straight to the standard library's synchronous `withValue`
/// checks at run time that it runs on the main actor (the checks Swift 6 adds to isolated
/// closures passed to APIs that predate strict concurrency), and traps if not. The store's
/// own work passes its closures here instead: a 0.x store used from a background thread (which
/// is reported, and then carries on, as 0.x did) must not trap there, and the check is work a
/// send need not do. The closure runs where the caller is, synchronously, as before.
@inlinable
func withTaskLocal<Value: Sendable, Result>(
  _ taskLocal: TaskLocal<Value>,
  _ value: Value,
  operation: () throws -> Result
) rethrows -> Result {
  try taskLocal.withValue(value, operation: operation)
}

/// `withObservationTracking`, for the same reason as ``withTaskLocal(_:_:operation:)``: a
/// main-actor closure given to it directly checks at run time that it runs on the main actor.
@inline(__always)
func trackingObservation<Result>(
  _ apply: () -> Result,
  onChange: @autoclosure () -> @Sendable () -> Void
) -> Result {
  withObservationTracking(apply, onChange: onChange())
}

/// The change a store announces to Observation when its state changed: nothing to do, the state
/// is already set. A function rather than `{}` at the call site, where the closure would be the
/// main actor's and check it at run time (see ``withTaskLocal(_:_:operation:)``).
func noMutation() {}
