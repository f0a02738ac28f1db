import Foundation
import OpenCombineShim

extension Effect {
  /// What the work of ``Effect/run(_:)`` sends its values and its completion to.
  public struct Subscriber {
    private let _send: (Output) -> Void
    private let _complete: (Subscribers.Completion<Failure>) -> Void

    init(
      send: @escaping (Output) -> Void,
      complete: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
      self._send = send
      self._complete = complete
    }

    /// Emits `value` from the effect.
    public func send(_ value: Output) {
      self._send(value)
    }

    /// Completes the effect; nothing sent after this is emitted.
    public func send(completion: Subscribers.Completion<Failure>) {
      self._complete(completion)
    }
  }
}

/// The publisher behind ``Effect/run(_:)``: it starts the work on subscription, forwards what the
/// work sends as demand allows (buffering the rest), and cancels the work when cancelled.
struct Create<Output, Failure: Error>: Publisher {
  let work: (Effect<Output, Failure>.Subscriber) -> Cancellable

  init(_ work: @escaping (Effect<Output, Failure>.Subscriber) -> Cancellable) {
    self.work = work
  }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = Subscription(downstream: AnySubscriber(subscriber))
    subscriber.receive(subscription: subscription)
    subscription.start(self.work)
  }

  final class Subscription: OpenCombineShim.Subscription {
    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private var buffer: [Output] = []
    private var completion: Subscribers.Completion<Failure>?
    private var cancellable: Cancellable?
    private var isCancelled = false

    init(downstream: AnySubscriber<Output, Failure>) {
      self.downstream = downstream
    }

    func start(_ work: (Effect<Output, Failure>.Subscriber) -> Cancellable) {
      let cancellable = work(
        Effect<Output, Failure>.Subscriber(
          send: { [weak self] in self?.send($0) },
          complete: { [weak self] in self?.complete($0) }
        )
      )
      self.lock.lock()
      if self.isCancelled {
        self.lock.unlock()
        cancellable.cancel()
      } else if self.downstream == nil {
        // Completed while starting: there is nothing left to cancel.
        self.lock.unlock()
      } else {
        self.cancellable = cancellable
        self.lock.unlock()
      }
    }

    func request(_ demand: Subscribers.Demand) {
      self.lock.lock()
      self.demand += demand
      self.lock.unlock()
      self.drain()
    }

    func cancel() {
      self.lock.lock()
      self.isCancelled = true
      self.downstream = nil
      self.buffer.removeAll()
      let cancellable = self.cancellable
      self.cancellable = nil
      self.lock.unlock()
      cancellable?.cancel()
    }

    private func send(_ value: Output) {
      self.lock.lock()
      guard self.downstream != nil, self.completion == nil else {
        self.lock.unlock()
        return
      }
      self.buffer.append(value)
      self.lock.unlock()
      self.drain()
    }

    private func complete(_ completion: Subscribers.Completion<Failure>) {
      self.lock.lock()
      guard self.downstream != nil, self.completion == nil else {
        self.lock.unlock()
        return
      }
      self.completion = completion
      self.lock.unlock()
      self.drain()
    }

    private func drain() {
      self.lock.lock()
      defer { self.lock.unlock() }
      while let downstream = self.downstream {
        if !self.buffer.isEmpty, self.demand > 0 {
          let value = self.buffer.removeFirst()
          self.demand -= 1
          self.demand += downstream.receive(value)
        } else if self.buffer.isEmpty, let completion = self.completion {
          self.downstream = nil
          self.cancellable = nil
          downstream.receive(completion: completion)
        } else {
          return
        }
      }
    }
  }
}
