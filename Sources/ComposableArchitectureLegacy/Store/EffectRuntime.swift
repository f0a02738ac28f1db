import ComposableArchitecture
import Foundation
import OpenCombineShim

/// Starts the effects of one 0.x store, as its reducer returns them, instead of the 1.x store
/// under it.
///
/// The 1.x store starts its own effects after the reducer returns, as tasks. A 0.x publisher
/// must instead be subscribed to while `send` runs, in the order the effects were returned, so
/// that what it emits synchronously (`Just`, a scheduler that runs at once) is reduced before
/// `send` returns, and what it emits later from a test scheduler's `advance` is reduced right
/// then, with no task in between. So this starts them itself: values are sent back into the
/// store (which queues them behind the current action, as `.send` is), publishers are subscribed
/// to, and cancellations go through the store's cancellation registry, where subscriptions are
/// filed under their identifiers next to the 1.x effects' tasks. The 1.x effects of 1.x reducers
/// run as 0.x reducers are started here too (`.send` at once, work in a task on the main actor),
/// so that every action an effect sends comes back through the 0.x store and its lock.
///
/// `@unchecked Sendable`: `lock` guards the running subscriptions; a publisher may complete on
/// any thread and the registry may cancel from any thread.
// @unchecked Sendable: `lock` guards the running subscriptions; the rest is set before effects run.
final class EffectRuntime<Action>: @unchecked Sendable {
  /// The store's cancellation registry.
  var registry = CancellationRegistry.global
  /// Sends an action an effect emitted (with the action whose effect emitted it, and the group
  /// of that effect) into the store.
  var deliver: (_ action: Action, _ origin: Action, _ group: EffectGroup?) -> Void = { _, _, _ in }
  /// Whether an effect completing off the main thread is reported.
  var checksThread = true
  /// The group of the send in progress: the effects started now join it. Set and read with the
  /// store tree's lock held.
  private(set) var currentGroup: EffectGroup?
  /// Whether a send is in progress, whose group is made when its first effect starts.
  private var makesGroup = false

  /// Starts the group of an outermost send: `group`, or one made when an effect starts.
  func beginGroup(_ group: EffectGroup?) {
    self.currentGroup = group
    self.makesGroup = true
  }

  /// Ends the group of an outermost send, returning it.
  func endGroup() -> EffectGroup? {
    defer {
      self.currentGroup = nil
      self.makesGroup = false
    }
    return self.currentGroup
  }

  private struct Subscription {
    var cancellable: AnyCancellable?
    var registrations: [(id: _CancelID, token: Int)] = []
    let origin: Action
    let group: EffectGroup?
    /// Whether it runs a 1.x effect (of a 1.x reducer run as a 0.x reducer).
    let isModern: Bool
  }

  private let lock = NSRecursiveLock()
  private var subscriptions: [Int: Subscription] = [:]
  private var lastToken = 0
  /// How many publishers this runtime subscribed to: a value or `.none` never adds one.
  private(set) var subscriptionCount = 0

  /// The actions whose 0.x effects are still running (subscribed, not finished), oldest first.
  /// (1.x effects are tasks, which a synchronous test cannot wait for: not counted.)
  var runningOrigins: [(token: Int, origin: Action)] {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.subscriptions.filter { !$0.value.isModern }.sorted { $0.key < $1.key }
      .map { ($0.key, $0.value.origin) }
  }

  /// Starts an effect, all of it: the 1.x store is handed nothing to start, so that every
  /// action an effect sends comes back through the 0.x store (one thread at a time).
  func start(
    _ effect: Effect<Action, Never>, origin: Action
  ) -> ComposableArchitecture.Effect<Action> {
    switch effect.storage {
    case .none:
      return .none
    case let .value(action):
      self.deliver(action, origin, self.currentGroup)
      return .none
    default:
      self.start(effect, origin: origin, cancelIDs: [])
      return .none
    }
  }

  private func start(
    _ effect: Effect<Action, Never>,
    origin: Action,
    cancelIDs: [LegacyCancelID]
  ) {
    switch effect.storage {
    case .none:
      return
    case let .value(action):
      self.deliver(action, origin, self.currentGroup)
    case let .publisher(publisher):
      self.subscribe(publisher, origin: origin, cancelIDs: cancelIDs)
    case let .merge(effects):
      for effect in effects {
        self.start(effect, origin: origin, cancelIDs: cancelIDs)
      }
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight {
        self.registry.cancel(id: id.cancelID)
      }
      self.start(effect, origin: origin, cancelIDs: cancelIDs + [id])
    case let .cancel(id):
      self.registry.cancel(id: id.cancelID)
    case let .modern(effect):
      self.startModern(effect, origin: origin, cancelIDs: cancelIDs)
    }
  }

  /// Starts a 1.x effect as the 1.x store would, but with its actions sent through the 0.x store
  /// (and so through its lock): `.send` now, before `send` returns, in order; cancellation now;
  /// asynchronous work in a task on the main actor, filed under the 0.x identifiers around it.
  private func startModern(
    _ effect: ComposableArchitecture.Effect<Action>,
    origin: Action,
    cancelIDs: [LegacyCancelID]
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      self.deliver(action, origin, self.currentGroup)
    case let .merge(children):
      for child in children {
        self.startModern(child, origin: origin, cancelIDs: cancelIDs)
      }
    case let .concatenate(children):
      // The leading synchronous effects happen now, in order; the rest run one after the
      // other in a task.
      var index = children.startIndex
      while index < children.endIndex, children[index].isSynchronousForLegacy {
        self.startModern(children[index], origin: origin, cancelIDs: cancelIDs)
        index += 1
      }
      if index < children.endIndex {
        self.subscribe(
          modernEffectPublisher(.concatenate(Array(children[index...]))),
          origin: origin, cancelIDs: cancelIDs, isModern: true
        )
      }
    case let .cancellable(cancellable) where cancellable.child.isSynchronousForLegacy:
      if cancellable.cancelInFlight {
        self.registry.cancel(id: cancellable.id)
      }
      self.startModern(cancellable.child, origin: origin, cancelIDs: cancelIDs)
    case let .cancel(id):
      self.registry.cancel(id: id)
    default:
      // `.run`, a `.cancellable` or `.background` of asynchronous work (and any kind added
      // later): `run(send:)` runs it, its own identifiers included, in a task.
      self.subscribe(
        modernEffectPublisher(effect), origin: origin, cancelIDs: cancelIDs, isModern: true
      )
    }
  }

  private func subscribe(
    _ publisher: AnyPublisher<Action, Never>,
    origin: Action,
    cancelIDs: [LegacyCancelID],
    isModern: Bool = false
  ) {
    if self.currentGroup == nil, self.makesGroup {
      // Made only for a send that starts an effect: most start none.
      self.currentGroup = EffectGroup()
    }
    let group = self.currentGroup
    self.lock.lock()
    self.lastToken += 1
    self.subscriptionCount += 1
    let token = self.lastToken
    self.subscriptions[token] = Subscription(origin: origin, group: group, isModern: isModern)
    self.lock.unlock()
    group?.add(token) { [weak self] in self?.finish(token, cancel: true) }

    let checksThread = self.checksThread
    let cancellable = publisher.sink(
      receiveCompletion: { [weak self] _ in
        if checksThread, !isOnMainThreadOrActor() {
          reportThread(.effectCompletion(origin: origin))
        }
        self?.finish(token, cancel: false)
      },
      receiveValue: { [weak self] action in self?.deliver(action, origin, group) }
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
    subscription.group?.remove(token)
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

/// The effects that one action sent to a store started, with the effects of the actions they
/// fed back: what a ``ViewStoreTask`` waits for and cancels, as 0.39's `send` task did.
///
/// `@unchecked Sendable`: `lock` guards every stored property; effects finish on any thread.
final class EffectGroup: @unchecked Sendable {
  private let lock = NSLock()
  private var running: [Int: () -> Void] = [:]
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Whether an effect of the group is still running.
  var isRunning: Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return !self.running.isEmpty
  }

  /// Adds a running subscription, with how to cancel it.
  func add(_ token: Int, cancel: @escaping () -> Void) {
    self.lock.lock()
    self.running[token] = cancel
    self.lock.unlock()
  }

  /// Removes a subscription that finished.
  func remove(_ token: Int) {
    self.lock.lock()
    guard self.running.removeValue(forKey: token) != nil, self.running.isEmpty else {
      self.lock.unlock()
      return
    }
    let waiters = self.waiters
    self.waiters = []
    self.lock.unlock()
    for waiter in waiters { waiter.resume() }
  }

  /// Waits until every effect of the group has finished.
  func wait() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      self.lock.lock()
      if self.running.isEmpty {
        self.lock.unlock()
        continuation.resume()
      } else {
        self.waiters.append(continuation)
        self.lock.unlock()
      }
    }
  }

  /// Cancels every effect of the group.
  func cancel() {
    self.lock.lock()
    let running = self.running
    self.lock.unlock()
    for cancel in running.values { cancel() }
  }
}

extension ComposableArchitecture.Effect {
  /// Whether the 1.x effect does all its work as it is started (values and cancellations).
  fileprivate var isSynchronousForLegacy: Bool {
    switch self.operation {
    case .none, .send, .cancel:
      return true
    case let .merge(children), let .concatenate(children):
      return children.allSatisfy { $0.isSynchronousForLegacy }
    case let .cancellable(cancellable):
      return cancellable.child.isSynchronousForLegacy
    default:
      return false
    }
  }
}
