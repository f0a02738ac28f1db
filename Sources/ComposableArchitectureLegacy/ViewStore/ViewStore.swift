import Foundation
import OpenCombineShim

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// An observable view of a store's state that publishes only the changes that are not
/// duplicates, and sends actions to the store.
@dynamicMemberLookup
public final class ViewStore<State, Action>: ObservableObject {
  /// Emits before the view store's state changes.
  public private(set) lazy var objectWillChange = ObservableObjectPublisher()

  private let _send: (Action) -> Void
  let _state: CurrentValueSubject<State, Never>
  private var viewCancellable: AnyCancellable?

  /// Creates a view store of `store` that treats states as equal when `isDuplicate` says so.
  public init(
    _ store: Store<State, Action>,
    removeDuplicates isDuplicate: @escaping (State, State) -> Bool
  ) {
    self._send = { store.send($0) }
    self._state = CurrentValueSubject(store.currentState)
    self.viewCancellable = store.statePublisher
      .removeDuplicates(by: isDuplicate)
      .sink { [weak self] state in
        guard let self else { return }
        self.objectWillChange.send()
        self._state.value = state
      }
  }

  /// A publisher of the view store's state: the current state first, then every change that is
  /// not a duplicate.
  public var publisher: StorePublisher<State> {
    StorePublisher(viewStore: self)
  }

  /// The current state.
  public var state: State {
    self._state.value
  }

  /// Reads a value of the current state.
  public subscript<LocalState>(dynamicMember keyPath: KeyPath<State, LocalState>) -> LocalState {
    self._state.value[keyPath: keyPath]
  }

  /// Sends an action to the store.
  public func send(_ action: Action) {
    self._send(action)
  }

  /// Sends an action to the store and waits until `predicate` no longer holds for the state.
  ///
  /// Isolated to the main actor, as in 0.x: the action is sent from the main thread.
  @MainActor
  public func send(_ action: Action, while predicate: @escaping (State) -> Bool) async {
    self.send(action)
    await self.suspend(while: predicate)
  }

  /// Waits until `predicate` no longer holds for the state.
  @MainActor
  public func suspend(while predicate: @escaping (State) -> Bool) async {
    let box = CancellableBox()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      box.cancellable = Self.resume(continuation, once: self.publisher, endsMatching: predicate)
    }
    box.cancellable?.cancel()
  }

  /// Resumes `continuation` the first time the state does not satisfy `predicate`.
  // Nonisolated, as the closures it forms: they run on the thread of the send that changed the
  // state, and a closure formed on the main actor checks at run time that it runs there (a
  // send from another thread is reported, and then carries on, as in 0.x).
  private nonisolated static func resume(
    _ continuation: CheckedContinuation<Void, Never>,
    once publisher: StorePublisher<State>,
    endsMatching predicate: @escaping (State) -> Bool
  ) -> AnyCancellable {
    var isResumed = false
    return
      publisher
      .filter { !predicate($0) }
      .prefix(1)
      .sink { _ in
        guard !isResumed else { return }
        isResumed = true
        continuation.resume()
      }
  }

  #if canImport(SwiftUI)
    /// A binding that reads a value of the state and sends an action when written to.
    public func binding<LocalState>(
      get: @escaping (State) -> LocalState,
      send localStateToViewAction: @escaping (LocalState) -> Action
    ) -> Binding<LocalState> {
      Binding(
        get: { get(self._state.value) },
        set: { newLocalState, _ in self.send(localStateToViewAction(newLocalState)) }
      )
    }

    /// A binding that reads a value of the state and sends `action` when written to.
    public func binding<LocalState>(
      get: @escaping (State) -> LocalState,
      send action: Action
    ) -> Binding<LocalState> {
      self.binding(get: get, send: { _ in action })
    }
  #endif
}

extension ViewStore where State: Equatable {
  /// Creates a view store of `store` that skips states equal to the previous one.
  public convenience init(_ store: Store<State, Action>) {
    self.init(store, removeDuplicates: ==)
  }
}

extension ViewStore where State == Void {
  /// Creates a view store of a stateless store.
  public convenience init(_ store: Store<Void, Action>) {
    self.init(store, removeDuplicates: ==)
  }
}

/// Holds the subscription of ``ViewStore/suspend(while:)`` until it resumes.
// @unchecked Sendable: set and read on the main actor, one after the other, never concurrently.
private final class CancellableBox: @unchecked Sendable {
  var cancellable: AnyCancellable?
}
