/// The stores of one store tree whose state someone has read, told after each send that the
/// state may have changed.
@MainActor
final class StateObservers {
  private struct WeakObserver {
    weak var observer: (any StateChangeObserving)?
  }

  private var observers: [WeakObserver] = []

  func register(_ observer: any StateChangeObserving) {
    self.observers.append(WeakObserver(observer: observer))
  }

  func notify() {
    guard !self.observers.isEmpty else { return }
    var hasReleased = false
    for entry in self.observers {
      if let observer = entry.observer {
        observer.stateDidChange()
      } else {
        hasReleased = true
      }
    }
    if hasReleased {
      self.observers.removeAll { $0.observer == nil }
    }
  }
}

/// A store that wants to hear about state changes of its tree.
@MainActor
protocol StateChangeObserving: AnyObject {
  func stateDidChange()
}
