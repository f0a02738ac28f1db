import ConcurrencyExtras
import Foundation

/// The work a ``Store/send(_:)`` started: the effects of the action and of every action they
/// feed back.
///
/// Await ``finish()`` to wait for them, for example in an async refresh handler, or
/// ``cancel()`` them, for example when a view disappears.
public struct StoreTask: Hashable, Sendable {
  let effects: EffectTasks?

  init(effects: EffectTasks?) {
    self.effects = effects
  }

  /// The underlying task, for APIs that need one: it completes when the effects complete, and
  /// cancelling it cancels them.
  public var rawValue: Task<Void, Never>? {
    guard let effects = self.effects else { return nil }
    return Task { await StoreTask(effects: effects).finish() }
  }

  /// Cancels the effects.
  public func cancel() {
    self.effects?.cancel()
  }

  /// Waits for the effects to complete; cancelling the waiting task cancels them.
  public func finish() async {
    guard let effects = self.effects else { return }
    await withTaskCancellationHandler {
      var index = 0
      while let task = effects.task(at: index) {
        await task.value
        index += 1
      }
    } onCancel: {
      effects.cancel()
    }
  }

  /// Whether the effects were cancelled (`true` when there were none).
  public var isCancelled: Bool {
    self.effects?.isCancelled ?? true
  }

  /// Whether two tasks stand for the same effects.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.effects === rhs.effects
  }

  /// Hashes the task's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.effects.map(ObjectIdentifier.init))
  }
}

/// The tasks of a send's effects; effects that send actions add the tasks of those actions.
///
/// Guarded by a lock (effects add tasks from the main actor while a waiter reads from anywhere);
/// mutated in place, so adding n tasks costs O(n).
// @unchecked Sendable: `lock` guards `tasks` and `_isCancelled`.
@usableFromInline
final class EffectTasks: @unchecked Sendable {
  private let lock = NSLock()
  private var tasks: [Task<Void, Never>] = []
  private var _isCancelled = false

  func append(_ task: Task<Void, Never>) {
    self.lock.lock()
    self.tasks.append(task)
    let isCancelled = self._isCancelled
    self.lock.unlock()
    if isCancelled { task.cancel() }
  }

  func task(at index: Int) -> Task<Void, Never>? {
    self.lock.lock()
    defer { self.lock.unlock() }
    return index < self.tasks.count ? self.tasks[index] : nil
  }

  var isEmpty: Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.tasks.isEmpty
  }

  var isCancelled: Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self._isCancelled
  }

  func cancel() {
    self.lock.lock()
    self._isCancelled = true
    let tasks = self.tasks
    self.lock.unlock()
    for task in tasks { task.cancel() }
  }
}
