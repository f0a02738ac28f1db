@_spi(Reflection) import CasePaths
import ConcurrencyExtras
import Dependencies
import Foundation

/// Where in the feature tree an effect was created: one ``NavigationID`` for each `ifLet`,
/// `ifCaseLet` or `forEach` child it was created in.
///
/// Cancellation identifiers are scoped by it, so that the same `CancelID.timer` in two rows, or
/// in a child and its parent, name different effects.
@usableFromInline
struct NavigationIDPath: Hashable, Sendable {
  // An array, not a linked list of nodes: the path is read (cast from the dependency values) and
  // copied into every cancellation id, and an array's copy is a retain of one reference (none
  // for the empty path, whose storage is the standard library's shared empty array). A list's
  // optional node made each read's cast and copy dearer (`Effects.BuildOnly(10000)` 1.09x), and
  // a shared root node retained at each copy, `StartAndCancel(10000)` 1.03x. Appending copies
  // the path: O(depth) per level entered.
  var path: [NavigationID] = []

  /// How many places deep the path is.
  var count: Int {
    self.path.count
  }

  /// This path with `id` appended; `presenting` when the place is a presented feature, whose
  /// dismissal `dismiss` requests below it (see ``presentedPlace``).
  func appending(_ id: NavigationID, presenting: Bool = false) -> Self {
    var copy = self
    var id = id
    id.presents = presenting
    copy.path.append(id)
    return copy
  }

  /// The place of the nearest presented feature: this path or the longest of its prefixes that
  /// was appended `presenting`; `nil` outside of any.
  var presentedPlace: Self? {
    guard let index = self.path.lastIndex(where: \.presents) else { return nil }
    return index == self.path.count - 1 ? self : Self(path: Array(self.path[...index]))
  }

  /// Whether this place is `prefix` or below it in the feature tree.
  func hasPrefix(_ prefix: Self) -> Bool {
    self.path.starts(with: prefix.path)
  }
}

/// The identity of one child of a feature, as TCA defines it: the place it is presented at,
/// its enum case when its state is an enum, and its `Identifiable` id (or its case payload's)
/// when it has one.
///
/// The observable identity (`_$id`) plays no part: assigning a fresh value with the same `id`
/// (or a value that has no `id`) is the same child, whose effects go on.
@usableFromInline
struct NavigationID: Hashable, Sendable {
  let path: HashableValue
  let tag: UInt32?
  let identity: HashableValue?
  /// Whether the place is a presented feature (a presented child or a stack element), which
  /// `@Dependency(\.dismiss)` dismisses from there down (see
  /// ``NavigationIDPath/presentedPlace``). Not part of the identity.
  var presents = false

  init(path: HashableValue, tag: UInt32? = nil, identity: HashableValue?) {
    self.path = path
    self.tag = tag
    self.identity = identity
  }

  /// The identity of optional or enum child state at a place named by any hashable value (a
  /// case path has no key path to name it).
  init<State>(path: HashableValue, state: State) {
    self = NavigationPlace<State>(path: path).id(for: state)
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.path == rhs.path && lhs.tag == rhs.tag && lhs.identity == rhs.identity
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(self.path)
    hasher.combine(self.tag)
    hasher.combine(self.identity)
  }
}

/// A place children of type `State` are presented at, with what telling them apart needs that
/// depends only on the place and the type: worked out once per reducer, not once per id (a
/// reducer builds two or three ids on each action).
@usableFromInline
struct NavigationPlace<State> {
  let path: HashableValue
  /// The state's type when it is `Identifiable`, whose `id` is read in place: no existential
  /// box, which copies the whole child state.
  private let identifiableType: (any Identifiable.Type)?
  /// The state's enum metadata, when it is an enum: its case is part of the identity.
  private let enumMetadata: EnumMetadata?

  /// Whether a child presented here can be ephemeral state (an alert or a dialog, or an enum
  /// case holding one), which navigation reducers dismiss after its actions.
  @usableFromInline
  let mayBeEphemeral: Bool

  init(path: HashableValue) {
    self.path = path
    self.identifiableType = State.self as? any Identifiable.Type
    self.enumMetadata = EnumMetadata(State.self)
    // A struct's dynamic type is its static type; any other may hold ephemeral state.
    self.mayBeEphemeral = !isStruct(State.self) || State.self is any _EphemeralState.Type
  }

  /// Whether every child presented here has the same identity (its state is neither
  /// `Identifiable` nor an enum): then two children are the same child exactly when both are
  /// present, and no identity needs to be built to tell.
  @usableFromInline
  var hasConstantIdentity: Bool {
    self.identifiableType == nil && self.enumMetadata == nil
  }

  init(_ keyPath: AnyKeyPath) {
    // Key paths are immutable values, safe to share between threads.
    self.init(path: HashableValue(UncheckedSendable(keyPath)))
  }

  /// The identity of the child `state` at this place.
  @usableFromInline
  func id(for state: State) -> NavigationID {
    if let identifiableType = self.identifiableType {
      return NavigationID(
        path: self.path,
        tag: self.enumMetadata?.tag(of: state),
        identity: identifiableType._navigationIdentity(of: state)
      )
    }
    guard let enumMetadata = self.enumMetadata else {
      return NavigationID(path: self.path, identity: nil)
    }
    // A case's payload is projected (boxed) only when its type is `Identifiable`: a
    // `@Reducer` enum's features rarely are, and then the case costs a cached lookup.
    let tag = enumMetadata.tag(of: state)
    guard identifiablePayloads.hasIdentifiablePayload(State.self, tag: tag, enumMetadata),
      let payload = EnumMetadata.project(state) as? any Identifiable
    else {
      return NavigationID(path: self.path, tag: tag, identity: nil)
    }
    return NavigationID(path: self.path, tag: tag, identity: identityOf(payload))
  }
}

/// Which cases of enum states hold an `Identifiable` payload, read from the runtime's metadata
/// once per type and case.
private let identifiablePayloads = IdentifiablePayloads()

private final class IdentifiablePayloads: @unchecked Sendable {
  private struct Key: Hashable {
    let type: ObjectIdentifier
    let tag: UInt32
  }
  // `lock` protects `cache`.
  private let lock = NSLock()
  private var cache: [Key: Bool] = [:]

  func hasIdentifiablePayload(
    _ type: Any.Type, tag: UInt32, _ metadata: EnumMetadata
  ) -> Bool {
    let key = Key(type: ObjectIdentifier(type), tag: tag)
    self.lock.lock()
    let cached = self.cache[key]
    self.lock.unlock()
    if let cached { return cached }
    let isIdentifiable = metadata.associatedValueType(forTag: tag) is any Identifiable.Type
    self.lock.lock()
    self.cache[key] = isIdentifiable
    self.lock.unlock()
    return isIdentifiable
  }
}

extension ObservableState {
  /// The observable identity of a value statically typed `Value`, whose type is `Self`.
  static func _$identity<Value>(of value: Value) -> ObservableStateID {
    withUnsafePointer(to: value) {
      UnsafeRawPointer($0).assumingMemoryBound(to: Self.self).pointee._$id
    }
  }
}

extension Identifiable {
  /// The `id` of a value statically typed `Value`, whose type is `Self`, read in place.
  fileprivate static func _navigationIdentity<Value>(of value: Value) -> HashableValue {
    withUnsafePointer(to: value) {
      HashableValue(
        UncheckedSendable(
          AnyHashable(UnsafeRawPointer($0).assumingMemoryBound(to: Self.self).pointee.id)
        )
      )
    }
  }
}

private func identityOf(_ value: some Identifiable) -> HashableValue {
  HashableValue(UncheckedSendable(AnyHashable(value.id)))
}

/// The navigation path is one dependency value, read for every cancellable effect and written once
/// for each child entered (`NestedStore.Send`): the place `dismiss` dismisses is part of it (see
/// ``NavigationIDPath/presentedPlace``), not a second value.
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

/// Runs a child's reducer one place below the current one, `id` (`dismissible` for a presented
/// child, whose `dismiss` it is): as ``withNavigationIDPath(_:operation:)`` with the current path
/// and `id` appended, reading the dependencies once for both. Returns the current (the parent's)
/// path as well, which the child's effects are tagged in.
@usableFromInline
func withChildNavigationID<Result>(
  _ id: NavigationID,
  dismissible: Bool = false,
  operation: () -> Result
) -> (parentPath: NavigationIDPath, result: Result) {
  var dependencies = DependencyValues._current
  let parentPath = dependencies.navigationIDPath
  dependencies.navigationIDPath = parentPath.appending(id, presenting: dismissible)
  return (parentPath, DependencyValues.$_current.withValue(dependencies, operation: operation))
}

/// Runs a child's reducer in its place of the feature tree, `path` (appended `presenting` for a
/// presented child or a stack element, whose `dismiss` it is): `withDependencies` setting the
/// navigation path, bound directly, as `withDependencies` does in release builds (in debug builds
/// it binds two more task locals, which only matter while its closures set values that are read).
func withNavigationIDPath<Result>(
  _ path: NavigationIDPath,
  operation: () -> Result
) -> Result {
  var dependencies = DependencyValues._current
  dependencies.navigationIDPath = path
  return DependencyValues.$_current.withValue(dependencies, operation: operation)
}
