@_spi(Reflection) import CasePaths

/// State that lives only until the user acts on it, like `AlertState` and
/// `ConfirmationDialogState`: navigation reducers dismiss it after any of its actions, without
/// the feature having to.
///
/// Not meant for conformances outside the library; it exists, public, for source compatibility
/// with TCA.
@_documentation(visibility: private)
public protocol _EphemeralState<Action> {
  /// The type of the actions the state's buttons send.
  associatedtype Action

  /// The type of the actions the state's buttons send, for code that has only the state's
  /// metatype, such as `type(of: state) as? any _EphemeralState.Type`.
  static var actionType: Any.Type { get }
}

@_documentation(visibility: private)
extension _EphemeralState {
  /// `Action.self`: every ephemeral state type names its buttons' action type this way.
  public static var actionType: Any.Type { Action.self }
}

extension AlertState: _EphemeralState {}

extension ConfirmationDialogState: _EphemeralState {}

extension _EphemeralState {
  /// Whether the state's buttons can send `action`: it is one of the state's actions, or an enum
  /// case (such as a `Destination.Action` case) whose associated value is.
  static func canSend<SentAction>(_ action: SentAction) -> Bool {
    if action is Self.Action { return true }
    guard let payload = EnumMetadata.project(action) else { return false }
    return payload is Self.Action
  }
}

/// Whether a state value is ephemeral: alert or dialog state, an optional holding one, or an
/// enum case (such as a `Destination` case) whose associated value is one.
///
/// Navigation reducers call it on presented state to decide whether to dismiss it after an
/// action.
///
/// - Parameter state: The state to check.
/// - Returns: `true` when `state` is or holds ``_EphemeralState``.
public func _isEphemeral<State>(_ state: State) -> Bool {
  ephemeralType(of: state) != nil
}

/// The ephemeral type of a state value, of the value an optional holds, or of the associated value
/// of the enum case it is, or `nil` when it is none of these.
func ephemeralType<State>(of state: State) -> (any _EphemeralState.Type)? {
  // A struct's dynamic type is its static type: checked without boxing the value (`state as
  // Any` allocates when the state is larger than three words). This is the common case, run for
  // every presented child on every action (`Destination.Send`); a struct that is not
  // ephemeral holds nothing that
  // could be.
  if isStruct(State.self) {
    return State.self as? any _EphemeralState.Type
  }
  // `as Any` makes `type(of:)` see the dynamic type when `State` is itself `Any` (or a class).
  if let ephemeralType = type(of: state as Any) as? any _EphemeralState.Type {
    return ephemeralType
  }
  // A class that is not ephemeral holds nothing that could be: no reflection.
  if isStructOrClass(State.self) {
    return nil
  }
  // A `@Reducer` enum's state whose case holds observable state, or nothing: its identity (which
  // the macro writes) tells, without reflection. Observable state is never ephemeral (alerts and
  // dialogs are not observable).
  if State.self is any CaseReducerState.Type,
    let observableType = State.self as? any ObservableState.Type,
    isEnum(State.self),
    !observableType._$identity(of: state).isPartial
  {
    return nil
  }
  let mirror = Mirror(reflecting: state)
  switch mirror.displayStyle {
  case .optional?:
    guard let wrapped = mirror.children.first?.value else { return nil }
    return ephemeralType(of: wrapped)
  case .enum?:
    guard let associatedValue = mirror.children.first?.value else { return nil }
    return type(of: associatedValue) as? any _EphemeralState.Type
  default:
    return nil
  }
}

/// Whether the type is a struct, from the kind its runtime metadata starts with (see
/// `isStructOrClass`).
func isStruct(_ type: Any.Type) -> Bool {
  unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee == 0x200
}

/// Whether the type is a struct or a class, from the kind its runtime metadata starts with (a
/// stable part of the Swift ABI: 0x200 for a struct, 0 for a Swift class or a value above 0x7FF,
/// the isa pointer of class metadata; an enum, an optional or an existential is none of these).
private func isStructOrClass(_ type: Any.Type) -> Bool {
  let kind = unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee
  return kind == 0x200 || kind == 0 || kind > 0x7FF
}
