import IssueReporting

#if canImport(SwiftUI)
  import SwiftUI
#endif

// Bindings derived from a view store. Where SwiftUI exists they are SwiftUI's `Binding`s (and
// `binding(get:send:)` lives with the view store); elsewhere they are this module's `Binding`,
// with the same shape.

#if !canImport(SwiftUI)
  extension ViewStore {
    /// A binding that reads a value of the state and sends the action `localStateToViewAction`
    /// makes from a new value when written to.
    ///
    /// ```swift
    /// let isOn = viewStore.binding(get: \.isOn, send: SettingsAction.isOnChanged)
    /// ```
    public func binding<LocalState>(
      get: @escaping (State) -> LocalState,
      send localStateToViewAction: @escaping (LocalState) -> Action
    ) -> Binding<LocalState> {
      Binding(
        get: { get(self.state) },
        set: { newLocalState in self.send(localStateToViewAction(newLocalState)) }
      )
    }

    /// A binding that reads a value of the state and sends `action` when written to, e.g. to
    /// dismiss an alert: `viewStore.binding(get: \.alert, send: .alertDismissed)`.
    public func binding<LocalState>(
      get: @escaping (State) -> LocalState,
      send action: Action
    ) -> Binding<LocalState> {
      self.binding(get: get, send: { _ in action })
    }
  }
#endif

extension ViewStore {
  /// A binding to the whole state that sends the action `stateToAction` makes from a new state
  /// when written to.
  public func binding(send stateToAction: @escaping (State) -> Action) -> Binding<State> {
    self.binding(get: { $0 }, send: stateToAction)
  }

  /// A binding to the whole state that sends `action` when written to.
  public func binding(send action: Action) -> Binding<State> {
    self.binding(send: { _ in action })
  }

  /// A binding to the field at `keyPath` that sends the binding action `toAction` embeds when
  /// written to: the 0.14–0.25 form, `viewStore.binding(keyPath: \.name, send: Action.binding)`
  /// (soft-deprecated since, as in 0.x).
  public func binding<LocalState: Equatable>(
    keyPath: WritableKeyPath<State, LocalState>,
    send toAction: @escaping (BindingAction<State>) -> Action
  ) -> Binding<LocalState> {
    self.binding(
      get: { $0[keyPath: keyPath] },
      send: { toAction(.set(keyPath, $0)) }
    )
  }
}

extension ViewStore where Action: BindableAction, Action.State == State {
  /// A binding to the ``BindableState`` field at `keyPath`: writing it sends
  /// `.binding(.set(keyPath, value))`.
  ///
  /// ```swift
  /// TextField("Display name", text: viewStore.binding(\.$displayName))
  /// ```
  ///
  /// As in 0.40, a binding action that no `.binding()` reducer applies is reported, with where
  /// the binding was made.
  public func binding<Value: Equatable>(
    _ keyPath: WritableKeyPath<State, BindableState<Value>>,
    file: StaticString = #filePath,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Binding<Value> {
    self.binding(
      get: { $0[keyPath: keyPath].wrappedValue },
      send: { value in
        let debugger = BindableActionViewStoreDebugger(
          value: value, bindableActionType: Action.self, file: file, fileID: fileID, line: line
        )
        return .binding(
          BindingAction(
            keyPath: keyPath,
            set: {
              $0[keyPath: keyPath].wrappedValue = value
              debugger.wasCalled = true
            },
            value: value,
            valueIsEqualTo: { $0 as? Value == value }
          )
        )
      }
    )
  }
}

/// Reports, when the binding action a view store's binding sent goes away, that no reducer
/// applied it (0.40's check for a missing `.binding()`).
///
/// `@unchecked Sendable`: `wasCalled` is set by the reducer, on the thread of the send, and read
/// when the last reference goes, after it.
private final class BindableActionViewStoreDebugger<Value>: @unchecked Sendable {
  let value: Value
  let bindableActionType: Any.Type
  let file: StaticString
  let fileID: StaticString
  let line: UInt
  var wasCalled = false

  init(
    value: Value, bindableActionType: Any.Type, file: StaticString, fileID: StaticString,
    line: UInt
  ) {
    self.value = value
    self.bindableActionType = bindableActionType
    self.file = file
    self.fileID = fileID
    self.line = line
  }

  deinit {
    guard !self.wasCalled else { return }
    reportIssue(
      """
      A binding action sent from a view store at "\(self.fileID):\(self.line)" was not \
      handled. …

        Action:
          \(shortTypeName(self.bindableActionType)).binding(.set(_, \(self.value)))

      To fix this, invoke the "binding()" method on your feature's reducer.
      """,
      fileID: self.fileID, filePath: self.file, line: self.line
    )
  }
}
