import Dependencies

extension Reducer {
  /// Embeds the features of a navigation stack's elements in a parent domain.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     // Core logic of the root feature
  ///   }
  ///   .forEach(\.path, action: \.path) {
  ///     Path()
  ///   }
  /// }
  /// ```
  ///
  /// Element features run before the parent. An element can dismiss itself with
  /// `@Dependency(\.dismiss)`: the parent receives `.popFrom(id:)` and the element is popped.
  /// Popping an element cancels every effect it started, and each element's cancellation
  /// identifiers are its own.
  @warn_unqualified_access
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _StackReducer(
      base: self,
      toStackState: toStackState,
      toStackStorage: storageKeyPath(toStackState),
      toStackAction: AnyCasePath(toStackAction),
      destination: destination(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Embeds the element features of a ``Reducer()`` enum in a navigation stack.
  ///
  /// ```swift
  /// .forEach(\.path, action: \.path)
  /// ```
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ state: WritableKeyPath<State, StackState<DestinationState>>,
    action: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>
  ) -> some Reducer<State, Action>
  where DestinationState.StateReducer.Action == DestinationAction {
    self.forEach(state, action: action) {
      DestinationState.StateReducer.body
    }
  }
}

/// A reducer that runs the features of a navigation stack; see ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  /// Where elements are mutated: `toStackState`, or the storage behind it.
  let toStackStorage: WritableKeyPath<Base.State, StackState<Destination.State>>
  let toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  let destination: Destination
  let location: SourceLocation

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let parentPath = DependencyValues._current.navigationIDPath
    @Dependency(\.stackElementID) var stackElementID
    var destinationEffects = Effect<Base.Action>.none
    var baseEffects = Effect<Base.Action>.none

    switch self.toStackAction.extract(from: action) {
    case let .element(elementID, destinationAction):
      if state[keyPath: self.toStackState][id: elementID] != nil {
        let elementNavigationID = self.navigationID(for: elementID)
        let elementPath = parentPath.appending(elementNavigationID, presenting: true)
        let toStackAction = self.toStackAction
        destinationEffects = withNavigationIDPath(elementPath) {
          self.destination.reduce(
            into: &state[keyPath: self.toStackStorage][id: elementID]!,
            action: destinationAction
          )
        }
        .map { toStackAction.embed(.element(id: elementID, action: $0)) }
        .cancellable(navigationID: elementNavigationID, in: parentPath)
      } else {
        self.report(
          """
          A "forEach" at "\(self.location.fileID):\(self.location.line)" received an action for \
          a missing element.

            Action:
              \(debugCaseOutput(destinationAction, genericsAbbreviated: true))

          This is generally considered an application logic error, and can happen for a few \
          reasons:

          A parent reducer removed an element with this ID before this reducer ran. This reducer \
          must run before any other reducer removes an element, which ensures that element \
          reducers can handle their actions while their state is still available.

          An in-flight effect emitted this action when state contained no element at this ID. \
          While it may be perfectly reasonable to ignore this action, consider canceling the \
          associated effect before an element is removed, especially if it is a long-living \
          effect.

          This action was sent to the store while its state contained no element at this ID. To \
          fix this make sure that actions for this reducer can only be sent from a store when its \
          state contains an element at this id. In SwiftUI applications, use \
          "NavigationStack.init(path:)" with a binding to a store.
          """
        )
      }
      baseEffects = self.base.reduce(into: &state, action: action)

    case let .popFrom(id):
      let canPop = state[keyPath: self.toStackState].ids.contains(id)
      baseEffects = self.base.reduce(into: &state, action: action)
      if canPop {
        state[keyPath: self.toStackState].pop(from: id)
      } else {
        self.report(
          """
          A "forEach" at "\(self.location.fileID):\(self.location.line)" received a "popFrom" \
          action for a missing element.

            ID:
              \(id)
            Path IDs:
              \(state[keyPath: self.toStackState].ids)
          """
        )
      }

    case let .push(id, element):
      if state[keyPath: self.toStackState].ids.contains(id) {
        self.report(
          """
          A "forEach" at "\(self.location.fileID):\(self.location.line)" received a "push" \
          action for an element it already contains.

            ID:
              \(id)
            Path IDs:
              \(state[keyPath: self.toStackState].ids)
          """
        )
        // The stack keeps the element it has; the parent still sees the action.
        baseEffects = self.base.reduce(into: &state, action: action)
        break
      }
      if DependencyValues._current.context == .test {
        let nextID = stackElementID.peek()
        if id.generation > nextID.generation {
          // Pushed all the same: the test's expected state shows what it pushed.
          self.report(
            """
            A "forEach" at "\(self.location.fileID):\(self.location.line)" received a "push" \
            action with an unexpected generational ID.

              Received ID:
                \(id)
              Expected ID:
                \(nextID)
            """
          )
        }
      }
      stackElementID.advance(past: id)
      state[keyPath: self.toStackState]._dictionary[id] = element
      baseEffects = self.base.reduce(into: &state, action: action)

    case .none:
      baseEffects = self.base.reduce(into: &state, action: action)
    }

    // The ids this `forEach` saw the last time it ran, not those at the start of this action:
    // an element removed by another reducer (before or after this one, or by a binding) since
    // then has its effects cancelled now, as in TCA.
    let idsAfter = state[keyPath: self.toStackState].ids
    let presentedIDs = state[keyPath: self.toStackState]._presentedIDs
    // Equal id sets share storage, so this comparison is constant time when nothing changed.
    guard idsAfter != presentedIDs else {
      return destinationEffects.merge(with: baseEffects)
    }
    var cancelEffects = Effect<Base.Action>.none
    for id in presentedIDs where !idsAfter.contains(id) {
      cancelEffects = cancelEffects.merge(
        with: .cancel(navigationID: self.navigationID(for: id), in: parentPath)
      )
    }
    var presentEffects = Effect<Base.Action>.none
    for id in idsAfter where !presentedIDs.contains(id) {
      let navigationID = self.navigationID(for: id)
      presentEffects = presentEffects.merge(
        with: .waitForDismissal(
          at: parentPath.appending(navigationID),
          then: self.toStackAction.embed(.popFrom(id: id)),
          navigationID: navigationID,
          in: parentPath
        )
      )
    }
    state[keyPath: self.toStackState]._presentedIDs = idsAfter
    // The waits start before the elements' own effects, so that a `dismiss()` in an effect of
    // this very action finds its wait in place.
    return presentEffects.merge(with: destinationEffects).merge(with: baseEffects)
      .merge(with: cancelEffects)
  }

  private func navigationID(for id: StackElementID) -> NavigationID {
    NavigationID(
      path: HashableValue(UncheckedSendable(self.toStackState as AnyKeyPath)),
      identity: HashableValue(id)
    )
  }

  private func report(_ message: String) {
    reportIssue(
      message,
      fileID: self.location.fileID,
      filePath: self.location.filePath,
      line: self.location.line,
      column: self.location.column
    )
  }
}
