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
  associatedtype Body

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

extension Reducer {
  /// Runs the reducer's ``body-swift.property`` when its type is known only at run time.
  ///
  /// Reducers whose body is a reducer of the same domain get the statically dispatched version
  /// above; this one is the fallback TCA declares for every reducer.
  @available(
    *,
    deprecated,
    message: """
      Don't invoke a reducer directly. Reducers are processed by the store. If you need to run a \
      reducer on some child state given some child action, use a 'send' effect:

        \u{2212} return Child().reduce(&state.child, action: .childAction).map(Action.child)
        \u{002B} return .send(.child(.childAction))

      Or, if you don't want to send a new action through the store, extract helpers that can be \
      invoked by either reducer.
      """
  )
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard Body.self != Never.self, let body = self.body as? any Reducer<State, Action> else {
      reportIssue(
        """
        '\(typeName(Self.self))' has neither a 'body' nor a 'reduce(into:action:)'. Implement \
        one of them to process actions.
        """
      )
      return .none
    }
    return body.reduce(into: &state, action: action)
  }
}

/// A convenience for naming a reducer's type from its feature: `ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
