/// The actions of a presented child feature, as seen by its parent: the child's own actions, and
/// the request to dismiss it.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
/// ```
///
/// Case key paths reach through `presented`, so `\.destination.editor.saveButtonTapped` matches
/// `.destination(.presented(.editor(.saveButtonTapped)))`.
public enum PresentationAction<Action>: CasePathable {
  /// Dismisses the presented child: its state is set to `nil` and its effects are cancelled.
  case dismiss

  /// An action of the presented child.
  indirect case presented(Action)

  /// The case paths of every case, for case key paths such as `\.presented`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of ``PresentationAction``.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The `dismiss` case.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        }
      )
    }

    /// The `presented` case.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return action
        }
      )
    }

    /// A case of the child's actions, reached through `presented`:
    /// `\.destination.editor.saveButtonTapped`.
    public subscript<AppendedAction>(
      dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, AppendedAction>
    where Action: CasePathable {
      let casePath = AnyCasePath(keyPath)
      return AnyCasePath(
        embed: uncheckedSendable { .presented(casePath.embed($0)) },
        extract: uncheckedSendable {
          guard case let .presented(action) = $0 else { return nil }
          return casePath.extract(from: action)
        }
      )
    }

    /// A case of the child's actions as the presentation actions of that case: `.dismiss`
    /// stays `.dismiss`, and `.presented` actions of the case are the case's own.
    @_disfavoredOverload
    public subscript<AppendedAction>(
      dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>>
    where Action: CasePathable {
      let casePath = AnyCasePath(keyPath)
      return AnyCasePath(
        embed: uncheckedSendable {
          switch $0 {
          case .dismiss:
            return .dismiss
          case let .presented(action):
            return .presented(casePath.embed(action))
          }
        },
        extract: uncheckedSendable {
          switch $0 {
          case .dismiss:
            return .dismiss
          case let .presented(action):
            return casePath.extract(from: action).map { .presented($0) }
          }
        }
      )
    }
  }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}

/// A convenience for naming a presented feature's actions: `PresentationActionOf<Child>`.
public typealias PresentationActionOf<R: Reducer> = PresentationAction<R.Action>
