/// The actions of a navigation stack: an action of an element, a push, or a pop.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// ```
///
/// Address one element's actions with the case key path `\.path[id: id]`.
public enum StackAction<State, Action>: CasePathable {
  /// An action of the element with an id.
  indirect case element(id: StackElementID, action: Action)

  /// Pops the element with an id, and every element after it, off the stack.
  case popFrom(id: StackElementID)

  /// Pushes an element onto the stack with an id.
  case push(id: StackElementID, state: State)

  /// The case paths of every case, for case key paths such as `\.popFrom`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of ``StackAction``.
  public struct AllCasePaths: Sendable {
    /// The `element` case, with its id and action.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// The `popFrom` case.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: {
          guard case let .popFrom(id) = $0 else { return nil }
          return id
        }
      )
    }

    /// The `push` case.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: {
          guard case let .push(id, state) = $0 else { return nil }
          return (id, state)
        }
      )
    }

    /// The actions of the element with an id.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case let .element(elementID, action) = $0, elementID == id else { return nil }
          return action
        }
      )
    }
  }
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension Case {
  /// A case key path to the actions of the stack element with an id: `\.path[id: 0]`.
  public subscript<State, Action>(id id: StackElementID) -> Case<Action>
  where Value == StackAction<State, Action> {
    Case<Action>(
      embed: { self._embed(.element(id: id, action: $0)) },
      extract: { (root: Any) -> Action? in
        guard
          case let .element(elementID, action)? = self._extract(from: root),
          elementID == id
        else { return nil }
        return action
      }
    )
  }
}

/// A convenience for naming a stack's actions from its element feature: `StackActionOf<Path>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>
