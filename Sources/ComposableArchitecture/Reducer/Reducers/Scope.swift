/// Embeds a child reducer in a parent domain: it runs the child on a part of the parent's state
/// for the parent's actions of one case.
///
/// For a child held in a struct field:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(\.profile, action: \.profile) {
///     Profile()
///   }
///   Reduce { state, action in
///     // Runs after `Profile`, so it sees the child's changes.
///   }
/// }
/// ```
///
/// For a child held in a case of an enum state, use a ``Reducer()`` enum or
/// ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)->_IfCaseLetReducer<Self,Case>``;
/// an action that arrives while the state is in another case is reported as an issue and
/// ignored.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline
  enum StatePath {
    case casePath(
      AnyCasePath<ParentState, Child.State>,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    )
    case keyPath(WritableKeyPath<ParentState, Child.State>)
  }

  @usableFromInline
  let toChildState: StatePath

  /// For observable child state reduced through the storage of its parent's observed property
  /// (which skips the property's observation): how to read the child's identity, and to tell the
  /// property's readers when the child reducer put another identity there (an enum state that
  /// went to another case or payload; a struct replaced), as the property's setter would.
  @usableFromInline
  let identityChange: ChildIdentityChange<ParentState>?

  @usableFromInline
  let toChildAction: AnyCasePath<ParentAction, Child.Action>

  @usableFromInline
  let child: Child

  @usableFromInline
  init(
    toChildState: StatePath,
    toChildAction: AnyCasePath<ParentAction, Child.Action>,
    child: Child
  ) {
    switch toChildState {
    case let .keyPath(keyPath):
      let storage = storageKeyPath(keyPath)
      self.toChildState = .keyPath(storage)
      self.identityChange =
        storage == keyPath ? nil : ChildIdentityChange(observed: keyPath, storage: storage)
    case .casePath:
      self.toChildState = toChildState
      self.identityChange = nil
    }
    self.toChildAction = toChildAction
    self.child = child
  }

  /// Runs a child reducer on the state at a key path, for the actions of a case.
  ///
  /// ```swift
  /// Scope(\.profile, action: \.profile) {
  ///   Profile()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path from parent state to the child's state.
  ///   - toChildAction: A case key path from parent action to the child's actions.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .keyPath(toChildState),
      toChildAction: AnyCasePath(toChildAction),
      child: child()
    )
  }

  /// Runs a child reducer on the state at a key path, for the actions of a case: the spelling
  /// before ``init(_:action:_:)``.
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path from parent state to the child's state.
  ///   - toChildAction: A case key path from parent action to the child's actions.
  ///   - child: The child reducer.
  @available(iOS, deprecated: 9999, renamed: "init(_:action:_:)")
  @available(macOS, deprecated: 9999, renamed: "init(_:action:_:)")
  @available(tvOS, deprecated: 9999, renamed: "init(_:action:_:)")
  @available(watchOS, deprecated: 9999, renamed: "init(_:action:_:)")
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(toChildState, action: toChildAction, child)
  }

  /// Runs a child reducer on the state held in a case of an enum state, for the actions of a
  /// case.
  ///
  /// - Parameters:
  ///   - toChildState: A case key path from parent state to a case holding the child's state.
  ///   - toChildAction: A case key path from parent action to the child's actions.
  ///   - child: The child reducer.
  @available(
    *,
    deprecated,
    message: """
      Use a '@Reducer enum' or 'ifCaseLet(_:action:)' on a base reducer, instead.
      """
  )
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      _caseState: toChildState,
      action: toChildAction,
      child: child,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Runs a child reducer on the state held in a case of an enum state: what a ``Reducer()``
  /// enum's `body` is made of, one per case.
  ///
  /// Not meant to be called directly; use a ``Reducer()`` enum, or
  /// ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)``.
  @_documentation(visibility: private)
  @inlinable
  public init<ChildState, ChildAction>(
    _caseState toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .casePath(
        AnyCasePath(toChildState),
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      ),
      toChildAction: AnyCasePath(toChildAction),
      child: child()
    )
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = self.toChildAction.extract(from: action) else { return .none }
    switch self.toChildState {
    case let .keyPath(keyPath):
      if let identityChange = self.identityChange {
        // One key path read before and after (the identity is read in place): the child's
        // readers are told of another identity, as TCA's `_modify` accessor tells them.
        let before = state[keyPath: identityChange.identity]
        let effects = self.child.reduce(into: &state[keyPath: keyPath], action: childAction)
        if state[keyPath: identityChange.identity] != before {
          identityChange.notify(state)
        }
        return effects.map { [toChildAction] in toChildAction.embed($0) }
      }
      return self.child
        .reduce(into: &state[keyPath: keyPath], action: childAction)
        .map { [toChildAction] in toChildAction.embed($0) }

    case let .casePath(casePath, fileID, filePath, line, column):
      guard var childState = casePath.extract(from: state) else {
        reportIssue(
          """
          A "Scope" at "\(fileID):\(line)" received a child action when child state was set to \
          a different case.

            Action:
              \(debugCaseOutput(action, genericsAbbreviated: true))
            State:
              \(debugCaseOutput(state, genericsAbbreviated: true))

          This is generally considered an application logic error, and can happen for a few \
          reasons:

          A parent reducer set "\(typeName(ParentState.self, genericsAbbreviated: true))" to a \
          different case before the scoped reducer ran. Child reducers must run before any \
          parent reducer sets child state to a different case. This ensures that child reducers \
          can handle their actions while their state is still available. Consider using \
          "Reducer.ifCaseLet" to embed this child reducer in the parent reducer that change its \
          state to ensure the child reducer runs first.

          An in-flight effect emitted this action when child state was unavailable. While it may \
          be perfectly reasonable to ignore this action, consider canceling the associated effect \
          before child state changes to another case, especially if it is a long-living effect.

          This action was sent to the store while state was another case. Make sure that actions \
          for this reducer can only be sent from a store when state is set to the appropriate \
          case. In SwiftUI applications, use "SwitchStore".
          """,
          fileID: fileID,
          filePath: filePath,
          line: line,
          column: column
        )
        return .none
      }
      defer { state = casePath.embed(childState) }
      return self.child
        .reduce(into: &childState, action: childAction)
        .map { [toChildAction] in toChildAction.embed($0) }
    }
  }
}
