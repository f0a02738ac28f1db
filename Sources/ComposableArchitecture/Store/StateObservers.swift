import Foundation

/// The stores of one store tree whose state someone has read, told when it may have changed.
///
/// Stores whose whole state is read, stores of state that is not observable, and the root store
/// are told after every send. A child store of observable state is told only when a field on
/// the path to its state was set (it tracks that path with the Observation framework), so a
/// send that changes a field nobody reads costs nothing per store, however many there are.
@MainActor
final class StateObservers {
  private struct WeakObserver {
    weak var observer: (any StateChangeObserving)?
  }

  private var observers: [WeakObserver] = []
  nonisolated let pending = PendingObservers()

  private nonisolated static func isReleased(_ entry: WeakObserver) -> Bool {
    entry.observer == nil
  }

  func register(_ observer: any StateChangeObserving) {
    self.observers.append(WeakObserver(observer: observer))
  }

  func notify() {
    if !self.observers.isEmpty {
      var hasReleased = false
      for entry in self.observers {
        if let observer = entry.observer {
          observer.stateDidChange()
        } else {
          hasReleased = true
        }
      }
      if hasReleased {
        // A function, not a closure formed here: a main-actor closure given to the standard
        // library checks at run time that it runs on the main actor, and a 0.x store used from
        // a background thread (reported) must carry on (see `withTaskLocal`).
        self.observers.removeAll(where: Self.isReleased)
      }
    }
    for observer in self.pending.drain() {
      observer.identityMayHaveChanged()
    }
  }
}

/// Child stores whose path to their state was set since the last send; filled from
/// Observation's change handlers, which run wherever the state was mutated, hence the lock.
// @unchecked Sendable: `lock` guards `observers`.
final class PendingObservers: @unchecked Sendable {
  private struct WeakObserver {
    weak var observer: (any StateChangeObserving)?
  }

  private let lock = NSLock()
  private var observers: [ObjectIdentifier: WeakObserver] = [:]

  func insert(_ observer: any StateChangeObserving) {
    self.lock.lock()
    defer { self.lock.unlock() }
    self.observers[ObjectIdentifier(observer)] = WeakObserver(observer: observer)
  }

  func drain() -> [any StateChangeObserving] {
    self.lock.lock()
    defer { self.lock.unlock() }
    guard !self.observers.isEmpty else { return [] }
    let observers = self.observers.values.compactMap(\.observer)
    self.observers.removeAll(keepingCapacity: true)
    return observers
  }
}

/// A store that wants to hear about state changes of its tree.
@MainActor
protocol StateChangeObserving: AnyObject {
  /// Called after every send.
  func stateDidChange()
  /// Called after a send that set a field on the path to the store's state.
  func identityMayHaveChanged()
}
