/// Makes a class observable: Perception's spelling of the toolchain's `@Observable` macro.
///
/// It expands as `@Observable` does, onto the toolchain's registrar (through
/// `PerceptionRegistrar`), so the class is `Perceptible` (and so `Observable`) and followed by
/// `withPerceptionTracking(_:onChange:)`, `withObservationTracking`, and `observe(_:)`.
/// Properties marked `@PerceptionIgnored` or `@ObservationIgnored`, and property wrappers, are
/// not tracked. As with `@Observable`, assigning a property a value equal to its current one
/// (`==` for `Equatable` values, the same instance for other class references) stores it without
/// telling observers.
///
/// ```swift
/// @Perceptible
/// final class Model {
///   var count = 0
///   @PerceptionIgnored @Dependency(\.continuousClock) var clock
/// }
/// ```
@attached(
  member,
  names: named(_$perceptionRegistrar), named(access), named(withMutation),
  named(shouldNotifyObservers)
)
@attached(memberAttribute)
@attached(extension, conformances: Perceptible)
public macro Perceptible() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PerceptibleMacro")

/// Tracks a stored property of a `@Perceptible` class; `@Perceptible` adds it to every stored
/// property that is not ignored.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`_`))
public macro PerceptionTracked() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PerceptionTrackedMacro")

/// Leaves a stored property of a `@Perceptible` class untracked: changing it notifies nobody.
@attached(accessor, names: named(willSet))
public macro PerceptionIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PerceptionIgnoredMacro")
