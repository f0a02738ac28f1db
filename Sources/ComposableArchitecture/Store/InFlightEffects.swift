import Foundation

/// The effect tasks a store is running, with the action each was returned for.
///
/// Guarded by a lock: effects are started on the main actor, but a cancellation (which removes
/// an effect at once, as TCA does) can come from any thread through `Task.cancel(id:)`.
// @unchecked Sendable: `lock` guards every stored `var`.
final class InFlightEffects<Action>: @unchecked Sendable {
  struct Entry {
    let task: Task<Void, Never>
    let origin: Action
    /// Whether this is background work (see `Effect.Operation.background`).
    let isBackground: Bool
  }

  private let lock = NSLock()
  private var _entries: [Int: Entry] = [:]
  private var lastToken = 0

  var entries: [Int: Entry] {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self._entries
  }

  func nextToken() -> Int {
    self.lock.lock()
    defer { self.lock.unlock() }
    self.lastToken += 1
    return self.lastToken
  }

  func insert(_ task: Task<Void, Never>, origin: Action, token: Int, isBackground: Bool) {
    self.lock.lock()
    defer { self.lock.unlock() }
    self._entries[token] = Entry(task: task, origin: origin, isBackground: isBackground)
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

  /// Whether no effect other than background work is running.
  var hasNoForegroundEffects: Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return !self._entries.values.contains { !$0.isBackground }
  }

  /// Cancels every running effect except background work, and forgets them; returns their
  /// tasks.
  func cancelForeground() -> [Task<Void, Never>] {
    self.lock.lock()
    let foreground = self._entries.filter { !$0.value.isBackground }
    for token in foreground.keys {
      self._entries[token] = nil
    }
    self.lock.unlock()
    for entry in foreground.values {
      entry.task.cancel()
    }
    return foreground.values.map(\.task)
  }

  /// Cancels every running effect and forgets it.
  func cancelAll() {
    self.lock.lock()
    let entries = self._entries
    self._entries.removeAll()
    self.lock.unlock()
    for entry in entries.values {
      entry.task.cancel()
    }
  }
}
