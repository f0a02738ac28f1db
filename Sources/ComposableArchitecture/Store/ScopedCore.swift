/// A core that reads its state from a root core and sends through it.
@MainActor
final class ScopedCore<RootState, RootAction, State, Action>: Core {
  enum StateAccess {
    case keyPath(KeyPath<RootState, State>)
    case closure((RootState) -> State)
    /// Optional child state: reads the last value seen while it was there, so a store kept by a
    /// view after its state went away still reads consistently.
    case optional(KeyPath<RootState, State?>, LastValue<State>)
  }

  let root: any Core<RootState, RootAction>
  let access: StateAccess
  let embed: (Action) -> RootAction
  let tree: StoreTree
  /// The root's state version (`tree.version`) when this core derived `cachedState`: a read
  /// between two writes of the root's state is a comparison, however deep the store is (a
  /// store 10 levels deep otherwise projects and copies each level's state on every read).
  /// Whatever it holds the root holds too until its next write, so the cache causes no
  /// copy-on-write; as `LastValue` does already, it keeps the last state read.
  /// -1 until a state is cached: `cachedState` is initialized from the first read on.
  private var cachedVersion = -1
  // A pointer rather than an optional: reading a generic optional looks up its metadata
  // (`NestedStore.Access`).
  // nonisolated(unsafe): read and written on the main actor, and by `deinit`, which has the
  // last reference.
  nonisolated(unsafe) private let cachedState = UnsafeMutablePointer<State>.allocate(capacity: 1)
  /// Reads of `cachedState` in place (`read(_:)`), which a write during one leaves alive.
  private let reads = InPlaceReads<State>()

  init(
    root: any Core<RootState, RootAction>,
    access: StateAccess,
    embed: @escaping (Action) -> RootAction
  ) {
    self.root = root
    self.access = access
    self.embed = embed
    self.tree = root.tree
  }

  deinit {
    if self.cachedVersion != -1 {
      self.cachedState.deinitialize(count: 1)
    }
    self.cachedState.deallocate()
  }

  var state: State {
    let version = self.tree.version.value
    if self.cachedVersion == version {
      return self.cachedState.pointee
    }
    let state = self.derivedState
    if self.cachedVersion == -1 {
      self.cachedState.initialize(to: state)
    } else {
      self.reads.replace(self.cachedState, with: state)
    }
    self.cachedVersion = version
    return state
  }

  func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    if self.cachedVersion == self.tree.version.value {
      return self.reads.read(self.cachedState, keyPath)
    }
    return self.state[keyPath: keyPath]
  }

  var isRoot: Bool { false }

  @usableFromInline
  var inPlaceState: InPlaceState<State>? { nil }

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

  var isValid: Bool {
    switch self.access {
    case .keyPath, .closure:
      return self.root.isValid
    case let .optional(keyPath, _):
      return self.root.isValid && self.root.state[keyPath: keyPath] != nil
    }
  }

  func scopeOptional<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    initialValue: ChildState,
    action: @escaping (ChildAction) -> Action
  ) -> any Core<ChildState, ChildAction> {
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

  func send(
    _ action: Action, into effects: EffectTasks?, reportsReentrance: Bool
  ) -> EffectTasks? {
    self.root.send(self.embed(action), into: effects, reportsReentrance: reportsReentrance)
  }

  func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: @escaping (ChildAction) -> Action
  ) -> any Core<ChildState, ChildAction> {
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

  func scope<ChildState, ChildAction>(
    toState: @escaping (State) -> ChildState,
    action: @escaping (ChildAction) -> Action
  ) -> any Core<ChildState, ChildAction> {
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
