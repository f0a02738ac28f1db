/// The identity of a value of ``ObservableState``.
///
/// A new identity is made whenever a new state value is created; copies and mutations keep it.
/// An enum state's identity is its case (a tag) combined with the identity of its payload.
public struct ObservableStateID: Hashable {
  private final class Location: Sendable {}

  private let location: ObjectIdentifier?
  // Keeps `location` unique for as long as this identity lives.
  private let storage: Location?
  private let tag: Int?

  /// A new, unique identity.
  public init() {
    let storage = Location()
    self.storage = storage
    self.location = ObjectIdentifier(storage)
    self.tag = nil
  }

  private init(location: ObjectIdentifier?, storage: Location?, tag: Int?) {
    self.location = location
    self.storage = storage
    self.tag = tag
  }

  /// This identity combined with an enum case's tag.
  public func _$tag(_ tag: Int) -> Self {
    Self(location: self.location, storage: self.storage, tag: tag)
  }

  /// The identity of an enum case whose payload is not observable state: stable for the case.
  public static func _$tag(_ tag: Int) -> Self {
    Self(location: nil, storage: nil, tag: tag)
  }

  /// The identity of a payload: its own when it is observable state, otherwise a new one.
  public static func _$id<T>(for value: T) -> Self {
    (value as? any ObservableState)?._$id ?? Self()
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
    lhs.location == rhs.location && lhs.tag == rhs.tag
  }

  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.location)
    hasher.combine(self.tag)
  }
}

// `storage` is an immutable, empty, `Sendable` object, only used for its identity.
extension ObservableStateID: Sendable {}
