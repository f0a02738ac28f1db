import ConcurrencyExtras
import Dependencies

/// Where in the feature tree an effect was created: one ``NavigationID`` for each `ifLet`,
/// `ifCaseLet` or `forEach` child it was created in.
///
/// Cancellation identifiers are scoped by it, so that the same `CancelID.timer` in two rows, or
/// in a child and its parent, name different effects.
struct NavigationIDPath: Hashable, Sendable {
  var path: [NavigationID] = []

  func appending(_ id: NavigationID) -> Self {
    var copy = self
    copy.path.append(id)
    return copy
  }

  /// Whether this place is `prefix` or below it in the feature tree.
  func hasPrefix(_ prefix: Self) -> Bool {
    self.path.starts(with: prefix.path)
  }
}

/// The identity of one child of a feature: the path to it and, when it has one, its id.
struct NavigationID: Hashable, Sendable {
  let path: HashableValue
  let identity: HashableValue?

  init(path: HashableValue, identity: HashableValue?) {
    self.path = path
    self.identity = identity
  }

  /// The identity of optional or enum child state at a place named by any hashable value (a
  /// case path has no key path to name it): its observable identity or `id`, and for an enum,
  /// its case and the identity of the case's value.
  init<State>(path: HashableValue, state: State) {
    self = NavigationPlace<State>(path: path).id(for: state)
  }
}

/// A place children of type `State` are presented at, with what telling them apart needs that
/// depends only on the place and the type: worked out once per reducer, not once per id (a
/// reducer builds two or three ids on each action).
struct NavigationPlace<State> {
  let path: HashableValue
  /// The state's type when it is observable state (the common case), whose identity is read in
  /// place: no existential box, which copies the whole child state.
  private let observableType: (any ObservableState.Type)?
  /// Whether the state is an enum, whose observable identity names the child only when its
  /// case's payload is observable state or absent.
  private let isEnum: Bool

  init(path: HashableValue) {
    self.path = path
    let isEnum = ComposableArchitecture.isEnum(State.self)
    // An enum's observable identity is used only for a `@Reducer` enum's state, whose `_$id` the
    // macro writes (a hand-written one could be made at each read, and cancel the child's
    // effects at every action).
    if !isEnum || State.self is any CaseReducerState.Type {
      self.observableType = State.self as? any ObservableState.Type
    } else {
      self.observableType = nil
    }
    self.isEnum = isEnum
  }

  init(_ keyPath: AnyKeyPath) {
    // Key paths are immutable values, safe to share between threads.
    self.init(path: HashableValue(UncheckedSendable(keyPath)))
  }

  /// The identity of the child `state` at this place.
  func id(for state: State) -> NavigationID {
    if let observableType = self.observableType {
      let identity = observableType._$identity(of: state)
      // An observable enum's identity is its case with its payload's observable identity: what
      // `childIdentity` reads with a `Mirror`, without one. Not when it leaves part out (a
      // payload that is not observable state, whose `id`, or none, counts; a nested enum case).
      if !self.isEnum || !identity.isPartial {
        return NavigationID(path: self.path, identity: HashableValue(identity))
      }
    }
    return NavigationID(path: self.path, identity: childIdentity(of: state))
  }
}

extension ObservableState {
  /// The observable identity of a value statically typed `Value`, whose type is `Self`.
  static func _$identity<Value>(of value: Value) -> ObservableStateID {
    withUnsafePointer(to: value) {
      UnsafeRawPointer($0).assumingMemoryBound(to: Self.self).pointee._$id.original
    }
  }
}

/// What tells one child apart from another at the same place: a new value of observable state,
/// another `id`, or another enum case.
private func childIdentity(of value: Any) -> HashableValue? {
  // Structs and classes need no reflection: only an enum's case has to be read with a Mirror.
  guard isEnum(type(of: value)) else {
    if let observable = value as? any ObservableState {
      return HashableValue(observable._$id.original)
    }
    if let identifiable = value as? any Identifiable {
      return identityOf(identifiable)
    }
    return nil
  }
  let mirror = Mirror(reflecting: value)
  if mirror.displayStyle == .enum {
    guard let payload = mirror.children.first else {
      return HashableValue("\(value)")
    }
    let caseName = payload.label ?? ""
    let payloadIdentity = childIdentity(of: payload.value)
    return HashableValue(
      UncheckedSendable([AnyHashable(caseName), payloadIdentity.map(AnyHashable.init)])
    )
  }
  if let observable = value as? any ObservableState {
    return HashableValue(observable._$id.original)
  }
  if let identifiable = value as? any Identifiable {
    return identityOf(identifiable)
  }
  return nil
}

private func identityOf(_ value: some Identifiable) -> HashableValue {
  HashableValue(UncheckedSendable(AnyHashable(value.id)))
}

private enum NavigationIDPathKey: DependencyKey {
  static let liveValue = NavigationIDPath()
  static let testValue = NavigationIDPath()
}

extension DependencyValues {
  /// The place in the feature tree the current code runs in; see ``NavigationIDPath``.
  var navigationIDPath: NavigationIDPath {
    get { self[NavigationIDPathKey.self] }
    set { self[NavigationIDPathKey.self] = newValue }
  }
}

extension Effect {
  /// Tags every effect of a child so that removing the child cancels all of them.
  func cancellable(navigationID: NavigationID, in parent: NavigationIDPath) -> Self {
    if self.isSynchronous {
      return self
    }
    return Self(
      operation: .cancellable(
        _CancelID(id: navigationID, navigationIDPath: parent), cancelInFlight: false, self)
    )
  }

  /// Cancels every effect of a child, see ``cancellable(navigationID:in:)``.
  static func cancel(navigationID: NavigationID, in parent: NavigationIDPath) -> Self {
    Self(operation: .cancel(_CancelID(id: navigationID, navigationIDPath: parent)))
  }
}

/// Whether a type is an enum (optionals included), read from its runtime metadata kind, which is
/// part of Swift's stable ABI: 0x201 for enums, 0x202 for optionals.
func isEnum(_ type: Any.Type) -> Bool {
  let kind = unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee
  return kind == 0x201 || kind == 0x202
}

/// Runs a child's reducer in its place of the feature tree: `withDependencies` setting the
/// navigation path (and, for a presented child or stack element, `dismiss`), bound directly, as
/// `withDependencies` does in release builds (in debug builds it binds two more task locals,
/// which only matter while its closures set values that are read).
func withNavigationIDPath<Result>(
  _ path: NavigationIDPath,
  dismissible: Bool = false,
  operation: () -> Result
) -> Result {
  var dependencies = DependencyValues._current
  dependencies.navigationIDPath = path
  if dismissible {
    dependencies.dismiss = .presentation(at: path)
  }
  return DependencyValues.$_current.withValue(dependencies, operation: operation)
}
