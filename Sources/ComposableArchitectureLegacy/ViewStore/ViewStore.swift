import ComposableArchitecture
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

  private let _send: (Action) -> EffectGroup?
  /// The state, published to subscribers in the order they subscribed, as 0.x's Combine did.
  let _state: StateSubject<State>
  private var viewCancellable: AnyCancellable?

  /// Creates a view store of `store` that treats states as equal when `isDuplicate` says so.
  public init(
    _ store: Store<State, Action>,
    removeDuplicates isDuplicate: @escaping (State, State) -> Bool
  ) {
    self._send = { store.send($0, originatingFrom: nil, group: nil) }
    self._state = StateSubject(store.currentState)
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

  /// Sends an action to the store, and returns the work it started (0.39+; before, it returned
  /// nothing, and code that ignores the result reads the same).
  ///
  /// ```swift
  /// viewStore.send(.refresh)
  /// await viewStore.send(.task).finish()
  /// ```
  @discardableResult
  public func send(_ action: Action) -> ViewStoreTask {
    ViewStoreTask(group: self._send(action))
  }

  /// Sends an action to the store and waits until `predicate` no longer holds for the state;
  /// cancelling the waiting task cancels the action's effects (0.39+).
  ///
  /// ```swift
  /// .refreshable { await viewStore.send(.refresh, while: \.isLoading) }
  /// ```
  ///
  /// Isolated to the main actor, as in 0.x: the action is sent from the main thread.
  @MainActor
  public func send(_ action: Action, while predicate: @escaping (State) -> Bool) async {
    let task = self.send(action)
    await withTaskCancellationHandler {
      await self.yield(while: predicate)
    } onCancel: {
      task.rawValue?.cancel()
    }
  }

  /// Waits until `predicate` no longer holds for the state (0.39+; `suspend(while:)` before).
  @MainActor
  public func yield(while predicate: @escaping (State) -> Bool) async {
    let box = CancellableBox()
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        box.set(Self.resume(continuation, once: self.publisher, endsMatching: predicate))
      }
    } onCancel: {
      box.cancel()
    }
    box.cancel()
  }

  /// Waits until `predicate` no longer holds for the state (0.25–0.38; renamed
  /// ``yield(while:)`` in 0.39).
  @available(*, deprecated, renamed: "yield(while:)")
  @MainActor
  public func suspend(while predicate: @escaping (State) -> Bool) async {
    await self.yield(while: predicate)
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
    let once = ResumeOnce(continuation)
    let cancellable =
      publisher
      .filter { !predicate($0) }
      .prefix(1)
      .sink { _ in once.resume() }
    return AnyCancellable {
      cancellable.cancel()
      // Cancelled before the state matched (the waiting task was cancelled): stop waiting.
      once.resume()
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

/// Holds the subscription of ``ViewStore/yield(while:)`` until it resumes or is cancelled.
///
/// `@unchecked Sendable`: `lock` guards its properties; cancellation comes from any thread.
private final class CancellableBox: @unchecked Sendable {
  private let lock = NSLock()
  private var cancellable: AnyCancellable?
  private var isCancelled = false

  func set(_ cancellable: AnyCancellable) {
    self.lock.lock()
    if self.isCancelled {
      self.lock.unlock()
      cancellable.cancel()
    } else {
      self.cancellable = cancellable
      self.lock.unlock()
    }
  }

  func cancel() {
    self.lock.lock()
    self.isCancelled = true
    let cancellable = self.cancellable
    self.cancellable = nil
    self.lock.unlock()
    cancellable?.cancel()
  }
}

/// Resumes a continuation once, whichever of a match or a cancellation comes first.
///
/// `@unchecked Sendable`: `lock` guards `continuation`.
private final class ResumeOnce: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Void, Never>?

  init(_ continuation: CheckedContinuation<Void, Never>) {
    self.continuation = continuation
  }

  func resume() {
    self.lock.lock()
    let continuation = self.continuation
    self.continuation = nil
    self.lock.unlock()
    continuation?.resume()
  }
}
