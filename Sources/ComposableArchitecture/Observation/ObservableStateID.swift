/// The identity of a value of ``ObservableState``.
///
/// A new identity is made whenever a new state value is created, and whenever a parent is about
/// to mutate it in place (`_$willModify()`), so that the parent can tell "the same child,
/// changed" from "another value put there"; copies keep it. An enum state's identity is its
/// case (a tag) combined with the identity of its payload.
public struct ObservableStateID: Hashable {
  private final class Location: Sendable {
    /// The location of the value as it was created, for a location made by `_$willModify()`.
    let origin: Location?

    init(origin: Location? = nil) {
      self.origin = origin
    }
  }

  // The identity is the object's (kept alive, so unique, for as long as this identity lives).
  // Two words and two flags: small enough to be held inline by an existential (`AnyHashable`, a
  // navigation identity's `HashableValue`) rather than boxed, which a third word would force.
  private let storage: Location?
  private let tag: Int?
  /// Whether this identity leaves out part of what tells values apart: made for a payload that
  /// is not observable state, or for a case without a single payload (anew at each read, both),
  /// or an enum case's tag put over the tag of a payload that is itself an enum case (`.inner(.a)`
  /// and `.inner(.b)` then look alike). Not part of equality: navigation identities fall back to
  /// reflection for these.
  let isPartial: Bool

  /// A new, unique identity.
  public init() {
    self.storage = Location()
    self.tag = nil
    self.isPartial = false
  }

  private init(storage: Location?, tag: Int?, isPartial: Bool) {
    self.storage = storage
    self.tag = tag
    self.isPartial = isPartial
  }

  private var location: ObjectIdentifier? {
    self.storage.map(ObjectIdentifier.init)
  }

  /// This identity combined with an enum case's tag.
  public func _$tag(_ tag: Int) -> Self {
    Self(storage: self.storage, tag: tag, isPartial: self.isPartial || self.tag != nil)
  }

  /// The identity of an enum case without a single payload (none, or several values): new at
  /// each read, as a payload that is not observable state gets (as TCA's expansion does, to our
  /// knowledge: `ObservableStateID()._$tag(n)`), so that a reader of the whole state is told of
  /// every write of such a case (`.pair(1, 1)` to `.pair(2, 2)`); partial, so that navigation
  /// tells such cases apart by reflection, as it does those of other plain payloads.
  public static func _$tag(_ tag: Int) -> Self {
    Self(storage: Location(), tag: tag, isPartial: true)
  }

  /// Gives the value a new identity before it is mutated in place, as TCA's does: a copy taken
  /// before no longer has the value's identity.
  ///
  /// One small allocation (TCA makes a `UUID`); the new identity remembers the value's
  /// ``original`` one.
  public mutating func _$willModify() {
    self = Self(
      storage: Location(origin: self.storage?.origin ?? self.storage),
      tag: self.tag,
      isPartial: self.isPartial
    )
  }

  /// The identity the value was created with, which in-place mutations (`_$willModify()`) keep:
  /// what tells one child from another for navigation and for the stores scoped to it.
  var original: Self {
    guard let origin = self.storage?.origin else { return self }
    return Self(storage: origin, tag: self.tag, isPartial: self.isPartial)
  }

  /// The identity of a payload: its own when it is observable state, otherwise a new one.
  public static func _$id<T>(for value: T) -> Self {
    (value as? any ObservableState)?._$id
      ?? Self(storage: Location(), tag: nil, isPartial: true)
  }

  /// The identity of a payload that is observable state.
  public static func _$id(for value: some ObservableState) -> Self {
    value._$id
  }

  /// Lets an enum case's payload prepare for mutation in place.
  public static func _$willModify<T>(_ value: inout T) {
    guard var observable = value as? any ObservableState else { return }
    observable._$willModify()
    value = observable as! T
  }

  /// Lets an enum case's payload that is observable state prepare for mutation in place.
  public static func _$willModify(_ value: inout some ObservableState) {
    value._$willModify()
  }

  /// Whether two identifiers name the same observable state.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage && lhs.tag == rhs.tag
  }

  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.location)
    hasher.combine(self.tag)
  }
}

// `storage` is an immutable, empty, `Sendable` object, only used for its identity.
extension ObservableStateID: Sendable {}
