import Foundation
import OpenCombineShim

/// A publisher of a store's state: it emits the current state when subscribed to, then the state
/// after every action the store's tree processes.
///
/// Reach a field with dynamic member lookup to get a publisher of that field with duplicates
/// removed:
///
/// ```swift
/// store.publisher.count
///   .sink { count in label.text = "\(count)" }
///   .store(in: &cancellables)
/// ```
///
/// A subscription keeps its store alive.
@available(iOS, deprecated: 9999, message: "Use observation ('Observations', 'observe') instead")
@available(macOS, deprecated: 9999, message: "Use observation ('Observations', 'observe') instead")
@available(tvOS, deprecated: 9999, message: "Use observation ('Observations', 'observe') instead")
@available(
  watchOS, deprecated: 9999, message: "Use observation ('Observations', 'observe') instead"
)
@dynamicMemberLookup
public struct StorePublisher<State>: Publisher {
  /// The state the publisher emits.
  public typealias Output = State
  /// A store publisher never fails.
  public typealias Failure = Never

  let store: Any
  let upstream: AnyPublisher<State, Never>

  init(store: Any, upstream: some Publisher<State, Never>) {
    self.store = store
    self.upstream = upstream.eraseToAnyPublisher()
  }

  @MainActor
  init<Action>(store: Store<State, Action>) {
    self.init(store: store, upstream: StoreStateRelay.deferredPublisher(of: store))
  }

  /// Attaches a subscriber; the store stays alive for as long as the subscription.
  public func receive(subscriber: some Subscriber<State, Never>) {
    self.upstream.subscribe(
      AnySubscriber(
        receiveSubscription: subscriber.receive(subscription:),
        receiveValue: subscriber.receive(_:),
        receiveCompletion: { [store = self.store] in
          subscriber.receive(completion: $0)
          _ = store
        }
      )
    )
  }

  /// A publisher of a field of the state, which emits only when the field changes.
  public subscript<Value: Equatable>(
    dynamicMember keyPath: KeyPath<State, Value>
  ) -> StorePublisher<Value> {
    StorePublisher<Value>(
      store: self.store,
      upstream: self.upstream.map(keyPath).removeDuplicates()
    )
  }
}

/// Forwards a store's state to a subject after every send of its tree; one per subscription,
/// kept alive by it.
@MainActor
final class StoreStateRelay<State, Action>: StateChangeObserving {
  let store: Store<State, Action>
  let subject: CurrentValueSubject<State, Never>

  init(store: Store<State, Action>) {
    self.store = store
    self.subject = CurrentValueSubject(store.core.state)
    store.core.observers.register(self)
  }

  /// A publisher of the store's state, starting with the current state. Subscribing off the
  /// main actor hops to it first.
  nonisolated static func publisher(of store: Store<State, Action>) -> AnyPublisher<State, Never> {
    let store = UncheckedSendable(store)
    // Publishers are not `Sendable`; this one is made on the main actor and returned at once.
    // The main actor is the main thread, or whichever thread drains the main queue (Swift
    // Testing's main-actor tests on Linux, once the main thread handed the queue over): there
    // the current state, and each change, are delivered synchronously too.
    guard Thread.isMainThread || isOnMainQueue() else {
      return Just(())
        .receive(on: DispatchQueue.main)
        .flatMap {
          MainActor.assumeIsolated { UncheckedSendable(Self(store: store.value).publisher) }.value
        }
        .eraseToAnyPublisher()
    }
    return MainActor.assumeIsolated { UncheckedSendable(Self(store: store.value).publisher) }
      .value
  }

  /// ``publisher(of:)``, made when a subscriber attaches, on its thread.
  // Nonisolated, as the closures it forms: a closure formed on the main actor and handed to
  // Combine checks at run time that it runs there, and a 0.x view store can be made, and
  // released, on another thread (reported; see `withTaskLocal`).
  nonisolated static func deferredPublisher(
    of store: Store<State, Action>
  ) -> Deferred<AnyPublisher<State, Never>> {
    Deferred { Self.publisher(of: store) }
  }

  private var publisher: AnyPublisher<State, Never> {
    self.subject
      .handleEvents(receiveCancel: Self.keepingAlive(self))
      .eraseToAnyPublisher()
  }

  /// A cancel handler that holds the relay until the subscription ends (see
  /// ``deferredPublisher(of:)`` for why it is not formed on the main actor).
  private nonisolated static func keepingAlive(_ relay: StoreStateRelay) -> () -> Void {
    { _ = relay }
  }

  func stateDidChange() {
    guard self.store.core.isValid else { return }
    self.subject.send(self.store.core.state)
  }

  func identityMayHaveChanged() {}
}
