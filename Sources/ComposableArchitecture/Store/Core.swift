/// The engine behind a ``Store``: the root core owns state, reducer and effects; a scoped core
/// reads its state from the root and sends its actions through it.
///
/// A class hierarchy (rather than a protocol existential) keeps dispatch to one virtual call.
@MainActor
@usableFromInline
class Core<State, Action> {
  /// The current state.
  var state: State { fatalError("abstract") }

  /// Sends an action; `effects` collects the tasks of the effects it starts.
  ///
  /// - Parameter reportsReentrance: Whether an action sent while the root store is processing
  ///   another is reported (`store.send`), rather than queued silently (effects, the 0.x layer).
  func send(
    _ action: Action, into effects: EffectTasks?, reportsReentrance: Bool
  ) -> EffectTasks? { fatalError("abstract") }

  /// The observers of the whole store tree this core belongs to.
  var observers: StateObservers { fatalError("abstract") }

  /// Whether the core's state can still be read; false once a scoped optional state went away.
  var isValid: Bool { true }

  /// Whether this is the core of a root store.
  var isRoot: Bool { false }

  /// The version of the root's state: it changes each time the root's state is written.
  var stateVersion: StateVersion { fatalError("abstract") }

  /// The cancellation registry of the root store, for the 0.x layer's effects.
  var cancellationRegistry: CancellationRegistry { fatalError("abstract") }

  /// A core that reads `state` from this one and embeds actions with `action`.
  func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: @escaping (ChildAction) -> Action
  ) -> Core<ChildState, ChildAction> {
    fatalError("abstract")
  }

  /// A core for optional child state, which holds `initialValue` now.
  func scopeOptional<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    initialValue: ChildState,
    action: @escaping (ChildAction) -> Action
  ) -> Core<ChildState, ChildAction> {
    fatalError("abstract")
  }

  /// A core that derives its state with a closure, for the closure-based `scope`.
  func scope<ChildState, ChildAction>(
    toState: @escaping (State) -> ChildState,
    action: @escaping (ChildAction) -> Action
  ) -> Core<ChildState, ChildAction> {
    fatalError("abstract")
  }
}

/// A core that reads its state from a root core and sends through it.
final class ScopedCore<RootState, RootAction, State, Action>: Core<State, Action> {
  enum StateAccess {
    case keyPath(KeyPath<RootState, State>)
    case closure((RootState) -> State)
    /// Optional child state: reads the last value seen while it was there, so a store kept by a
    /// view after its state went away still reads consistently.
    case optional(KeyPath<RootState, State?>, LastValue<State>)
  }

  let root: Core<RootState, RootAction>
  let access: StateAccess
  let embed: (Action) -> RootAction
  /// The root's state version, and the state this core derived at `cachedVersion`: a read
  /// between two writes of the root's state is a comparison, however deep the store is (a
  /// store 10 levels deep otherwise projects and copies each level's state on every read).
  /// Whatever it holds the root holds too until its next write, so the cache causes no
  /// copy-on-write; as `LastValue` does already, it keeps the last state read.
  private let version: StateVersion
  /// -1 until a state is cached: `cachedState` is initialized from the first read on.
  private var cachedVersion = -1
  // A pointer rather than an optional: reading a generic optional looks up its metadata.
  // nonisolated(unsafe): read and written on the main actor, and by `deinit`, which has the
  // last reference.
  nonisolated(unsafe) private let cachedState = UnsafeMutablePointer<State>.allocate(capacity: 1)

  init(
    root: Core<RootState, RootAction>,
    access: StateAccess,
    embed: @escaping (Action) -> RootAction
  ) {
    self.root = root
    self.access = access
    self.embed = embed
    self.version = root.stateVersion
  }

  deinit {
    if self.cachedVersion != -1 {
      self.cachedState.deinitialize(count: 1)
    }
    self.cachedState.deallocate()
  }

  override var state: State {
    let version = self.version.value
    if self.cachedVersion == version {
      return self.cachedState.pointee
    }
    let state = self.derivedState
    if self.cachedVersion == -1 {
      self.cachedState.initialize(to: state)
    } else {
      self.cachedState.pointee = state
    }
    self.cachedVersion = version
    return state
  }

  override var stateVersion: StateVersion { self.version }

  /// The state read from the root through `access`.
  private var derivedState: State {
    switch self.access {
    case let .keyPath(keyPath):
      return self.root.state[keyPath: keyPath]
    case let .closure(toState):
      return toState(self.root.state)
    case let .optional(keyPath, lastValue):
      if let state = self.root.state[keyPath: keyPath] {
        lastValue.value = state
        return state
      }
      return lastValue.value
    }
  }

  override var isValid: Bool {
    switch self.access {
    case .keyPath, .closure:
      return self.root.isValid
    case let .optional(keyPath, _):
      return self.root.isValid && self.root.state[keyPath: keyPath] != nil
    }
  }

  override func scopeOptional<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    initialValue: ChildState,
    action: @escaping (ChildAction) -> Action
  ) -> Core<ChildState, ChildAction> {
    let embed = self.embed
    switch self.access {
    case let .keyPath(keyPath):
      return ScopedCore<RootState, RootAction, ChildState, ChildAction>(
        root: self.root,
        access: .optional(keyPath.appending(path: state), LastValue(initialValue)),
        embed: { embed(action($0)) }
      )
    case .closure, .optional:
      let lastValue = LastValue(initialValue)
      return ScopedCore<RootState, RootAction, ChildState, ChildAction>(
        root: self.root,
        access: .closure { [self] _ in
          if let value = self.state[keyPath: state] {
            lastValue.value = value
          }
          return lastValue.value
        },
        embed: { embed(action($0)) }
      )
    }
  }

  override func send(
    _ action: Action, into effects: EffectTasks?, reportsReentrance: Bool
  ) -> EffectTasks? {
    self.root.send(self.embed(action), into: effects, reportsReentrance: reportsReentrance)
  }

  override var observers: StateObservers { self.root.observers }

  override var cancellationRegistry: CancellationRegistry { self.root.cancellationRegistry }

  override func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: @escaping (ChildAction) -> Action
  ) -> Core<ChildState, ChildAction> {
    let embed = self.embed
    let access: ScopedCore<RootState, RootAction, ChildState, ChildAction>.StateAccess
    switch self.access {
    case let .keyPath(keyPath):
      // One composed key path reads the child straight from the root, with no intermediate copy.
      access = .keyPath(keyPath.appending(path: state))
    case let .closure(toState):
      access = .closure { toState($0)[keyPath: state] }
    case .optional:
      access = .closure { [self] _ in self.state[keyPath: state] }
    }
    return ScopedCore<RootState, RootAction, ChildState, ChildAction>(
      root: self.root, access: access, embed: { embed(action($0)) }
    )
  }

  override func scope<ChildState, ChildAction>(
    toState: @escaping (State) -> ChildState,
    action: @escaping (ChildAction) -> Action
  ) -> Core<ChildState, ChildAction> {
    let embed = self.embed
    let access: (RootState) -> ChildState
    switch self.access {
    case let .keyPath(keyPath):
      access = { toState($0[keyPath: keyPath]) }
    case let .closure(parentToState):
      access = { toState(parentToState($0)) }
    case .optional:
      access = { [self] _ in toState(self.state) }
    }
    return ScopedCore<RootState, RootAction, ChildState, ChildAction>(
      root: self.root, access: .closure(access), embed: { embed(action($0)) }
    )
  }
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
