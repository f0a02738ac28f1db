import Observation

/// A type that can be observed: Perception's protocol, which refines the toolchain's
/// `Observable`.
///
/// The Composable Architecture re-exports Perception, a back-port of Observation to older Apple
/// platforms. Here Observation is always available, so a `Perceptible` type is `Observable` as
/// well, and one registrar (the toolchain's) does the work: a type declared `@Perceptible`, or
/// that conforms with `extension Model: Perceptible {}`, is observed by
/// ``withPerceptionTracking(_:onChange:)``, `withObservationTracking`, stores' observers and
/// `observe(_:)` alike. `ObservableState` refines it, as in TCA.
public protocol Perceptible: Observable {}
