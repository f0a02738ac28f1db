import ComposableArchitecture
import Foundation

extension Reducer {
  /// Runs a 1.x reducer as a 0.x reducer: the other bridge that lets a codebase migrate one
  /// feature at a time (the first is `Reduce(_:environment:)`).
  ///
  /// ```swift
  /// // A 0.x app whose settings feature was rewritten as a 1.x `@Reducer`.
  /// let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(
  ///   Reducer(Settings()).pullback(
  ///     state: \.settings, action: /AppAction.settings, environment: { _ in }
  ///   ),
  ///   ...
  /// )
  /// ```
  ///
  /// The 1.x reducer gets its dependencies from the store, as in 1.x (`@Dependency`), not from
  /// the environment, which it ignores. Its effects stay 1.x effects: a 0.x store hands them to
  /// the 1.x runtime it runs on, so `.send` is reduced before `send` returns, `.run` runs as a
  /// task, and cancellation identifiers are shared with the 0.x effects of the same store.
  public init<R: ComposableArchitecture.Reducer>(_ reducer: R)
  where R.State == State, R.Action == Action {
    self.init(modern: reducer)
  }

  init<R: ComposableArchitecture.Reducer>(modern reducer: R)
  where R.State == State, R.Action == Action {
    self.init { state, action, _ in
      Effect(storage: .modern(reducer.reduce(into: &state, action: action)))
    }
  }
}

extension Reducer where Environment == Void {
  /// Runs a 1.x reducer as a 0.x reducer of no environment: `Reducer(Settings())`.
  public init<R: ComposableArchitecture.Reducer>(_ reducer: R)
  where R.State == State, R.Action == Action {
    self.init(modern: reducer)
  }
}
