import CustomDump

/// An action that sets a field of a feature's state, sent when a view writes to a binding.
///
/// Hold one in a case of the feature's actions, conform them to ``BindableAction``, and apply it
/// with ``Reducer/binding()``:
///
/// ```swift
/// enum SettingsAction: BindableAction, Equatable {
///   case binding(BindingAction<SettingsState>)
///   case saveButtonTapped
/// }
///
/// let settingsReducer = Reducer<SettingsState, SettingsAction, SettingsEnvironment> {
///   state, action, environment in
///   switch action {
///   case .binding(\.$displayName):
///     // The display name was just set: validate it.
///     return .none
///   case .binding:
///     return .none
///   case .saveButtonTapped:
///     …
///   }
/// }
/// .binding()
/// ```
public struct BindingAction<Root>: Equatable {
  /// The key path of the field the action sets.
  public let keyPath: PartialKeyPath<Root>

  @usableFromInline
  let set: (inout Root) -> Void
  let value: Any
  let valueIsEqualTo: (Any) -> Bool

  init(
    keyPath: PartialKeyPath<Root>,
    set: @escaping (inout Root) -> Void,
    value: Any,
    valueIsEqualTo: @escaping (Any) -> Bool
  ) {
    self.keyPath = keyPath
    self.set = set
    self.value = value
    self.valueIsEqualTo = valueIsEqualTo
  }

  /// Two binding actions are equal when they set the same field to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqualTo(rhs.value)
  }

  /// An action that sets the ``BindableState`` field at `keyPath` to `value`.
  ///
  /// ```swift
  /// store.send(.binding(.set(\.$displayName, "Blob"))) {
  ///   $0.displayName = "Blob"
  /// }
  /// ```
  public static func set<Value: Equatable>(
    _ keyPath: WritableKeyPath<Root, BindableState<Value>>,
    _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath,
      set: { $0[keyPath: keyPath].wrappedValue = value },
      value: value,
      valueIsEqualTo: { $0 as? Value == value }
    )
  }

  /// Matches a binding action by the ``BindableState`` field it sets, in a `switch` over a
  /// feature's actions: `case .binding(\.$displayName):`.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, BindableState<Value>>,
    bindingAction: Self
  ) -> Bool {
    keyPath == bindingAction.keyPath
  }

  /// An action that sets any writable field at `keyPath` to `value`: the 0.14–0.25 form, from
  /// before fields were marked ``BindableState`` (soft-deprecated since, as in 0.x).
  public static func set<Value: Equatable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath,
      set: { $0[keyPath: keyPath] = value },
      value: value,
      valueIsEqualTo: { $0 as? Value == value }
    )
  }

  /// Matches a binding action by any field it sets: the 0.14–0.25 form of
  /// `case .binding(\.displayName):` (soft-deprecated since, as in 0.x).
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, Value>,
    bindingAction: Self
  ) -> Bool {
    keyPath == bindingAction.keyPath
  }

  /// Transforms a binding action on a child's state into one on a parent's state that holds the
  /// child at `keyPath`, to pull a child's binding actions back to its parent.
  public func pullback<NewRoot>(
    _ keyPath: WritableKeyPath<NewRoot, Root>
  ) -> BindingAction<NewRoot> {
    // `keyPath` ends where `self.keyPath` starts, so appending them always succeeds.
    .init(
      keyPath: (keyPath as PartialKeyPath<NewRoot>).appending(path: self.keyPath)!,
      set: { self.set(&$0[keyPath: keyPath]) },
      value: self.value,
      valueIsEqualTo: self.valueIsEqualTo
    )
  }
}

extension BindingAction: CustomDumpReflectable {
  /// Dumps a binding action the way it is written: `.set(\SettingsState.$displayName, "Blob")`.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: ["set": (KeyPathDump(keyPath: self.keyPath), self.value)],
      displayStyle: .enum
    )
  }
}
