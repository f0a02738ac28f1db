import Observation

/// Tracks the observable state `apply` reads, and calls `onChange` once, before the first change
/// to any of it: Perception's name for `withObservationTracking(_:onChange:)`, which it calls.
///
/// - Parameters:
///   - apply: A closure that reads observable state.
///   - onChange: Called, on the thread of the change, before the first change to what `apply`
///     read.
/// - Returns: What `apply` returns.
public func withPerceptionTracking<T>(
  _ apply: () -> T,
  onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  withObservationTracking(apply, onChange: onChange())
}
