import ConcurrencyExtras
import Dependencies
import Foundation

/// The identity of a cancellable effect: the user's identifier, by type and value, in the place
/// of the feature tree where the effect was created.
@usableFromInline
package struct _CancelID: Hashable, Sendable {
  let id: AnyHashableSendable
  let navigationIDPath: NavigationIDPath

  init(id: some Hashable & Sendable, navigationIDPath: NavigationIDPath) {
    self.id = AnyHashableSendable(id)
    self.navigationIDPath = navigationIDPath
  }

  /// An identifier in the place of the feature tree the current code runs in.
  package init(id: some Hashable & Sendable) {
    @Dependency(\.navigationIDPath) var navigationIDPath
    self.init(id: id, navigationIDPath: navigationIDPath)
  }
}

/// The running work of one store, indexed by cancellation identifier.
///
/// Each root store owns one, so identifiers never reach across stores; effects started by a
/// store see it as ``current`` (a task local), which `withTaskCancellation` and
/// `Task.cancel(id:)` use. Work started outside any store shares ``global``.
///
/// Cancelling an identifier at a place of the feature tree cancels the work registered under it
/// there and at every place below it (the feature's presented, `ifLet` and `forEach` children),
/// as TCA does: TCA files each effect under every prefix of its navigation path.
// @unchecked Sendable: `lock` guards `entries` and every other stored `var`.
package final class CancellationRegistry: @unchecked Sendable {
  // Guarded by `lock`: effects register and cancel from any thread. Indexed by the user's
  // identifier first, then by place, so a cancellation finds the places below it without
  // scanning unrelated identifiers.
  private let lock = NSLock()
  private var entries: [AnyHashableSendable: [NavigationIDPath: [Int: @Sendable () -> Void]]] =
    [:]
  private var nextToken = 0

  @TaskLocal package static var _current: CancellationRegistry?

  /// The registry of the store whose effect is running, or ``global``.
  package static var current: CancellationRegistry { _current ?? global }

  /// The registry for work started outside any store.
  package static let global = CancellationRegistry()

  /// Records a way to cancel some work under an identifier; returns a token to remove it with.
  package func insert(id: _CancelID, cancel: @escaping @Sendable () -> Void) -> Int {
    self.lock.lock()
    defer { self.lock.unlock() }
    // Negative tokens never collide with the positive ones a store hands out.
    self.nextToken -= 1
    self.entries[id.id, default: [:]][id.navigationIDPath, default: [:]][self.nextToken] = cancel
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
    self.entries[id.id, default: [:]][id.navigationIDPath, default: [:]][self.nextToken] = {
      task.cancel()
    }
    return (task, self.nextToken)
  }

  /// Records a way to cancel some work under an identifier, with the caller's (positive) token.
  func insert(id: _CancelID, token: Int, cancel: @escaping @Sendable () -> Void) {
    self.lock.lock()
    defer { self.lock.unlock() }
    self.entries[id.id, default: [:]][id.navigationIDPath, default: [:]][token] = cancel
  }

  /// Forgets work that finished.
  package func remove(id: _CancelID, token: Int) {
    self.lock.lock()
    defer { self.lock.unlock() }
    // In place: copying the tokens of an identifier would make removing n effects O(n²).
    guard self.entries[id.id]?[id.navigationIDPath]?.removeValue(forKey: token) != nil
    else { return }
    if self.entries[id.id]?[id.navigationIDPath]?.isEmpty == true {
      self.entries[id.id]?[id.navigationIDPath] = nil
      if self.entries[id.id]?.isEmpty == true {
        self.entries[id.id] = nil
      }
    }
  }

  /// Cancels all work under an identifier at its place and at every place below it.
  package func cancel(id: _CancelID) {
    var cancels: [@Sendable () -> Void] = []
    self.lock.lock()
    if var places = self.entries[id.id] {
      for (path, tokens) in places where path.hasPrefix(id.navigationIDPath) {
        cancels.append(contentsOf: tokens.values)
        places[path] = nil
      }
      self.entries[id.id] = places.isEmpty ? nil : places
    }
    self.lock.unlock()
    for cancel in cancels {
      cancel()
    }
  }

  /// Cancels all work, whatever its identifier.
  func cancelAll() {
    self.lock.lock()
    let all = self.entries
    self.entries.removeAll()
    self.lock.unlock()
    for places in all.values {
      for tokens in places.values {
        for cancel in tokens.values {
          cancel()
        }
      }
    }
  }

  /// Whether any work is running under the identifier, at exactly its place.
  func contains(id: _CancelID) -> Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.entries[id.id]?[id.navigationIDPath] != nil
  }
}

extension CancellationRegistry {
  /// How many pieces of work are registered, for the tests that check a registry forgets what
  /// was cancelled, dismissed or finished.
  package var count: Int {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.entries.values.reduce(0) { count, places in
      places.values.reduce(count) { $0 + $1.count }
    }
  }
}
