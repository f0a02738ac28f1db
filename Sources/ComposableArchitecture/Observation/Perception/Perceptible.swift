/// Perception's name for an observable type: the toolchain's `Observable`.
///
/// The Composable Architecture re-exports Perception, a back-port of Observation to older Apple
/// platforms. Here Observation is always available, so `Perceptible` is `Observable` itself: a
/// type declared `@Perceptible`, or that conforms with `extension Model: Perceptible {}`, is
/// observed by ``withPerceptionTracking(_:onChange:)``, `withObservationTracking`, stores'
/// observers and ``observe(_:)-(()->Void)`` alike.
public typealias Perceptible = Observable
