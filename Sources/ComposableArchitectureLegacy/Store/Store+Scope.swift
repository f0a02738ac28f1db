import ComposableArchitecture
import Foundation
import OpenCombineShim

extension Store {
  /// A store of a part of this store's state and actions: its actions are sent to this store,
  /// and its state follows this store's.
  public func scope<LocalState, LocalAction>(
    state toLocalState: @escaping (State) -> LocalState,
    action fromLocalAction: @escaping (LocalAction) -> Action
  ) -> Store<LocalState, LocalAction> {
    let parentBase = self.base
    let transforms = UncheckedSendable((toLocalState, fromLocalAction))
    let base = runOnMainActor {
      (parentBase as any ClosureScoping<State, Action>)
        .scope(state: transforms.value.0, action: transforms.value.1)
    }
    return Store<LocalState, LocalAction>(base: base, parent: self)
  }

  /// A store of a part of this store's state, with the same actions.
  public func scope<LocalState>(
    state toLocalState: @escaping (State) -> LocalState
  ) -> Store<LocalState, Action> {
    self.scope(state: toLocalState, action: { $0 })
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
  public func ifLet<Wrapped>(
    then unwrap: @escaping (Store<Wrapped, Action>) -> Void,
    else: @escaping () -> Void = {}
  ) -> Cancellable where State == Wrapped? {
    self.statePublisher
      .removeDuplicates(by: { ($0 != nil) == ($1 != nil) })
      .sink { [weak self] state in
        guard let self else { return }
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

/// The 1.x store's closure-based `scope(state:action:)`, which 1.x deprecates in favour of key
/// paths; 0.x's `scope` takes closures, so this layer scopes that way on purpose.
@MainActor
protocol ClosureScoping<State, Action> {
  associatedtype State
  associatedtype Action

  func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> ComposableArchitecture.Store<ChildState, ChildAction>
}

extension ComposableArchitecture.Store: ClosureScoping {}
