/// Makes a class observable: Perception's spelling of the toolchain's `@Observable` macro, which
/// it expands to.
///
/// ```swift
/// @Perceptible
/// final class Model {
///   var count = 0
/// }
/// ```
@attached(
  member, names: named(_$observationRegistrar), named(access), named(withMutation),
  named(shouldNotifyObservers)
)
@attached(memberAttribute)
@attached(extension, conformances: Observation.Observable)
public macro Perceptible() =
  #externalMacro(module: "ObservationMacros", type: "ObservableMacro")

/// Marks a stored property of a `@Perceptible` class as tracked, as `@ObservationTracked` does.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`_`))
public macro PerceptionTracked() =
  #externalMacro(module: "ObservationMacros", type: "ObservationTrackedMacro")

/// Perception's spelling of `@ObservationIgnored`.
///
/// The toolchain's `@Observable` expansion only recognizes `@ObservationIgnored`, so a property
/// of a `@Perceptible` class marked `@PerceptionIgnored` is still tracked: prefer
/// `@ObservationIgnored` for a property that must not be.
@attached(accessor)
public macro PerceptionIgnored() =
  #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")
