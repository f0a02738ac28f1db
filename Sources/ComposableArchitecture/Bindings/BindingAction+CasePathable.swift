extension BindingAction: CasePathable {
  /// The case paths of a binding action: one for every writable field of the state.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of a binding action, reached by the name of a field of the state.
  ///
  /// They let case key paths reach into binding actions, in tests and in reducers alike:
  ///
  /// ```swift
  /// await store.send(\.binding.displayName, "Blob") {
  ///   $0.displayName = "Blob"
  /// }
  /// await store.receive(\.binding.displayName)
  /// ```
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path of the action that sets the field at `keyPath`: it embeds a value with
    /// `BindingAction.set(_:_:)`, and extracts the value of an action that sets that field.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> where Root: ObservableState {
      return AnyCasePath(
        embed: uncheckedSendable { .setting(keyPath, to: $0) },
        extract: uncheckedSendable {
          ($0.keyPath as AnyKeyPath) == keyPath ? $0.value as? Value : nil
        }
      )
    }
  }
}
