/// A wrapper type for actions that can be presented in a list, sent to the element with an id.
///
/// Use it for a `forEach` over an `IdentifiedArray`:
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<Row>)
/// }
/// ```
///
/// and address one element's actions with the case key path `\.rows[id: id]`.
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// An action sent to the element at the given identifier.
  case element(id: ID, action: Action)

  /// The case paths of every case, for case key paths such as `\.element`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of ``IdentifiedAction``.
  public struct AllCasePaths: Sendable {
    /// A case path to the `element` case, with its id and action.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// A case path to the actions of the element at an identifier.
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
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

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}
extension IdentifiedAction: Decodable where ID: Decodable, Action: Decodable {}
extension IdentifiedAction: Encodable where ID: Encodable, Action: Encodable {}

extension Case {
  /// A case key path to the actions of the element at an identifier: `\.rows[id: id]`.
  public subscript<ID: Hashable & Sendable, Action>(id id: ID) -> Case<Action>
  where Value == IdentifiedAction<ID, Action> {
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

/// A convenience for naming the identified actions of a feature: `IdentifiedActionOf<Row>`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable
