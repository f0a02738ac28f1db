import Foundation

/// One effect a store started: the task that runs it, once it has one, and whether it was
/// cancelled. Cancelling an effect that has no task yet means it never gets one.
// @unchecked Sendable: `task` and `isCancelled` are guarded by the lock of `ledger`.
final class EffectHandle: @unchecked Sendable {
  let token: Int
  let ledger: EffectLedger
  var task: Task<Void, Never>?
  var isCancelled = false

  init(token: Int, ledger: EffectLedger) {
    self.token = token
    self.ledger = ledger
  }

  /// Cancels the effect: its task if it has one, and it counts as finished at once, as in TCA.
  func cancel() {
    self.ledger.cancel(self)
  }
}

/// The lock and bookkeeping shared by the handles of one store's effects.
// @unchecked Sendable: `lock` guards the state of every handle and of the subclass.
class EffectLedger: @unchecked Sendable {
  let lock = NSLock()

  /// Removes the handle's entry; called with `lock` held.
  func removeLocked(token: Int) {}

  /// Gives the handle its task, or cancels the task when the handle was cancelled first.
  final func attach(_ task: Task<Void, Never>, to handle: EffectHandle) {
    self.lock.lock()
    let isCancelled = handle.isCancelled
    if !isCancelled { handle.task = task }
    self.lock.unlock()
    if isCancelled { task.cancel() }
  }

  /// Whether the handle was cancelled (it may be cancelled right after: `attach` decides).
  final func isCancelled(_ handle: EffectHandle) -> Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return handle.isCancelled
  }

  final func cancel(_ handle: EffectHandle) {
    self.lock.lock()
    handle.isCancelled = true
    let task = handle.task
    self.removeLocked(token: handle.token)
    self.lock.unlock()
    task?.cancel()
  }
}

/// Every running effect of a store and the action it was returned for, by token.
///
/// Not generic: its methods run for every effect started and cancelled, and a generic class
/// looks up the metadata of its dictionary type on each call.
final class InFlightEffects: EffectLedger, @unchecked Sendable {
  struct Entry {
    let handle: EffectHandle
    /// The action the effect was returned for, of the store's `Action` type.
    let origin: Any
    let isBackground: Bool
  }

  private var _entries: [Int: Entry] = [:]

  var entries: [Int: Entry] {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self._entries
  }

  func insert(_ handle: EffectHandle, origin: Any, isBackground: Bool) {
    self.lock.lock()
    defer { self.lock.unlock() }
    self._entries[handle.token] = Entry(handle: handle, origin: origin, isBackground: isBackground)
  }

  override func removeLocked(token: Int) {
    self._entries[token] = nil
  }

  func remove(token: Int) {
    self.lock.lock()
    defer { self.lock.unlock() }
    self._entries[token] = nil
  }

  var isEmpty: Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self._entries.isEmpty
  }

  var hasNoForegroundEffects: Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return !self._entries.values.contains { !$0.isBackground }
  }

  /// Cancels the effects that are not background work and returns the tasks of those that had
  /// started, to await them.
  func cancelForeground() -> [Task<Void, Never>] {
    self.lock.lock()
    var tasks: [Task<Void, Never>] = []
    for (token, entry) in self._entries where !entry.isBackground {
      entry.handle.isCancelled = true
      if let task = entry.handle.task { tasks.append(task) }
      self._entries[token] = nil
    }
    self.lock.unlock()
    for task in tasks {
      task.cancel()
    }
    return tasks
  }

  func cancelAll() {
    self.lock.lock()
    var tasks: [Task<Void, Never>] = []
    for entry in self._entries.values {
      entry.handle.isCancelled = true
      if let task = entry.handle.task { tasks.append(task) }
    }
    self._entries.removeAll()
    self.lock.unlock()
    for task in tasks {
      task.cancel()
    }
  }
}
