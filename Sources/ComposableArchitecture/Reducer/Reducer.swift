/// A type that describes how to evolve the current state of a feature to the next state given an
/// action, and what effects should be run afterwards.
///
/// Conform to this protocol to define a feature. Implement either ``body-swift.property``, which
/// composes other reducers, or ``reduce(into:action:)``, which mutates state directly:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The state the reducer evolves.
  associatedtype State

  /// The actions the reducer understands.
  associatedtype Action

  /// The type of the reducer's ``body-swift.property``; `Never` when ``reduce(into:action:)`` is
  /// implemented directly.
  ///
  /// Spelled `_Body` with a `Body` alias so that a type can be both a reducer and a view.
  associatedtype _Body

  /// A type alias for the reducer's body.
  typealias Body = _Body

  /// Evolves `state` for the given action and returns the effect to run afterwards.
  ///
  /// Implement this for a leaf reducer; reducers that implement ``body-swift.property`` get it
  /// for free.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The content and behaviour of a reducer composed from other reducers.
  ///
  /// Child reducers listed before a `Reduce` run before it, so a parent sees the child's changes.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// A non-existent body, for reducers that implement ``reduce(into:action:)`` directly.
  ///
  /// > Warning: Do not invoke this property directly: it traps.
  @_transparent
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body. Do not access a reducer's 'body' property directly, as it may \
      not exist. To run a reducer, call 'Reducer.reduce(into:action:)', instead.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs the reducer's ``body-swift.property``.
  @inlinable
  public func reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
    self.body.reduce(into: &state, action: action)
  }
}

/// A convenience for naming a reducer's type from its feature: `ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
