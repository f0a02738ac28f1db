import Foundation
import OpenCombineShim

extension Store {
  /// A store of a part of this store's state and actions: its actions are sent to this store,
  /// and its state follows this store's.
  ///
  /// As in 0.x, `toLocalState` runs once now and once each time this store publishes a state
  /// (once per send loop), however many view stores observe the scoped store.
  public func scope<LocalState, LocalAction>(
    state toLocalState: @escaping (State) -> LocalState,
    action fromLocalAction: @escaping (LocalAction) -> Action
  ) -> Store<LocalState, LocalAction> {
    self.makeScope(state: toLocalState, action: fromLocalAction)
  }

  /// A store of a part of this store's state, with the same actions.
  public func scope<LocalState>(
    state toLocalState: @escaping (State) -> LocalState
  ) -> Store<LocalState, Action> {
    self.makeScope(state: toLocalState, action: { $0 })
  }

  /// A store of no state, for views that only send actions.
  public var stateless: Store<Void, Action> {
    self.scope(state: { _ in () })
  }

  /// A store that sends no actions, for views that only read state.
  public var actionless: Store<State, Never> {
    func absurd<A>(_ never: Never) -> A {}
    return self.scope(state: { $0 }, action: absurd)
  }

  /// Calls `unwrap` with a store of the unwrapped state each time the state becomes non-`nil`,
  /// and `else` each time it becomes `nil`; cancel the result to stop.
  ///
  /// The subscription keeps this store alive (as in 0.x), so it works on a store scoped just
  /// for the call: `store.scope(state: \.child).ifLet { … }`.
  public func ifLet<Wrapped>(
    then unwrap: @escaping (Store<Wrapped, Action>) -> Void,
    else: @escaping () -> Void = {}
  ) -> Cancellable where State == Wrapped? {
    self.statePublisher
      .removeDuplicates(by: { ($0 != nil) == ($1 != nil) })
      .sink { state in
        if var lastWrapped = state {
          unwrap(
            self.scope(state: { state in
              if let state { lastWrapped = state }
              return lastWrapped
            })
          )
        } else {
          `else`()
        }
      }
  }
}
