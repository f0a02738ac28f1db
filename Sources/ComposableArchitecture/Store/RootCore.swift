import Dependencies

/// The core of a root store: it owns the state, runs the reducer and starts effects.
@MainActor
@usableFromInline
final class RootCore<R: Reducer>: Core {
  @usableFromInline
  typealias State = R.State
  @usableFromInline
  typealias Action = R.Action

  // The state the store shows. A send reduces into a copy of it and writes the copy back once
  // its actions are reduced, as TCA does: the reducer holds only the copy `inout`, so an
  // observer that reads the store while a send is changing the state (say, synchronously in
  // `withObservationTracking`'s `onChange`, which runs as a field is about to be set) reads the
  // state as it was before the send, never memory the reducer is in the middle of mutating.
  // The price is a copy-on-write of each collection the send mutates.
  // nonisolated(unsafe): read on the main actor, and by `deinit`, which has the last reference.
  nonisolated(unsafe) private let statePointer: UnsafeMutablePointer<R.State>
  /// Reads of the state in place (`read(_:)`), which a write during one leaves alive.
  nonisolated(unsafe) private let reads = InPlaceReads<R.State>()
  @usableFromInline
  let reducer: R
  /// The dependencies the store was created with, which its reducer runs with (as
  /// `.dependency(\.self, dependencies)` on the reducer would), when `bindsDependencies`: a
  /// test store's reducer binds its own. Not optional, so that binding them copies nothing.
  @usableFromInline
  let dependencies: DependencyValues
  private let bindsDependencies: Bool
  /// The reducer's part of a send (see `reduceStep`), compiled for the reducer's type where the
  /// store is made; `nil` when it is made in code generic over the reducer.
  private let specializedReduce: ReduceStep?

  /// Actions fed back by `.send` effects, or sent while another action is being reduced.
  var bufferedActions: [R.Action] = []
  /// Whether `bufferedActions` has anything: a flag, because asking a generic array whether it
  /// is empty looks up its metadata, on every send (`Store.Send`).
  var hasBufferedActions = false
  private var isSending = false

  @usableFromInline
  let tree = StoreTree()
  /// The running effects of this store, by cancellation identifier.
  var cancellables: CancellationRegistry { self.tree.cancellationRegistry }
  /// Every running effect task and the action it was returned for.
  let inFlight = InFlightEffects()
  // The effect-starting state below is only touched on the main actor, in a send or a
  // send's first task, never while another access to it is under way: not checked for
  // exclusivity, which would cost each effect started a check per access (see PROFILE.md,
  // `Effects.StartAndCancel(10000)`).
  /// The last token handed to an effect (tokens order effects by start).
  @exclusivity(unchecked) var lastToken = 0
  /// The effects of the current send that wait for its first effect's task to start them.
  @exclusivity(unchecked) var batch: EffectBatch<R.Action>?
  /// The handle of the last effect put in `batch` for the action being started, which the
  /// next effect with the same identifiers joins (a run, see `EffectHandle`).
  @exclusivity(unchecked) var openRun: EffectHandle?
  /// The `.merge` array whose effects are being started, if any (see `EffectSource`).
  @exclusivity(unchecked) var sourceChildren: [Effect<R.Action>] = []
  /// The last id list built for an effect, to share; see `ids(_:appending:)`.
  @exclusivity(unchecked) var lastIDs: [_CancelID] = []

  @usableFromInline
  init(
    initialState: R.State,
    reducer: R,
    dependencies: DependencyValues? = nil,
    reduce: ReduceStep? = nil
  ) {
    self.statePointer = .allocate(capacity: 1)
    self.statePointer.initialize(to: initialState)
    self.reducer = reducer
    self.dependencies = dependencies ?? DependencyValues._current
    self.bindsDependencies = dependencies != nil
    self.specializedReduce = reduce
  }

  @usableFromInline
  typealias ReduceStep =
    @MainActor (
      RootCore, inout R.State, R.Action, _ bindingDependencies: Bool, inout EffectTasks?
    ) -> Void

  /// Runs the reducer on an action, bound to the store's dependencies when asked, and starts the
  /// effect it returns, if any.
  ///
  /// Inlinable: `Store.init` hands it to the core from the module that makes the store, where the
  /// reducer's type is known, so it is compiled for that type. The store's own code is compiled
  /// once for every reducer: there, holding the returned effect and asking whether it is `.none`
  /// looks up the effect type's generic metadata, twice on every send (`Store.Send`).
  @inlinable
  static func reduceStep(
    _ core: RootCore,
    _ state: inout R.State,
    _ action: R.Action,
    bindingDependencies: Bool,
    _ effects: inout EffectTasks?
  ) {
    let effect: Effect<R.Action>
    if bindingDependencies {
      effect = withTaskLocal(DependencyValues.$_current, core.dependencies) {
        core.reducer.reduce(into: &state, action: action)
      }
    } else {
      effect = core.reducer.reduce(into: &state, action: action)
    }
    if !effect.isNone {
      core.start(effect, origin: action, effects: &effects)
    }
  }

  deinit {
    // Releasing the last reference to a store tears down everything it started.
    self.inFlight.cancelAll()
    self.statePointer.deinitialize(count: 1)
    self.statePointer.deallocate()
  }

  @usableFromInline
  var state: R.State { self.statePointer.pointee }

  @usableFromInline
  func read<Value>(_ keyPath: KeyPath<R.State, Value>) -> Value {
    self.reads.read(self.statePointer, keyPath)
  }

  @usableFromInline
  var inPlaceState: InPlaceState<R.State>? {
    InPlaceState(pointer: self.statePointer, reads: self.reads)
  }

  @usableFromInline
  var isValid: Bool { true }

  @usableFromInline
  var isRoot: Bool { true }

  @usableFromInline
  func send(
    _ action: R.Action, into effects: EffectTasks?, reportsReentrance: Bool
  ) -> EffectTasks? {
    guard !self.isSending else {
      // Not reentrant: an action sent while one is processed waits its turn. Effects' actions
      // are expected to; anyone else's is reported, as TCA does.
      if reportsReentrance {
        Self.reportReentrantAction(action)
      }
      self.bufferedActions.append(action)
      self.hasBufferedActions = true
      return nil
    }
    self.isSending = true
    var effects = effects
    var state = self.statePointer.pointee
    self.reduce(action, into: &state, effects: &effects, bindingDependencies: true)
    // The store is processing until every observer has seen the state: an observer that sends
    // (a sink on `publisher`, an observation change handler) is queued, its action reduced
    // once all of them saw this state, and they are told again.
    repeat {
      if self.hasBufferedActions {
        // The actions fed back (say, by a `.merge` of many `.send`s), or sent meanwhile: one
        // binding of the dependencies for all of them, rather than one each.
        if self.bindsDependencies {
          withTaskLocal(DependencyValues.$_current, self.dependencies) {
            self.reduceBufferedActions(into: &state, effects: &effects)
          }
        } else {
          self.reduceBufferedActions(into: &state, effects: &effects)
        }
      }
      assert(self.isSending, "RootCore: the state is written outside of a send")
      self.reads.replace(self.statePointer, with: state)
      self.tree.version.value &+= 1
      self.tree.observers.notify()
    } while self.hasBufferedActions
    self.isSending = false
    self.batch = nil
    self.openRun = nil
    if !self.lastIDs.isEmpty {
      // Shared within a send only: the user's id values are not kept past it.
      self.lastIDs = []
    }
    return effects
  }

  /// Reports an action sent while another was being processed.
  @inline(never)
  private static func reportReentrantAction(_ action: R.Action) {
    reportIssue(
      """
      Sent '\(debugCaseOutput(action))' while an action was being processed.

      Reentrant actions are undefined and will be a precondition failure in a future version of \
      the library.
      """
    )
  }

  /// Reduces the actions fed back or sent meanwhile, in order, with the dependencies bound.
  private func reduceBufferedActions(into state: inout R.State, effects: inout EffectTasks?) {
    var index = 0
    while index < self.bufferedActions.count {
      let action = self.bufferedActions[index]
      index += 1
      self.reduce(action, into: &state, effects: &effects, bindingDependencies: false)
    }
    self.hasBufferedActions = false
    // The reduced actions are released outside of any access to `bufferedActions`: one whose
    // `deinit` sends (an action holding an object) appends to it. Swapped, not copied, so that
    // the array keeps its capacity and nothing is allocated (`Effects.MergeSends(100)`).
    var reduced: [R.Action] = []
    swap(&reduced, &self.bufferedActions)
    reduced.removeAll(keepingCapacity: true)
    if !self.hasBufferedActions {
      self.bufferedActions = reduced
    }
  }

  @inline(__always)
  private func reduce(
    _ action: R.Action,
    into state: inout R.State,
    effects: inout EffectTasks?,
    bindingDependencies: Bool
  ) {
    let binds = bindingDependencies && self.bindsDependencies
    if let specializedReduce = self.specializedReduce {
      specializedReduce(self, &state, action, binds, &effects)
    } else {
      Self.reduceStep(self, &state, action, bindingDependencies: binds, &effects)
    }
  }

  @usableFromInline
  func scope<ChildState, ChildAction>(
    state: KeyPath<R.State, ChildState>,
    action: @escaping (ChildAction) -> R.Action
  ) -> any Core<ChildState, ChildAction> {
    ScopedCore(root: self, access: .keyPath(state), embed: action)
  }

  @usableFromInline
  func scopeOptional<ChildState, ChildAction>(
    state: KeyPath<R.State, ChildState?>,
    initialValue: ChildState,
    action: @escaping (ChildAction) -> R.Action
  ) -> any Core<ChildState, ChildAction> {
    ScopedCore(root: self, access: .optional(state, LastValue(initialValue)), embed: action)
  }

  @usableFromInline
  func scope<ChildState, ChildAction>(
    toState: @escaping (R.State) -> ChildState,
    action: @escaping (ChildAction) -> R.Action
  ) -> any Core<ChildState, ChildAction> {
    ScopedCore(root: self, access: .closure(toState), embed: action)
  }
}
