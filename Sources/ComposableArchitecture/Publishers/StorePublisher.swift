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
    self.init(
      store: store,
      upstream: Deferred { StoreStateRelay.publisher(of: store) }
    )
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
  /// main thread hops to it first.
  nonisolated static func publisher(of store: Store<State, Action>) -> AnyPublisher<State, Never> {
    let store = UncheckedSendable(store)
    // Publishers are not `Sendable`; this one is made on the main actor and returned at once.
    guard Thread.isMainThread else {
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

  private var publisher: AnyPublisher<State, Never> {
    self.subject
      .handleEvents(receiveCancel: { [self] in _ = self })
      .eraseToAnyPublisher()
  }

  func stateDidChange() {
    guard self.store.core.isValid else { return }
    self.subject.send(self.store.core.state)
  }

  func identityMayHaveChanged() {}
}
