import ComposableArchitecture
import Foundation
import OpenCombineShim

extension ComposableArchitecture.Reduce {
  /// Runs a 0.x reducer as a 1.x reducer, with the environment it needs: one of the two bridges
  /// that let a codebase migrate one feature at a time (the other is ``Reducer/init(_:)``).
  ///
  /// ```swift
  /// // A 1.x feature whose child is still a 0.x reducer.
  /// Scope(state: \.settings, action: \.settings) {
  ///   Reduce(settingsReducer, environment: SettingsEnvironment(client: .live))
  /// }
  /// ```
  ///
  /// The 0.x effects run as 1.x effects: `.none` and `Effect(value:)` stay synchronous, a
  /// publisher runs as a 1.x publisher effect, and cancellation identifiers are the store's, so
  /// that a 1.x `.cancel(id:)` stops a 0.x effect with the same identifier and the reverse.
  public init<Environment>(
    _ reducer: ComposableArchitectureLegacy.Reducer<State, Action, Environment>,
    environment: Environment
  ) {
    self.init { state, action in
      ComposableArchitecture.Effect(reducer.run(&state, action, environment))
    }
  }
}

extension ComposableArchitecture.Effect {
  /// Runs a 0.x effect as a 1.x effect.
  public init(_ effect: ComposableArchitectureLegacy.Effect<Action, Never>) {
    switch effect.storage {
    case .none:
      self = .none
    case let .value(action):
      self = .send(action)
    case let .publisher(publisher):
      self = .publisher { publisher }
    case let .merge(effects):
      self = .merge(effects.map(Self.init))
    case let .cancellable(id, cancelInFlight, effect):
      let effect = Self(effect).cancellable(id: id.id)
      self = cancelInFlight ? .concatenate(.cancel(id: id.id), effect) : effect
    case let .cancel(id):
      self = .cancel(id: id.id)
    case let .modern(effect):
      self = effect
    }
  }
}
