import Foundation
import OpenCombineShim

/// The 0.x reducer: a function that evolves a feature's state for an action, using an
/// environment of dependencies, and returns the effects to run.
public struct Reducer<State, Action, Environment> {
  private let reducer: (inout State, Action, Environment) -> Effect<Action, Never>

  /// Creates a reducer from a function of the state, the action and the environment.
  public init(_ reducer: @escaping (inout State, Action, Environment) -> Effect<Action, Never>) {
    self.reducer = reducer
  }

  /// A reducer that changes nothing and returns no effects.
  public static var empty: Reducer {
    Self { _, _, _ in .none }
  }

  /// Runs each reducer in turn on the same state and merges their effects.
  public static func combine(_ reducers: Reducer...) -> Reducer {
    .combine(reducers)
  }

  /// Runs each reducer in turn on the same state and merges their effects.
  public static func combine(_ reducers: [Reducer]) -> Reducer {
    Self { state, action, environment in
      .merge(reducers.map { $0.reducer(&state, action, environment) })
    }
  }

  /// Runs this reducer, then `other`, and merges their effects.
  public func combined(with other: Reducer) -> Reducer {
    .combine(self, other)
  }

  /// Runs the reducer on `state`.
  public func run(
    _ state: inout State,
    _ action: Action,
    _ environment: Environment
  ) -> Effect<Action, Never> {
    self.reducer(&state, action, environment)
  }

  /// Runs the reducer on `state`.
  public func callAsFunction(
    _ state: inout State,
    _ action: Action,
    _ environment: Environment
  ) -> Effect<Action, Never> {
    self.reducer(&state, action, environment)
  }
}
