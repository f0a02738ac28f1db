import ConcurrencyExtras
import Dependencies
import Foundation

/// The identity of a cancellable effect: the user's identifier, by type and value, in the place
/// of the feature tree where the effect was created.
@usableFromInline
struct _CancelID: Hashable, Sendable {
  let id: AnyHashableSendable
  let navigationIDPath: NavigationIDPath

  init(id: some Hashable & Sendable, navigationIDPath: NavigationIDPath) {
    self.id = AnyHashableSendable(id)
    self.navigationIDPath = navigationIDPath
  }

  /// An identifier in the place of the feature tree the current code runs in.
  init(id: some Hashable & Sendable) {
    @Dependency(\.navigationIDPath) var navigationIDPath
    self.init(id: id, navigationIDPath: navigationIDPath)
  }
}

/// The running work of one store, indexed by cancellation identifier.
///
/// Each root store owns one, so identifiers never reach across stores; effects started by a
/// store see it as ``current`` (a task local), which `withTaskCancellation` and
/// `Task.cancel(id:)` use. Work started outside any store shares ``global``.
final class CancellationRegistry: @unchecked Sendable {
  // Guarded by `lock`: effects register and cancel from any thread.
  private let lock = NSLock()
  private var entries: [_CancelID: [Int: @Sendable () -> Void]] = [:]
  private var nextToken = 0

  @TaskLocal static var _current: CancellationRegistry?

  /// The registry of the store whose effect is running, or ``global``.
  static var current: CancellationRegistry { _current ?? global }

  /// The registry for work started outside any store.
  static let global = CancellationRegistry()

  /// Records a way to cancel some work under an identifier; returns a token to remove it with.
  func insert(id: _CancelID, cancel: @escaping @Sendable () -> Void) -> Int {
    self.lock.lock()
    defer { self.lock.unlock() }
    // Negative tokens never collide with the positive ones a store hands out.
    self.nextToken -= 1
    self.entries[id, default: [:]][self.nextToken] = cancel
    return self.nextToken
  }

  /// Starts a task and records it under an identifier in one step, so that a cancellation can
  /// never slip in between (and miss it); returns the task and the token to remove it with.
  func startTask<T: Sendable>(
    id: _CancelID,
    operation: @escaping @Sendable () async throws -> T
  ) -> (Task<T, any Error>, Int) {
    self.lock.lock()
    defer { self.lock.unlock() }
    let task = Task { try await operation() }
    self.nextToken -= 1
    self.entries[id, default: [:]][self.nextToken] = { task.cancel() }
    return (task, self.nextToken)
  }

  /// Records a way to cancel some work under an identifier, with the caller's (positive) token.
  func insert(id: _CancelID, token: Int, cancel: @escaping @Sendable () -> Void) {
    self.lock.lock()
    defer { self.lock.unlock() }
    self.entries[id, default: [:]][token] = cancel
  }

  /// Forgets work that finished.
  func remove(id: _CancelID, token: Int) {
    self.lock.lock()
    defer { self.lock.unlock() }
    // In place: copying the tokens of an identifier would make removing n effects O(n²).
    guard self.entries[id]?.removeValue(forKey: token) != nil else { return }
    if self.entries[id]?.isEmpty == true {
      self.entries[id] = nil
    }
  }

  /// Cancels all work under an identifier.
  func cancel(id: _CancelID) {
    self.lock.lock()
    let cancels = self.entries.removeValue(forKey: id)
    self.lock.unlock()
    guard let cancels else { return }
    for cancel in cancels.values {
      cancel()
    }
  }

  /// Cancels all work, whatever its identifier.
  func cancelAll() {
    self.lock.lock()
    let all = self.entries
    self.entries.removeAll()
    self.lock.unlock()
    for cancels in all.values {
      for cancel in cancels.values {
        cancel()
      }
    }
  }

  /// Whether any work is running under the identifier.
  func contains(id: _CancelID) -> Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.entries[id] != nil
  }
}
