/// An action type with a `view` case for the actions a view sends.
///
/// ```swift
/// enum Action: ViewAction {
///   case view(View)
///   enum View { case incrementButtonTapped }
/// }
/// ```
public protocol ViewAction<ViewAction> {
  /// The actions a view sends.
  associatedtype ViewAction

  /// Embeds a view action.
  static func view(_ action: ViewAction) -> Self
}

/// A view (or any interface) that holds a store of a feature with view actions, and sends them
/// with `send(_:)`. Conformance is added by ``ViewAction(for:)``.
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The feature's state.
  associatedtype StoreState
  /// The feature's actions.
  associatedtype StoreAction: ViewAction

  /// The store of the feature.
  @MainActor var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view action to the store.
  @discardableResult
  @MainActor
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    self.store.send(.view(action))
  }
}

/// Lets a view send its feature's view actions directly: `send(.buttonTapped)`.
///
/// ```swift
/// @ViewAction(for: Feature.self)
/// struct FeatureView {
///   let store: StoreOf<Feature>
///   func tap() { send(.incrementButtonTapped) }
/// }
/// ```
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ViewActionMacro")
where R.Action: ViewAction
