@available(*, deprecated)
extension BindingAction {
  /// An action that sets the ``BindingState`` at `keyPath` to `value`.
  ///
  /// ```swift
  /// await store.send(.binding(.set(\.$text, "Blob"))) {
  ///   $0.text = "Blob"
  /// }
  /// ```
  @available(
    *,
    deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<Root, BindingState<Value>> & Sendable,
    _ value: Value
  ) -> Self {
    .setting(bindingState: keyPath as WritableKeyPath<Root, BindingState<Value>>, to: value)
  }

  /// An action that sets the ``BindingState`` at `keyPath`, for any key path.
  static func setting<Value: Equatable & Sendable>(
    bindingState keyPath: WritableKeyPath<Root, BindingState<Value>>,
    to value: Value
  ) -> Self {
    let sendableKeyPath = UncheckedSendable(keyPath)
    return Self(
      keyPath: sendableBindingKeyPath(keyPath),
      set: { $0[keyPath: sendableKeyPath.value].wrappedValue = value },
      value: value,
      valueIsEqualTo: { ($0 as? Value) == value }
    )
  }
}

@available(*, deprecated)
extension BindingAction.AllCasePaths {
  /// The case path of the action that sets the ``BindingState`` at `keyPath`:
  /// `\.binding.$text`.
  @available(
    *,
    deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
  ) -> AnyCasePath<BindingAction, Value> {
    let sendableKeyPath = UncheckedSendable(keyPath)
    return AnyCasePath(
      embed: { .setting(bindingState: sendableKeyPath.value, to: $0) },
      extract: { action in
        (action.keyPath as AnyKeyPath) == sendableKeyPath.value ? action.value as? Value : nil
      }
    )
  }
}

@available(*, deprecated)
extension BindableAction {
  /// An action that sets the ``BindingState`` at `keyPath` to `value`: shorthand for
  /// `.binding(.set(keyPath, value))`.
  ///
  /// ```swift
  /// await store.send(.set(\.$text, "Blob")) {
  ///   $0.text = "Blob"
  /// }
  /// ```
  @available(
    *,
    deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<State, BindingState<Value>> & Sendable,
    _ value: Value
  ) -> Self {
    self.binding(
      .setting(bindingState: keyPath as WritableKeyPath<State, BindingState<Value>>, to: value))
  }
}
