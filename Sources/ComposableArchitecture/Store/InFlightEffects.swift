import Foundation

/// One effect a store started, or a run of them: the task that runs it, once it has one, and
/// whether it was cancelled. Cancelling an effect that has no task yet means it never gets one.
///
/// A run is the effects one action returned that wait in the send's batch (`EffectBatch`) under
/// the same identifiers, one after the other (a `.merge` of many `.run { … }.cancellable(id:)`):
/// they share a handle, so that starting each costs a count, not a handle, a place in the ledger
/// and a registration (`Effects.StartAndCancel(10000)`). Nothing tells them apart: a cancellation
/// by identifier, the store's or a test store's reaches all of them, and a test store reports
/// them by the action they came from.
// @unchecked Sendable: `task`, `moreTasks`, `effectCount`, `lastToken`, `isCancelled`,
// `isSkipped` and the list links are guarded by the lock of `ledger`, `registrySlot` by the lock
// of the store's `CancellationRegistry`; the `let`s never change.
final class EffectHandle: @unchecked Sendable {
  let token: Int
  let ledger: InFlightEffects
  /// The action the effect was returned for, of the store's `Action` type.
  let origin: Any
  /// Whether the effect is background work (`.background`), which a test need not wait for.
  let isBackground: Bool
  /// The identifiers it is registered under in the store's ``CancellationRegistry``.
  let cancelIDs: [_CancelID]
  var task: Task<Void, Never>?
  /// The tasks of a run's other effects, as they start.
  var moreTasks: [Task<Void, Never>] = []
  /// How many effects the handle stands for that have not finished: 1, or a run's.
  var effectCount = 1
  /// The token of the last effect that joined the handle (its own when it stands for one).
  var lastToken: Int
  var isCancelled = false
  /// Whether a test store stopped tracking the effect (`skipInFlightEffects`, a dismissal): it
  /// runs on, and no test waits for it or reports it.
  var isSkipped = false
  /// Where the registry keeps the handle under its one cancel id; guarded by the registry's lock.
  var registrySlot = -1

  // The ledger's list of running effects, in the order they started. `previous` is unowned:
  // the list holds each handle through its predecessor's `next` (or the ledger's `head`).
  fileprivate var next: EffectHandle?
  fileprivate unowned(unsafe) var previous: EffectHandle?
  fileprivate var isListed = false

  init(
    token: Int, ledger: InFlightEffects, origin: Any, isBackground: Bool, cancelIDs: [_CancelID]
  ) {
    self.token = token
    self.lastToken = token
    self.ledger = ledger
    self.origin = origin
    self.isBackground = isBackground
    self.cancelIDs = cancelIDs
  }

  /// Cancels the effect: its task if it has one, and it counts as finished at once, as in TCA.
  func cancel() {
    self.ledger.cancel(self)
  }
}

/// Every running effect of a store and the action it was returned for, in the order they
/// started.
///
/// A list threaded through the handles rather than a dictionary by token: an effect started and
/// cancelled (or finished) links and unlinks its handle, with no hashing and no table to grow.
/// Not generic: its methods run for every effect started and cancelled, and a generic class
/// looks up its metadata on each call (`Effects.StartAndCancel(10000)`).
// @unchecked Sendable: `lock` guards every `var`, here and in the handles.
final class InFlightEffects: @unchecked Sendable {
  let lock = NSLock()
  private var head: EffectHandle?
  private unowned(unsafe) var tail: EffectHandle?
  private var count = 0
  private var foregroundCount = 0

  func insert(_ handle: EffectHandle) {
    self.lock.lock()
    defer { self.lock.unlock() }
    handle.isListed = true
    handle.previous = self.tail
    if let tail = self.tail {
      tail.next = handle
    } else {
      self.head = handle
    }
    self.tail = handle
    self.count += handle.effectCount
    if !handle.isBackground { self.foregroundCount += handle.effectCount }
  }

  /// Counts one more effect under a handle whose effects wait in a batch (a run, see
  /// `EffectHandle`): false, and nothing counted, when the handle can no longer take it
  /// (cancelled, finished or skipped by a test store), and the effect needs a handle of its own.
  func join(_ handle: EffectHandle, token: Int) -> Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    guard handle.isListed, !handle.isCancelled, !handle.isSkipped else { return false }
    handle.effectCount += 1
    handle.lastToken = token
    self.count += 1
    if !handle.isBackground { self.foregroundCount += 1 }
    return true
  }

  /// Counts one of the handle's effects as finished: true when it was the last (or only) one,
  /// and the handle is to be removed (`remove`) with its registrations.
  func finishOne(_ handle: EffectHandle) -> Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    guard handle.effectCount > 1 else { return true }
    handle.effectCount -= 1
    if handle.isListed {
      self.count -= 1
      if !handle.isBackground, !handle.isSkipped { self.foregroundCount -= 1 }
    }
    return false
  }

  /// Takes the handle out of the list; called with `lock` held.
  private func removeLocked(_ handle: EffectHandle) {
    guard handle.isListed else { return }
    handle.isListed = false
    let next = handle.next
    let previous = handle.previous
    handle.next = nil
    handle.previous = nil
    if let next {
      next.previous = previous
    } else {
      self.tail = previous
    }
    if let previous {
      previous.next = next
    } else {
      self.head = next
    }
    self.count -= handle.effectCount
    if !handle.isBackground, !handle.isSkipped { self.foregroundCount -= handle.effectCount }
  }

  /// Removes a finished effect (or run, see `finishOne`).
  func remove(_ handle: EffectHandle) {
    self.lock.lock()
    defer { self.lock.unlock() }
    self.removeLocked(handle)
  }

  /// Gives the handle its task (a run, one task per effect), or cancels the task when the
  /// handle was cancelled first.
  func attach(_ task: Task<Void, Never>, to handle: EffectHandle) {
    self.lock.lock()
    let isCancelled = handle.isCancelled
    if !isCancelled {
      if handle.task == nil {
        handle.task = task
      } else {
        handle.moreTasks.append(task)
      }
    }
    self.lock.unlock()
    if isCancelled { task.cancel() }
  }

  /// Whether the handle was cancelled (it may be cancelled right after: `attach` decides).
  func isCancelled(_ handle: EffectHandle) -> Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return handle.isCancelled
  }

  func cancel(_ handle: EffectHandle) {
    self.lock.lock()
    handle.isCancelled = true
    let task = handle.task
    let moreTasks = handle.moreTasks
    self.removeLocked(handle)
    self.lock.unlock()
    task?.cancel()
    for task in moreTasks {
      task.cancel()
    }
  }

  /// The handles of the running effects, in the order they started: one per effect, or per
  /// run (see `EffectHandle`).
  var entries: [EffectHandle] {
    self.lock.lock()
    defer { self.lock.unlock() }
    var entries: [EffectHandle] = []
    entries.reserveCapacity(self.count)
    var node = self.head
    while let handle = node {
      entries.append(handle)
      node = handle.next
    }
    return entries
  }

  /// How many effects run, and the token of the last one started: what a test store watches
  /// to tell whether effects still make progress.
  var progress: (count: Int, lastToken: Int) {
    self.lock.lock()
    defer { self.lock.unlock() }
    return (self.count, self.tail?.lastToken ?? 0)
  }

  /// The effects a test still tracks (neither background work nor skipped), in the order they
  /// started.
  var trackedEntries: [EffectHandle] {
    self.lock.lock()
    defer { self.lock.unlock() }
    var entries: [EffectHandle] = []
    var node = self.head
    while let handle = node {
      if !handle.isBackground, !handle.isSkipped { entries.append(handle) }
      node = handle.next
    }
    return entries
  }

  /// Stops tracking the running effects, without cancelling them: a test no longer waits for
  /// them nor reports them. Returns those it skipped.
  ///
  /// - Parameter includingBackground: Whether background work (the wait of a presented child)
  ///   is skipped too.
  func skip(includingBackground: Bool) -> [EffectHandle] {
    self.lock.lock()
    defer { self.lock.unlock() }
    var skipped: [EffectHandle] = []
    var node = self.head
    while let handle = node {
      node = handle.next
      guard !handle.isSkipped, includingBackground || !handle.isBackground else { continue }
      handle.isSkipped = true
      if !handle.isBackground { self.foregroundCount -= handle.effectCount }
      skipped.append(handle)
    }
    return skipped
  }

  var isEmpty: Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.count == 0
  }

  var hasNoForegroundEffects: Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.foregroundCount == 0
  }

  /// Cancels the effects that are not background work and returns the tasks of those that had
  /// started, to await them.
  func cancelForeground() -> [Task<Void, Never>] {
    self.cancel { !$0.isBackground }
  }

  func cancelAll() {
    _ = self.cancel { _ in true }
  }

  /// Cancels and unlists the effects that pass the test, and returns the tasks of those that
  /// had started.
  private func cancel(where shouldCancel: (EffectHandle) -> Bool) -> [Task<Void, Never>] {
    self.lock.lock()
    var tasks: [Task<Void, Never>] = []
    var node = self.head
    while let handle = node {
      node = handle.next
      guard shouldCancel(handle) else { continue }
      handle.isCancelled = true
      if let task = handle.task { tasks.append(task) }
      tasks.append(contentsOf: handle.moreTasks)
      self.removeLocked(handle)
    }
    self.lock.unlock()
    for task in tasks {
      task.cancel()
    }
    return tasks
  }
}
