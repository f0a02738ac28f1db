/// A reducer built from a closure, for the logic of a feature inside a
/// ``Reducer/body-swift.property``.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in
///     switch action {
///     case .incrementButtonTapped:
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: (inout State, Action) -> Effect<Action>

  @usableFromInline
  init(internal reduce: @escaping (inout State, Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Creates a reducer from a closure that mutates state and returns an effect.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.init(internal: reduce)
  }

  /// Type-erases a reducer by wrapping it.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.init(internal: reducer.reduce)
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.reduce(&state, action)
  }
}
