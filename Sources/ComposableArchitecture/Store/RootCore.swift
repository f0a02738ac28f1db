import Dependencies

/// The core of a root store: it owns the state, runs the reducer and starts effects.
@usableFromInline
final class RootCore<R: Reducer>: Core<R.State, R.Action> {
  // The state the store shows. A send reduces into a copy of it and writes the copy back once
  // its actions are reduced, as TCA does: the reducer holds only the copy `inout`, so an
  // observer that reads the store while a send is changing the state (say, synchronously in
  // `withObservationTracking`'s `onChange`, which runs as a field is about to be set) reads the
  // state as it was before the send, never memory the reducer is in the middle of mutating.
  // The price is a copy-on-write of each collection the send mutates.
  // nonisolated(unsafe): read on the main actor, and by `deinit`, which has the last reference.
  nonisolated(unsafe) private let statePointer: UnsafeMutablePointer<R.State>
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
  private var bufferedActions: [R.Action] = []
  /// Whether `bufferedActions` has anything: a flag, because asking a generic array whether it
  /// is empty looks up its metadata, on every send.
  private var hasBufferedActions = false
  private var isSending = false

  /// The running effects of this store, by cancellation identifier.
  let cancellables = CancellationRegistry()
  /// Every running effect task and the action it was returned for.
  let inFlight = InFlightEffects()
  private let _observers = StateObservers()
  /// The last token handed to an effect (tokens order effects by start).
  private var lastToken = 0
  /// The effects of the current send that wait for its first effect's task to start them.
  private var batch: EffectBatch<R.Action>?
  /// The last id list built for an effect, to share; see `ids(_:appending:)`.
  private var lastIDs: [_CancelID] = []

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

  override var state: R.State { self.statePointer.pointee }

  override var observers: StateObservers { self._observers }

  override var isRoot: Bool { true }

  let version = StateVersion()

  override var stateVersion: StateVersion { self.version }

  override var cancellationRegistry: CancellationRegistry { self.cancellables }

  override func send(
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
      self.statePointer.pointee = state
      self.version.value &+= 1
      self._observers.notify()
    } while self.hasBufferedActions
    self.isSending = false
    self.batch = nil
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
    // the array keeps its capacity and nothing is allocated.
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

  /// Starts the effect an action returned.
  @usableFromInline
  func start(_ effect: Effect<R.Action>, origin action: R.Action, effects: inout EffectTasks?) {
    // The tasks started here see this store's registry (a task local they inherit): set once
    // for the whole effect tree rather than once per task.
    withTaskLocal(CancellationRegistry.$_current, self.cancellables) {
      self.start(effect, origin: action, cancelIDs: [], effects: &effects)
    }
  }

  override func scope<ChildState, ChildAction>(
    state: KeyPath<R.State, ChildState>,
    action: @escaping (ChildAction) -> R.Action
  ) -> Core<ChildState, ChildAction> {
    ScopedCore(root: self, access: .keyPath(state), embed: action)
  }

  override func scopeOptional<ChildState, ChildAction>(
    state: KeyPath<R.State, ChildState?>,
    initialValue: ChildState,
    action: @escaping (ChildAction) -> R.Action
  ) -> Core<ChildState, ChildAction> {
    ScopedCore(root: self, access: .optional(state, LastValue(initialValue)), embed: action)
  }

  override func scope<ChildState, ChildAction>(
    toState: @escaping (R.State) -> ChildState,
    action: @escaping (ChildAction) -> R.Action
  ) -> Core<ChildState, ChildAction> {
    ScopedCore(root: self, access: .closure(toState), embed: action)
  }

  /// Interprets an effect tree: `.send` is queued to be reduced before `send` returns, `.run`
  /// becomes a task, cancellation is applied immediately so that a later `.cancel` in the same
  /// send already sees the work it targets.
  private func start(
    _ effect: Effect<R.Action>,
    origin: R.Action,
    cancelIDs: [_CancelID],
    effects: inout EffectTasks?
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      self.bufferedActions.append(action)
      self.hasBufferedActions = true
    case let .run(operation):
      self.spawn(operation, origin: origin, cancelIDs: cancelIDs, effects: &effects)
    case let .merge(children):
      for child in children {
        // The usual children started here rather than by another call of `start`, which would
        // look up the same generic metadata again for each of them.
        switch child.operation {
        case let .send(action):
          self.bufferedActions.append(action)
          self.hasBufferedActions = true
        case let .run(operation):
          self.spawn(operation, origin: origin, cancelIDs: cancelIDs, effects: &effects)
        case let .cancellable(id, cancelInFlight, grandchild):
          self.startCancellable(
            grandchild, id: id, cancelInFlight: cancelInFlight, origin: origin,
            cancelIDs: cancelIDs, effects: &effects
          )
        default:
          self.start(child, origin: origin, cancelIDs: cancelIDs, effects: &effects)
        }
      }
    case let .concatenate(children):
      // Leading synchronous effects (`.send`, `.cancel`) happen now, in order; the rest run one
      // after the other in a task.
      // A loop, not `firstIndex` with a closure formed here (see `StateObservers.notify`).
      var asynchronousStart = children.startIndex
      while asynchronousStart < children.endIndex, children[asynchronousStart].isSynchronous {
        asynchronousStart += 1
      }
      for child in children[..<asynchronousStart] {
        self.start(child, origin: origin, cancelIDs: cancelIDs, effects: &effects)
      }
      if asynchronousStart < children.endIndex {
        let remaining = Array(children[asynchronousStart...])
        let operation = RunOperation<R.Action>(name: nil, priority: nil) { send in
          for child in remaining {
            await child.run(send: send)
          }
        }
        self.spawn(operation, origin: origin, cancelIDs: cancelIDs, effects: &effects)
      }
    case let .cancellable(id, cancelInFlight, child):
      self.startCancellable(
        child, id: id, cancelInFlight: cancelInFlight, origin: origin, cancelIDs: cancelIDs,
        effects: &effects
      )
    case let .cancel(id):
      self.cancellables.cancel(id: id)
    case let .background(child):
      if child.isSynchronous {
        self.start(child, origin: origin, cancelIDs: cancelIDs, effects: &effects)
      } else {
        let operation = RunOperation<R.Action>(name: nil, priority: nil) { send in
          await child.run(send: send)
        }
        self.spawn(
          operation, origin: origin, cancelIDs: cancelIDs, effects: &effects, isBackground: true
        )
      }
    }
  }

  /// Starts the child of a `.cancellable` effect, registered under its identifier too.
  @inline(__always)
  private func startCancellable(
    _ child: Effect<R.Action>,
    id: _CancelID,
    cancelInFlight: Bool,
    origin: R.Action,
    cancelIDs: [_CancelID],
    effects: inout EffectTasks?
  ) {
    if cancelInFlight {
      self.cancellables.cancel(id: id)
    }
    let childIDs = self.ids(cancelIDs, appending: id)
    if case let .run(operation) = child.operation {
      // The usual shape, `.run { … }.cancellable(id:)`, without another generic call.
      self.spawn(operation, origin: origin, cancelIDs: childIDs, effects: &effects)
    } else {
      self.start(child, origin: origin, cancelIDs: childIDs, effects: &effects)
    }
  }

  /// `cancelIDs` and `id`: the last such list of the send again when it is the same (effects
  /// started together usually share their ids), so that they share one array rather than
  /// allocating one each.
  private func ids(_ cancelIDs: [_CancelID], appending id: _CancelID) -> [_CancelID] {
    if cancelIDs.isEmpty, self.lastIDs.count == 1,
      self.lastIDs[0].navigationIDPath == id.navigationIDPath, self.lastIDs[0].id == id.id
    {
      return self.lastIDs
    }
    // One allocation (`cancelIDs + [id]` makes two: the literal and the sum).
    var ids = cancelIDs
    ids.append(id)
    self.lastIDs = ids
    return ids
  }

  /// Starts a `.run` effect. The first effect of a send gets its task at once; the others of
  /// the same send wait in a batch that this task starts before running its own work, so a send
  /// that starts many effects creates one task now, and an effect cancelled before its turn
  /// (say, by the next send) never costs a task at all. Effects still start in order, each in
  /// its own task, on the main actor, after the send returns.
  // Inlined (into `start`): its generic metadata lookups are then made once per `.merge`
  // rather than once per effect.
  @inline(__always)
  private func spawn(
    _ operation: RunOperation<R.Action>,
    origin: R.Action,
    cancelIDs: [_CancelID],
    effects: inout EffectTasks?,
    isBackground: Bool = false
  ) {
    let group: EffectTasks
    if let effects {
      group = effects
    } else {
      group = EffectTasks()
      effects = group
    }
    self.lastToken += 1
    let handle = EffectHandle(
      token: self.lastToken, ledger: self.inFlight, origin: origin, isBackground: isBackground,
      cancelIDs: cancelIDs
    )
    self.inFlight.insert(handle)
    if !cancelIDs.isEmpty {
      self.cancellables.insert(ids: cancelIDs, effect: handle)
    }
    if let subscribe = operation.subscribe {
      self.startSubscription(subscribe, of: operation, handle: handle, group: group)
      return
    }
    // A task started later inherits the priority of the task that starts it: only effects
    // without a priority of their own wait in a batch.
    // (`case nil`: `== nil` goes through `TaskPriority`'s `Equatable` conformance here.)
    var joinsBatch = false
    if !isBackground, case nil = operation.priority { joinsBatch = true }
    if joinsBatch, let batch = self.batch, batch.group === group {
      batch.append(handle, operation)
      return
    }
    if let batch = self.batch, !batch.isEmpty {
      // An effect that cannot wait in the batch (background work, or a priority of its own):
      // the effects waiting before it get their tasks first, so that effects start in order.
      self.startBatch(batch)
    }
    var leading: EffectBatch<R.Action>?
    if joinsBatch {
      leading = EffectBatch(group: group)
      self.batch = leading
    }
    self.startTask(operation, handle: handle, group: group, leading: leading)
  }

  /// Starts a publisher effect as TCA does: subscribed to now, in the send, after the effects
  /// returned before it started; what it emits meanwhile is reduced before the send returns.
  /// Its task waits for the publisher to finish, and cancelling it cancels the subscription.
  @inline(never)
  private func startSubscription(
    _ subscribe: RunOperation<R.Action>.Subscribe,
    of operation: RunOperation<R.Action>,
    handle: EffectHandle,
    group: EffectTasks
  ) {
    if let batch = self.batch, !batch.isEmpty {
      self.startBatch(batch)
    }
    let subscription = subscribe(
      Send { [weak self] action in
        guard let self, !self.inFlight.isCancelled(handle) else { return }
        _ = self.send(action, into: group, reportsReentrance: false)
      }
    )
    // Cancelling the effect cancels the subscription at once, before its task runs too.
    self.inFlight.onCancel(of: handle, subscription.cancel)
    let finished = subscription.finished
    let waiting = RunOperation<R.Action>(name: operation.name, priority: operation.priority) {
      _ in await finished()
    }
    self.startTask(waiting, handle: handle, group: group, leading: nil)
  }

  private func startTask(
    _ operation: RunOperation<R.Action>,
    handle: EffectHandle,
    group: EffectTasks,
    leading: EffectBatch<R.Action>?
  ) {
    let task = Task(priority: operation.priority) { @MainActor [weak self] in
      if let leading {
        self?.startBatch(leading)
      }
      let completion = EffectCompletion()
      await operation.body(
        Send { [weak self] action in
          if completion.isCompleted {
            reportIssue(
              """
              An action was sent from a completed effect.

                Action:
                  \(debugCaseOutput(action))

                Effect returned from:
                  \(debugCaseOutput(handle.origin))

              Avoid sending actions using the 'send' argument from 'Effect.run' after the \
              effect has completed. This can happen if you escape the 'send' argument in an \
              unstructured context.

              To fix this, make sure that your 'run' closure does not return until you're done \
              calling 'send'.
              """
            )
          }
          _ = self?.send(action, into: group, reportsReentrance: false)
        }
      )
      completion.isCompleted = true
      self?.effectDidComplete(handle)
    }
    self.inFlight.attach(task, to: handle)
    if !handle.isBackground {
      // A send's task finishes with its own effects, not with what it presented.
      group.append(task)
    }
  }

  /// Starts the effects that waited for the first task of their send, skipping those cancelled
  /// meanwhile.
  private func startBatch(_ batch: EffectBatch<R.Action>) {
    batch.removeAll { handle, operation in
      guard !self.inFlight.isCancelled(handle) else {
        // It never runs, so nothing reports its completion: its registrations go now (those a
        // cancellation by identifier reached are gone already).
        if !handle.cancelIDs.isEmpty {
          self.cancellables.remove(ids: handle.cancelIDs, effect: handle)
        }
        return
      }
      self.startTask(operation, handle: handle, group: batch.group, leading: nil)
    }
  }

  private func effectDidComplete(_ handle: EffectHandle) {
    if !handle.cancelIDs.isEmpty {
      self.cancellables.remove(ids: handle.cancelIDs, effect: handle)
    }
    self.inFlight.remove(handle)
  }
}

/// Whether an effect's operation has returned, to catch `send` escaping it.
@MainActor
private final class EffectCompletion: Sendable {
  var isCompleted = false
}
