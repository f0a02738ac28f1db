import Foundation
import OpenCombineShim

/// A publisher of a current value, like `CurrentValueSubject`, that tells its subscribers in the
/// order they subscribed, as Combine's subjects do: OpenCombine's keep their subscribers in a
/// `Set`, and so tell them in no particular order. View stores publish their state through it
/// (TCA's `viewStore.publisher.sink { … }` subscribers are told in order).
///
/// Each subscriber is sent the current value when it first asks for one, then every value set,
/// as its demand allows; a value set while it has no demand waits, the latest one only.
// @unchecked Sendable: `lock` guards `current` and `conduits`; values are delivered
// outside of it, so that a subscriber may set a value, subscribe or cancel as it receives one.
package final class StateSubject<Output>: Publisher, @unchecked Sendable {
  package typealias Failure = Never

  private let lock = NSLock()
  private var current: Output
  private var conduits: [Conduit] = []

  package init(_ value: Output) {
    self.current = value
  }

  /// The current value; setting it sends it to every subscriber, in subscription order.
  package var value: Output {
    get {
      self.lock.lock()
      defer { self.lock.unlock() }
      return self.current
    }
    set {
      self.lock.lock()
      self.current = newValue
      let conduits = self.conduits
      self.lock.unlock()
      for conduit in conduits {
        conduit.offer(newValue)
      }
    }
  }

  package func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    self.lock.lock()
    let conduit = Conduit(
      subject: self, subscriber: AnySubscriber(subscriber), value: self.current
    )
    self.conduits.append(conduit)
    self.lock.unlock()
    subscriber.receive(subscription: conduit)
  }

  fileprivate func remove(_ conduit: Conduit) {
    self.lock.lock()
    defer { self.lock.unlock() }
    self.conduits.removeAll { $0 === conduit }
  }

  /// One subscriber's subscription: its demand, and the value waiting for demand, if any.
  // @unchecked Sendable: `lock` guards every field.
  fileprivate final class Conduit: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var subject: StateSubject?
    private var subscriber: AnySubscriber<Output, Never>?
    private var demand = Subscribers.Demand.none
    private var waiting: Output?

    init(subject: StateSubject, subscriber: AnySubscriber<Output, Never>, value: Output) {
      self.subject = subject
      self.subscriber = subscriber
      self.waiting = value
    }

    func request(_ demand: Subscribers.Demand) {
      self.lock.lock()
      self.demand += demand
      self.deliverWaiting()
    }

    func offer(_ value: Output) {
      self.lock.lock()
      self.waiting = value
      self.deliverWaiting()
    }

    /// Sends the waiting value while there is demand for it; called with `lock` held, and
    /// releases it.
    private func deliverWaiting() {
      while let subscriber = self.subscriber, self.demand > 0, let value = self.waiting {
        self.waiting = nil
        self.demand -= 1
        self.lock.unlock()
        let more = subscriber.receive(value)
        self.lock.lock()
        self.demand += more
      }
      self.lock.unlock()
    }

    func cancel() {
      self.lock.lock()
      let subject = self.subject
      self.subject = nil
      self.subscriber = nil
      self.waiting = nil
      self.lock.unlock()
      subject?.remove(self)
    }
  }
}
