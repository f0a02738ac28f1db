import Foundation
import OpenCombineShim

/// A store that observes a view's state: it publishes changes to the state it derives with
/// `observe`, with duplicates removed, so that a view (or any subscriber) is told only of changes
/// it cares about.
///
/// ```swift
/// let viewStore = ViewStore(store, observe: { $0 })
/// viewStore.count               // reads the state
/// viewStore.send(.incrementButtonTapped)
/// viewStore.publisher.count     // publishes the count
///   .sink { count in label.text = "\(count)" }
///   .store(in: &cancellables)
/// ```
///
/// It is an `ObservableObject`: `objectWillChange` emits before each change of its state.
@available(
  iOS, deprecated: 9999,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
@available(
  macOS, deprecated: 9999,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
@available(
  tvOS, deprecated: 9999,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
@available(
  watchOS, deprecated: 9999,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
@dynamicMemberLookup
@preconcurrency @MainActor
public final class ViewStore<ViewState, ViewAction> {
  /// Emits before the view state changes.
  public private(set) lazy var objectWillChange = ObservableObjectPublisher()

  let store: Store<ViewState, ViewAction>
  /// The view state, published to subscribers in the order they subscribed.
  private let _state: StateSubject<ViewState>
  private let isDuplicate: (ViewState, ViewState) -> Bool

  /// Creates a view store that observes the state `toViewState` derives from a store's state and
  /// sends actions through `fromViewAction`.
  ///
  /// - Parameters:
  ///   - store: The store to observe.
  ///   - toViewState: Derives the view's state from the store's state.
  ///   - fromViewAction: Embeds a view action in the store's actions.
  ///   - isDuplicate: Whether two view states are the same, in which case no change is published.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) {
    self.store = Store<ViewState, ViewAction>(
      core: store.core.scope(toState: toViewState, action: fromViewAction)
    )
    self._state = StateSubject(toViewState(store.core.state))
    self.isDuplicate = isDuplicate
    store.core.observers.register(self)
  }

  /// Creates a view store that observes the state `toViewState` derives from a store's state.
  ///
  /// - Parameters:
  ///   - store: The store to observe.
  ///   - toViewState: Derives the view's state from the store's state.
  ///   - isDuplicate: Whether two view states are the same, in which case no change is published.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
  }

  /// A publisher of the view state: the current state, then each change.
  public var publisher: StorePublisher<ViewState> {
    StorePublisher(store: self, upstream: self._state)
  }

  /// The current view state.
  public var state: ViewState {
    self._state.value
  }

  /// Reads a value of the view state: `viewStore.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
    self._state.value[keyPath: keyPath]
  }

  /// Sends an action to the store.
  ///
  /// - Returns: A ``StoreTask`` for the effects the action started.
  @discardableResult
  public func send(_ action: ViewAction) -> StoreTask {
    self.store.send(action)
  }

  /// Sends an action, then suspends while `predicate` holds for the view state; cancelling the
  /// waiting task cancels the action's effects.
  ///
  /// ```swift
  /// await viewStore.send(.refresh, while: \.isLoading)
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - predicate: Whether to keep waiting, given the view state.
  public func send(
    _ action: ViewAction,
    while predicate: @escaping (_ state: ViewState) -> Bool
  ) async {
    let task = self.send(action)
    await withTaskCancellationHandler {
      await self.yield(while: predicate)
    } onCancel: {
      task.cancel()
    }
  }

  /// Suspends while `predicate` holds for the view state.
  ///
  /// - Parameter predicate: Whether to keep waiting, given the view state.
  public func yield(while predicate: @escaping (_ state: ViewState) -> Bool) async {
    let subscription = PublisherSubscription(
      // `first(where:)`, not `filter` + `prefix(1)`: OpenCombine's `prefix` finishes only when a
      // value after the prefix arrives, which may never happen.
      self.publisher.first(where: { !predicate($0) }).map { _ in () }.eraseToAnyPublisher()
    )
    subscription.start(send: Send { _ in })
    await subscription.finished()
  }
}

// `objectWillChange` is read on the main actor, where views and subscribers live (checked at run
// time when it is read through the protocol).
extension ViewStore: @preconcurrency ObservableObject {}

extension ViewStore: StateChangeObserving {
  func stateDidChange() {
    guard self.store.core.isValid else { return }
    let newState = self.store.core.state
    guard !self.isDuplicate(self._state.value, newState) else { return }
    self.objectWillChange.send()
    self._state.value = newState
  }

  func identityMayHaveChanged() {}
}

extension ViewStore where ViewState: Equatable {
  /// Creates a view store that observes the state `toViewState` derives from a store's state,
  /// publishing only changes, and sends actions through `fromViewAction`.
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
  ) {
    self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
  }

  /// Creates a view store that observes the state `toViewState` derives from a store's state,
  /// publishing only changes.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState
  ) {
    self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
  }
}

/// A convenience for naming a view store's type from its feature: `ViewStoreOf<Feature>`.
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>
