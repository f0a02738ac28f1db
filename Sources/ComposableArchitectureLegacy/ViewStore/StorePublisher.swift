import Foundation
import OpenCombineShim

/// The publisher of a view store's state; reading a member of it (`publisher.count`) gives a
/// publisher of that value without duplicates.
///
/// Members named like `Publisher` operators (`count`, `first`, `map`, `filter`, …) resolve to
/// the operator, as in 0.x; use `publisher.map(\.count)` for those.
@dynamicMemberLookup
public struct StorePublisher<State>: Publisher {
  /// The store's state, published when it changes.
  public typealias Output = State
  /// A store publisher never fails.
  public typealias Failure = Never

  /// The publisher the state comes from.
  public let upstream: AnyPublisher<State, Never>
  /// The view store this publisher keeps alive while subscribed.
  public let viewStore: Any

  init<Action>(viewStore: ViewStore<State, Action>) {
    self.viewStore = viewStore
    self.upstream = viewStore._state.eraseToAnyPublisher()
  }

  init<P: Publisher>(upstream: P, viewStore: Any) where P.Output == Output, P.Failure == Failure {
    self.upstream = upstream.eraseToAnyPublisher()
    self.viewStore = viewStore
  }

  /// Attaches `subscriber`, keeping the view store alive for as long as it is subscribed.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    let viewStore = self.viewStore
    self.upstream
      .handleEvents(receiveCancel: { _ = viewStore })
      .subscribe(subscriber)
  }

  /// A publisher of a value of the state, without duplicates.
  public subscript<LocalState: Equatable>(
    dynamicMember keyPath: KeyPath<State, LocalState>
  ) -> StorePublisher<LocalState> {
    .init(
      upstream: self.upstream.map { $0[keyPath: keyPath] }.removeDuplicates(),
      viewStore: self.viewStore)
  }
}
