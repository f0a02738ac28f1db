import Dependencies

// How a root store starts the effects its reducer returns: the effect tree interpreted in the
// send, `.run` effects batched into tasks, publishers subscribed to.
extension RootCore {
  /// Starts the effect an action returned.
  @usableFromInline
  func start(_ effect: Effect<R.Action>, origin action: R.Action, effects: inout EffectTasks?) {
    // The tasks started here see this store's registry (a task local they inherit): set once
    // for the whole effect tree rather than once per task.
    // A run is of one action's effects: they share the action they were returned for. (The
    // next action's start, or the end of the send, closes this one's.)
    self.openRun = nil
    withTaskLocal(CancellationRegistry.$_current, self.cancellables) {
      self.start(effect, origin: action, cancelIDs: [], effects: &effects)
    }
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
    if case let .merge(children) = effect.operation {
      // Each child borrowed from the array's storage (a `for` loop copies each one out, through
      // the effect type's value witnesses), and interpreted here (`startOne` is inlined) rather
      // than by another call of `start`, which would look up the same generic metadata again
      // for each of them (`Effects.MergeSends(100)`, `Effects.StartAndCancel(10000)`).
      let outerSource = self.sourceChildren
      self.sourceChildren = children
      children.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        let storage = UnsafeRawPointer(base)
        for index in buffer.indices {
          self.startOne(
            buffer[index], origin: origin, cancelIDs: cancelIDs, effects: &effects,
            source: EffectSource(storage: storage, index: index)
          )
        }
      }
      self.sourceChildren = outerSource
    } else {
      self.startOne(effect, origin: origin, cancelIDs: cancelIDs, effects: &effects)
    }
  }

  /// Interprets one effect of a tree: the leaves here, the composite effects in
  /// `startComposite`. Inlined into `start`'s loop, and kept small and out of any cycle of calls
  /// so that it is (a call per child looks up the effect type's generic metadata each time:
  /// `Effects.MergeSends(100)`).
  @_transparent
  private func startOne(
    _ effect: Effect<R.Action>,
    origin: R.Action,
    cancelIDs: [_CancelID],
    effects: inout EffectTasks?,
    source: EffectSource? = nil
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      self.bufferedActions.append(action)
      self.hasBufferedActions = true
    case let .run(operation):
      self.spawn(
        operation, origin: origin, cancelIDs: cancelIDs, effects: &effects, source: source
      )
    case let .cancellable(cancellable):
      if cancellable.cancelInFlight {
        self.cancellables.cancel(id: cancellable.id)
      }
      let childIDs = self.ids(cancelIDs, appending: cancellable.id)
      if case let .run(operation) = cancellable.child.operation {
        // The usual shape, `.run { … }.cancellable(id:)`, without another generic call.
        self.spawn(
          operation, origin: origin, cancelIDs: childIDs, effects: &effects, source: source
        )
      } else {
        self.startComposite(
          cancellable.child, origin: origin, cancelIDs: childIDs, effects: &effects
        )
      }
    case let .cancel(id):
      self.cancellables.cancel(id: id)
    case .merge, .concatenate, .background:
      self.startComposite(effect, origin: origin, cancelIDs: cancelIDs, effects: &effects)
    }
  }

  /// Interprets an effect that holds others: a merge, a concatenation, background work (and,
  /// from a `.cancellable`, any effect other than `.run`).
  @inline(never)
  private func startComposite(
    _ effect: Effect<R.Action>,
    origin: R.Action,
    cancelIDs: [_CancelID],
    effects: inout EffectTasks?
  ) {
    switch effect.operation {
    case let .concatenate(children):
      self.startConcatenation(children, origin: origin, cancelIDs: cancelIDs, effects: &effects)
    case let .background(child):
      self.startBackground(child, origin: origin, cancelIDs: cancelIDs, effects: &effects)
    default:
      self.start(effect, origin: origin, cancelIDs: cancelIDs, effects: &effects)
    }
  }

  /// Starts a concatenation: its leading synchronous effects (`.send`, `.cancel`) happen now, in
  /// order; the rest run one after the other in a task.
  @inline(never)
  private func startConcatenation(
    _ children: [Effect<R.Action>],
    origin: R.Action,
    cancelIDs: [_CancelID],
    effects: inout EffectTasks?
  ) {
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
  }

  /// Starts background work (the wait for a presented child's dismissal).
  @inline(never)
  private func startBackground(
    _ child: Effect<R.Action>,
    origin: R.Action,
    cancelIDs: [_CancelID],
    effects: inout EffectTasks?
  ) {
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

  /// `cancelIDs` and `id`: the last such list of the send again when it is the same (effects
  /// started together usually share their ids), so that they share one array rather than
  /// allocating one each (`Effects.StartAndCancel(10000)`).
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
  // rather than once per effect (`Effects.StartAndCancel(10000)`).
  @inline(__always)
  private func spawn(
    _ operation: RunOperation<R.Action>,
    origin: R.Action,
    cancelIDs: [_CancelID],
    effects: inout EffectTasks?,
    isBackground: Bool = false,
    source: EffectSource? = nil
  ) {
    let group: EffectTasks
    if let effects {
      group = effects
    } else {
      group = EffectTasks()
      effects = group
    }
    self.lastToken += 1
    // A task started later inherits the priority of the task that starts it: only effects
    // without a priority of their own wait in a batch; a publisher is subscribed to at once.
    let joinsBatch = !isBackground && operation.joinsBatch
    if joinsBatch, let batch = self.batch, batch.group === group {
      // The effect before it in the batch, under the same identifiers: it joins that run, with
      // no handle, ledger entry or registration of its own.
      if let run = self.openRun, run.cancelIDs.isSameList(as: cancelIDs),
        self.inFlight.join(run, token: self.lastToken)
      {
        if let source, batch.extend(run, storage: source.storage, index: source.index) {
          return
        }
        self.append(run, operation, to: batch, source: source)
        return
      }
    }
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
    if joinsBatch, let batch = self.batch, batch.group === group {
      self.append(handle, operation, to: batch, source: source)
      self.openRun = handle
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
      self.openRun = nil
    }
    self.startTask(operation, handle: handle, group: group, leading: leading)
  }

  /// Puts an effect in the batch: as the start of a run the next effects of its `.merge` extend,
  /// or with its operation.
  private func append(
    _ handle: EffectHandle,
    _ operation: RunOperation<R.Action>,
    to batch: EffectBatch<R.Action>,
    source: EffectSource?
  ) {
    if let source {
      assert(
        self.sourceChildren.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
          == source.storage,
        "RootCore: an effect's source is not the .merge being started"
      )
      batch.appendRun(
        handle, children: self.sourceChildren, storage: source.storage, index: source.index
      )
    } else {
      batch.append(handle, operation)
    }
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
    // Cancelling the effect by its identifier cancels the subscription at once, before its
    // task runs too: the subscription is filed under the effect's identifiers until it ends.
    // (Cancelled otherwise, by the store going away, it ends as its task starts.)
    let registry = self.cancellables
    let registrations = handle.cancelIDs.map { id in
      (id: id, token: registry.insert(id: id, cancel: subscription.cancel))
    }
    // The effect is over when the publisher completes, as in TCA: a test store that goes away
    // right after completing a subject sees nothing in flight. (Its task, awaiting the same
    // completion, ends after; both removals are idempotent.)
    subscription.whenCompleted { [weak self] in
      for registration in registrations {
        registry.remove(id: registration.id, token: registration.token)
      }
      self?.effectDidComplete(handle)
    }
    let finished = subscription.finished
    let waiting = RunOperation<R.Action>(name: operation.name, priority: operation.priority) {
      _ in
      await finished()
      for registration in registrations {
        registry.remove(id: registration.id, token: registration.token)
      }
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
    // The runs in the batch take no more effects: they start now.
    self.openRun = nil
    // A run's handle comes in one entry or several, in a row: once cancelled, it stays
    // cancelled.
    var cancelledRun: EffectHandle?
    batch.removeAll { handle in
      if handle === cancelledRun { return true }
      guard !self.inFlight.isCancelled(handle) else {
        // It never runs, so nothing reports its completion: its registrations go now (those a
        // cancellation by identifier reached are gone already).
        if !handle.cancelIDs.isEmpty {
          self.cancellables.remove(ids: handle.cancelIDs, effect: handle)
        }
        cancelledRun = handle
        return true
      }
      return false
    } start: { handle, operation in
      self.startTask(operation, handle: handle, group: batch.group, leading: nil)
    }
  }

  private func effectDidComplete(_ handle: EffectHandle) {
    // A run's handle and registrations go with its last effect.
    guard self.inFlight.finishOne(handle) else { return }
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

/// Where in a `.merge` an effect being started is: the storage of the `.merge`'s array (the
/// store's `sourceChildren`) and its index, so that the effects of a run wait in the batch as a
/// range of the array. Not generic: it is made for every effect of a `.merge`.
struct EffectSource {
  let storage: UnsafeRawPointer
  let index: Int
}
