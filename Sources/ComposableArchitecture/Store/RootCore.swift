import Dependencies

/// The core of a root store: it owns the state, runs the reducer and starts effects.
final class RootCore<R: Reducer>: Core<R.State, R.Action> {
  // The state the store shows. A send reduces into a copy of it and writes the copy back once
  // its actions are reduced, as TCA does: the reducer holds only the copy `inout`, so an
  // observer that reads the store while a send is changing the state (say, synchronously in
  // `withObservationTracking`'s `onChange`, which runs as a field is about to be set) reads the
  // state as it was before the send, never memory the reducer is in the middle of mutating.
  // The price is a copy-on-write of each collection the send mutates.
  // nonisolated(unsafe): read on the main actor, and by `deinit`, which has the last reference.
  nonisolated(unsafe) private let statePointer: UnsafeMutablePointer<R.State>
  let reducer: R

  /// Actions fed back by `.send` effects, or sent while another action is being reduced.
  private var bufferedActions: [R.Action] = []
  private var isSending = false

  /// The running effects of this store, by cancellation identifier.
  let cancellables = CancellationRegistry()
  /// Every running effect task and the action it was returned for.
  let inFlight = InFlightEffects<R.Action>()
  private let _observers = StateObservers()

  init(initialState: R.State, reducer: R) {
    self.statePointer = .allocate(capacity: 1)
    self.statePointer.initialize(to: initialState)
    self.reducer = reducer
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

  override var cancellationRegistry: CancellationRegistry { self.cancellables }

  override func send(_ action: R.Action, into effects: EffectTasks?) -> EffectTasks? {
    guard !self.isSending else {
      // Not reentrant: an action sent while reducing waits its turn.
      self.bufferedActions.append(action)
      return nil
    }
    self.isSending = true
    var effects = effects
    var state = self.statePointer.pointee
    self.reduce(action, into: &state, effects: &effects)
    if !self.bufferedActions.isEmpty {
      var index = 0
      while index < self.bufferedActions.count {
        let action = self.bufferedActions[index]
        index += 1
        self.reduce(action, into: &state, effects: &effects)
      }
      self.bufferedActions.removeAll(keepingCapacity: true)
    }
    self.statePointer.pointee = state
    self.isSending = false
    self._observers.notify()
    return effects
  }

  @inline(__always)
  private func reduce(_ action: R.Action, into state: inout R.State, effects: inout EffectTasks?) {
    let effect = self.reducer.reduce(into: &state, action: action)
    if !effect.isNone {
      // The tasks started here see this store's registry (a task local they inherit): set once
      // for the whole effect tree rather than once per task.
      CancellationRegistry.$_current.withValue(self.cancellables) {
        self.start(effect, origin: action, cancelIDs: [], effects: &effects)
      }
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
    case let .run(operation):
      self.spawn(operation, origin: origin, cancelIDs: cancelIDs, effects: &effects)
    case let .merge(children):
      for child in children {
        self.start(child, origin: origin, cancelIDs: cancelIDs, effects: &effects)
      }
    case let .concatenate(children):
      // Leading synchronous effects (`.send`, `.cancel`) happen now, in order; the rest run one
      // after the other in a task.
      let asynchronousStart = children.firstIndex { !$0.isSynchronous } ?? children.endIndex
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
      if cancelInFlight {
        self.cancellables.cancel(id: id)
      }
      self.start(child, origin: origin, cancelIDs: cancelIDs + [id], effects: &effects)
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
    let token = self.inFlight.nextToken()
    let completion = EffectCompletion()
    let task = Task(priority: operation.priority) { @MainActor [weak self] in
      await operation.body(
        Send { [weak self] action in
          if completion.isCompleted {
            reportIssue(
              """
              An action was sent from a completed effect.

                Action:
                  \(debugCaseOutput(action))

                Effect returned from:
                  \(debugCaseOutput(origin))

              Avoid sending actions using the 'send' argument from 'Effect.run' after the \
              effect has completed. This can happen if you escape the 'send' argument in an \
              unstructured context.

              To fix this, make sure that your 'run' closure does not return until you're done \
              calling 'send'.
              """
            )
          }
          _ = self?.send(action, into: group)
        }
      )
      completion.isCompleted = true
      self?.effectDidComplete(token: token, cancelIDs: cancelIDs)
    }
    let inFlight = self.inFlight
    for id in cancelIDs {
      // A cancelled effect counts as finished at once, as in TCA.
      self.cancellables.insert(id: id, token: token) {
        task.cancel()
        inFlight.remove(token: token)
      }
    }
    self.inFlight.insert(task, origin: origin, token: token, isBackground: isBackground)
    if !isBackground {
      // A send's task finishes with its own effects, not with what it presented.
      group.append(task)
    }
  }

  private func effectDidComplete(token: Int, cancelIDs: [_CancelID]) {
    for id in cancelIDs {
      self.cancellables.remove(id: id, token: token)
    }
    self.inFlight.remove(token: token)
  }
}

/// Whether an effect's operation has returned, to catch `send` escaping it.
@MainActor
private final class EffectCompletion: Sendable {
  var isCompleted = false
}

extension Effect {
  /// Whether the effect does all its work synchronously (so no task is needed to run it).
  var isSynchronous: Bool {
    switch self.operation {
    case .none, .send, .cancel:
      return true
    case .run:
      return false
    case let .merge(children), let .concatenate(children):
      return children.allSatisfy(\.isSynchronous)
    case let .cancellable(_, _, child), let .background(child):
      return child.isSynchronous
    }
  }

  /// Runs the effect to completion from inside a task, for concatenation (and for the 0.x
  /// layer, which runs a 1.x effect as a publisher).
  package func run(send: Send<Action>) async {
    switch self.operation {
    case .none:
      return
    case let .send(action):
      await send(action)
    case let .run(operation):
      await operation.body(send)
    case let .merge(children):
      await withTaskGroup(of: Void.self) { group in
        for child in children {
          group.addTask { await child.run(send: send) }
        }
      }
    case let .concatenate(children):
      for child in children {
        await child.run(send: send)
      }
    case let .cancellable(id, cancelInFlight, child):
      await withTaskCancellation(cancelID: id, cancelInFlight: cancelInFlight) {
        await child.run(send: send)
      }
    case let .cancel(id):
      CancellationRegistry.current.cancel(id: id)
    case let .background(child):
      await child.run(send: send)
    }
  }
}
