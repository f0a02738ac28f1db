extension Scope {
  /// Runs a child reducer on the state at a key path, for the actions an `AnyCasePath` extracts:
  /// the form of TCA 1.0–1.3 (`action: /Action.child`).
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path from parent state to the child's state.
  ///   - toChildAction: A case path from parent action to the child's actions.
  ///   - child: The child reducer.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .keyPath(toChildState),
      toChildAction: toChildAction,
      child: child()
    )
  }

  /// Runs a child reducer on the state an `AnyCasePath` extracts from an enum state, for the
  /// actions another extracts: the form of TCA 1.0–1.3 (`state: /State.loggedIn`).
  ///
  /// - Parameters:
  ///   - toChildState: A case path from parent state to a case holding the child's state.
  ///   - toChildAction: A case path from parent action to the child's actions.
  ///   - child: The child reducer.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .casePath(
        toChildState,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      ),
      toChildAction: toChildAction,
      child: child()
    )
  }
}
