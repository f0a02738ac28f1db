import ComposableArchitecture
import Foundation
import OpenCombineShim

/// Starts the 0.x effects of one store tree on the 1.x runtime, as the root 1.x store's reducer
/// returns them.
///
/// The 1.x store starts its own effects after the reducer returns, as tasks. A 0.x publisher
/// must instead be subscribed to while `send` runs, in the order the effects were returned, so
/// that what it emits synchronously (`Just`, a scheduler that runs at once) is reduced before
/// `send` returns, and what it emits later from a test scheduler's `advance` is reduced right
/// then, with no task in between. So this starts those parts itself, as the reducer returns
/// them: values are sent back into the store (which queues them behind the current action, as
/// `.send` is), publishers are subscribed to, and cancellations go through the store's
/// cancellation registry, where subscriptions are filed under their identifiers next to the 1.x
/// effects' tasks. What is left, the 1.x effects of 1.x reducers run as 0.x reducers, goes back
/// to the 1.x store to start as usual.
///
/// `@unchecked Sendable`: `lock` guards the running subscriptions; a publisher may complete on
/// any thread and the registry may cancel from any thread.
// @unchecked Sendable: `lock` guards the running subscriptions; the rest is set before effects run.
final class EffectRuntime<Action>: @unchecked Sendable {
  /// The store's cancellation registry.
  var registry = CancellationRegistry.global
  /// Sends an action an effect emitted (with the action whose effect emitted it) into the store.
  var deliver: (_ action: Action, _ origin: Action) -> Void = { _, _ in }

  private struct Subscription {
    var cancellable: AnyCancellable?
    var registrations: [(id: _CancelID, token: Int)] = []
    let origin: Action
  }

  private let lock = NSRecursiveLock()
  private var subscriptions: [Int: Subscription] = [:]
  private var lastToken = 0
  /// How many publishers this runtime subscribed to: a value or `.none` never adds one.
  private(set) var subscriptionCount = 0

  /// The actions whose effects are still running (subscribed, not finished), oldest first.
  var runningOrigins: [(token: Int, origin: Action)] {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.subscriptions.sorted { $0.key < $1.key }.map { ($0.key, $0.value.origin) }
  }

  /// Starts the 0.x parts of an effect and returns the 1.x parts for the store to start.
  func start(
    _ effect: Effect<Action, Never>, origin: Action
  ) -> ComposableArchitecture.Effect<Action> {
    switch effect.storage {
    case .none:
      return .none
    case let .value(action):
      self.deliver(action, origin)
      return .none
    default:
      var modern: [ComposableArchitecture.Effect<Action>] = []
      self.start(effect, origin: origin, cancelIDs: [], modern: &modern)
      return .merge(modern)
    }
  }

  private func start(
    _ effect: Effect<Action, Never>,
    origin: Action,
    cancelIDs: [LegacyCancelID],
    modern: inout [ComposableArchitecture.Effect<Action>]
  ) {
    switch effect.storage {
    case .none:
      return
    case let .value(action):
      self.deliver(action, origin)
    case let .publisher(publisher):
      self.subscribe(publisher, origin: origin, cancelIDs: cancelIDs)
    case let .merge(effects):
      for effect in effects {
        self.start(effect, origin: origin, cancelIDs: cancelIDs, modern: &modern)
      }
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight {
        self.registry.cancel(id: id.cancelID)
      }
      self.start(effect, origin: origin, cancelIDs: cancelIDs + [id], modern: &modern)
    case let .cancel(id):
      self.registry.cancel(id: id.cancelID)
    case let .modern(effect):
      modern.append(
        cancelIDs.reduce(effect) { effect, id in effect.cancellable(id: id.id) }
      )
    }
  }

  private func subscribe(
    _ publisher: AnyPublisher<Action, Never>,
    origin: Action,
    cancelIDs: [LegacyCancelID]
  ) {
    self.lock.lock()
    self.lastToken += 1
    self.subscriptionCount += 1
    let token = self.lastToken
    self.subscriptions[token] = Subscription(origin: origin)
    self.lock.unlock()

    let cancellable = publisher.sink(
      receiveCompletion: { [weak self] _ in self?.finish(token, cancel: false) },
      receiveValue: { [weak self] action in self?.deliver(action, origin) }
    )

    self.lock.lock()
    guard self.subscriptions[token] != nil else {
      // It finished while subscribing.
      self.lock.unlock()
      return
    }
    self.subscriptions[token]?.cancellable = cancellable
    for id in cancelIDs {
      let registration = self.registry.insert(id: id.cancelID) { [weak self] in
        self?.finish(token, cancel: true)
      }
      self.subscriptions[token]?.registrations.append((id.cancelID, registration))
    }
    self.lock.unlock()
  }

  /// Forgets a subscription that completed, or cancels it.
  private func finish(_ token: Int, cancel: Bool) {
    self.lock.lock()
    let subscription = self.subscriptions.removeValue(forKey: token)
    self.lock.unlock()
    guard let subscription else { return }
    for (id, registration) in subscription.registrations {
      self.registry.remove(id: id, token: registration)
    }
    if cancel {
      subscription.cancellable?.cancel()
    }
  }

  /// Cancels every running subscription, when the store goes away.
  func cancelAll() {
    self.lock.lock()
    let tokens = Array(self.subscriptions.keys)
    self.lock.unlock()
    for token in tokens {
      self.finish(token, cancel: true)
    }
  }
}
