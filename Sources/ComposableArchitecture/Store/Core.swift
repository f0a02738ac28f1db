/// The engine behind a ``Store``: the root core owns state, reducer and effects; a scoped core
/// reads its state from the root and sends its actions through it.
///
/// A protocol with two conformers, `RootCore` and `ScopedCore`: the compiler checks that each
/// implements every requirement (an abstract class's members can only trap when a subclass
/// forgets one). A store holds an `any Core`, a reference and its witness table: a call is one
/// indirect call, as a class's virtual call was.
@MainActor
@usableFromInline
protocol Core<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  /// The current state.
  var state: State { get }

  /// A value of the current state, read in place: no copy of the whole state is made.
  func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value

  /// For a root core: its state where it lies, for reads in place in a store's inlined code;
  /// `nil` for a scoped core, whose state is derived (read it with `read(_:)`).
  var inPlaceState: InPlaceState<State>? { get }

  /// Sends an action; `effects` collects the tasks of the effects it starts.
  ///
  /// - Parameter reportsReentrance: Whether an action sent while the root store is processing
  ///   another is reported (`store.send`), rather than queued silently (effects, the 0.x layer).
  func send(
    _ action: Action, into effects: EffectTasks?, reportsReentrance: Bool
  ) -> EffectTasks?

  /// What every core of the store tree this core belongs to shares.
  var tree: StoreTree { get }

  /// Whether the core's state can still be read; false once a scoped optional state went away.
  var isValid: Bool { get }

  /// Whether this is the core of a root store.
  var isRoot: Bool { get }

  /// A core that reads `state` from this one and embeds actions with `action`.
  func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: @escaping (ChildAction) -> Action
  ) -> any Core<ChildState, ChildAction>

  /// A core for optional child state, which holds `initialValue` now.
  func scopeOptional<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    initialValue: ChildState,
    action: @escaping (ChildAction) -> Action
  ) -> any Core<ChildState, ChildAction>

  /// A core that derives its state with a closure, for the closure-based `scope`.
  func scope<ChildState, ChildAction>(
    toState: @escaping (State) -> ChildState,
    action: @escaping (ChildAction) -> Action
  ) -> any Core<ChildState, ChildAction>
}

extension Core {
  /// The observers of the whole store tree.
  var observers: StateObservers { self.tree.observers }

  /// The version of the root's state: it changes each time the root's state is written.
  var stateVersion: StateVersion { self.tree.version }

  /// The cancellation registry of the root store, for the 0.x layer's effects.
  var cancellationRegistry: CancellationRegistry { self.tree.cancellationRegistry }
}

/// What the cores of one store tree share, made once by the root and held by every scoped core:
/// the observers of its state, the version of its state, and the registry of its cancellable
/// effects.
@MainActor
@usableFromInline
final class StoreTree {
  let observers = StateObservers()
  let version = StateVersion()
  let cancellationRegistry = CancellationRegistry()

  @usableFromInline
  init() {}
}

/// Counts the writes of a root store's state, so that scoped cores know when what they derived
/// from it is out of date.
final class StateVersion {
  var value = 0
}

/// The last value of optional child state a scoped store saw.
final class LastValue<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
