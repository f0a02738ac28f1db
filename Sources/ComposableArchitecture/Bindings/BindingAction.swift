import ComposableArchitectureKeyPathNames
import CustomDump

/// An action that sets a field of a feature's state, sent by a binding in a view or by a write
/// through a store (`store.name = "Blob"`).
///
/// Add a case holding it to a feature's actions, conform them to ``BindableAction``, and run a
/// ``BindingReducer`` in the feature's body to apply it:
///
/// ```swift
/// @Reducer
/// struct Settings {
///   @ObservableState
///   struct State: Equatable {
///     var displayName = ""
///     var isHapticsEnabled = true
///   }
///   enum Action: BindableAction {
///     case binding(BindingAction<State>)
///   }
///   var body: some ReducerOf<Self> {
///     BindingReducer()
///   }
/// }
/// ```
///
/// React to a particular field by matching its key path: `case .binding(\.displayName):`.
public struct BindingAction<Root>: Equatable {
  /// The key path of the field the action sets.
  public let keyPath: any PartialKeyPath<Root> & Sendable

  @usableFromInline
  let set: @Sendable (_ state: inout Root) -> Void

  /// The value the action sets, for extraction, equality and dumps.
  let value: any Sendable

  let valueIsEqualTo: @Sendable (_ other: Any) -> Bool

  init(
    keyPath: any PartialKeyPath<Root> & Sendable,
    set: @escaping @Sendable (_ state: inout Root) -> Void,
    value: any Sendable,
    valueIsEqualTo: @escaping @Sendable (_ other: Any) -> Bool
  ) {
    self.keyPath = keyPath
    self.set = set
    self.value = value
    self.valueIsEqualTo = valueIsEqualTo
  }

  /// Two binding actions are equal when they set the same field to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.keyPath as AnyKeyPath) == (rhs.keyPath as AnyKeyPath) && lhs.valueIsEqualTo(rhs.value)
  }

  /// Matches a binding action by the field it sets, in a `switch` over a feature's actions.
  ///
  /// ```swift
  /// case .binding(\.$displayName):
  ///   // The display name was just set.
  /// ```
  public static func ~= <Value>(
    keyPath: any WritableKeyPath<Root, Value> & Sendable,
    bindingAction: Self
  ) -> Bool {
    (keyPath as AnyKeyPath) == (bindingAction.keyPath as AnyKeyPath)
  }
}

extension BindingAction {
  /// An action that sets the field at `keyPath` to `value`.
  ///
  /// ```swift
  /// await store.send(.binding(.set(\.displayName, "Blob"))) {
  ///   $0.displayName = "Blob"
  /// }
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<Root, Value> & Sendable,
    _ value: Value
  ) -> Self where Root: ObservableState {
    .setting(keyPath, to: value)
  }

  /// Matches a binding action by the field it sets, in a `switch` over a feature's actions.
  ///
  /// ```swift
  /// case .binding(\.displayName):
  ///   // The display name was just set.
  /// ```
  public static func ~= <Value>(
    keyPath: any WritableKeyPath<Root, Value> & Sendable,
    bindingAction: Self
  ) -> Bool where Root: ObservableState {
    (keyPath as AnyKeyPath) == (bindingAction.keyPath as AnyKeyPath)
  }
}

extension BindingAction {
  /// An action that sets the field at `keyPath` to `value`, for any state: what the public
  /// `set` forms and the stores' writes build on.
  static func setting<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    to value: Value
  ) -> Self {
    let sendableKeyPath = UncheckedSendable(keyPath)
    return Self(
      keyPath: sendableBindingKeyPath(keyPath),
      set: { $0[keyPath: sendableKeyPath.value] = value },
      value: value,
      valueIsEqualTo: { ($0 as? Value) == value }
    )
  }
}

/// Views a key path as `Sendable`, the way TCA's binding actions store it: a key path literal
/// of stored properties captures nothing, and binding actions never mutate theirs.
func sendableBindingKeyPath<Root>(
  _ keyPath: PartialKeyPath<Root>
) -> any PartialKeyPath<Root> & Sendable {
  unsafeBitCast(keyPath, to: (any PartialKeyPath<Root> & Sendable).self)
}

// Every stored property is `Sendable`: the key path is stored as `any … & Sendable`, the closures
// are `@Sendable`.
extension BindingAction: Sendable {}

extension BindingAction {
  /// Transforms a binding action on a child's state into one on a parent's state that holds the
  /// child at `keyPath`.
  ///
  /// ```swift
  /// let action: BindingAction<Parent.State> = childAction.pullback(\.child)
  /// ```
  public func pullback<NewRoot>(
    _ keyPath: WritableKeyPath<NewRoot, Root>
  ) -> BindingAction<NewRoot> {
    let sendableKeyPath = UncheckedSendable(keyPath)
    // `keyPath` ends where `self.keyPath` starts, so appending them always succeeds.
    let appendedKeyPath =
      (keyPath as AnyKeyPath).appending(path: self.keyPath as AnyKeyPath)
      as! PartialKeyPath<NewRoot>
    return BindingAction<NewRoot>(
      keyPath: sendableBindingKeyPath(appendedKeyPath),
      set: { [set] in set(&$0[keyPath: sendableKeyPath.value]) },
      value: self.value,
      valueIsEqualTo: self.valueIsEqualTo
    )
  }
}

extension BindingAction: CustomDumpStringConvertible {
  /// Dumps a binding action the way it is written, `.set(\State.name, "Blob")`: the key path
  /// and the value, each dumped no deeper than its top level.
  public var customDumpDescription: String {
    var description = ".set("
    // CustomDump dumps a key path as its `debugDescription`, which names computed properties
    // (every field of observable state) only on Apple platforms; this names them everywhere.
    description.append(keyPathDescription(self.keyPath))
    description.append(", ")
    customDump(self.value, to: &description, maxDepth: 0)
    description.append(")")
    return description
  }
}

extension BindingAction: CustomDebugStringConvertible {
  /// Describes a binding action the way it is written, `.set(\State.name, "Blob")`, as
  /// `_printChanges()` and runtime warnings print actions.
  public var debugDescription: String {
    ".set(\(keyPathDescription(self.keyPath)), \(String(reflecting: self.value)))"
  }
}
