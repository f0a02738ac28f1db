import IdentifiedCollections
import Observation
import OrderedCollections

/// The observation machinery the ``ObservableState()`` macro adds to a state type: a registrar
/// shared by all copies of a value, and the value's identity.
///
/// It takes no part in equality, hashing or coding, so synthesized conformances of the state
/// are unaffected.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the state value that holds this registrar.
  public private(set) var id = ObservableStateID()

  /// The registrar, in a box shared by all copies of the value. Boxed because
  /// `ObservationRegistrar` is a type of a library built for evolution, whose layout is not known
  /// where it is used: held inline, it made every observable state a value of unknown size,
  /// copied and destroyed through the runtime's value witnesses, where a box is a reference
  /// count (what that cost and saved: Benchmarks/PROFILE.md, 2026-12-03).
  @usableFromInline
  let storage = Storage()

  @usableFromInline
  final class Storage: Sendable {
    @usableFromInline
    let registrar = ObservationRegistrar()

    @usableFromInline
    init() {}
  }

  /// Creates a registrar, and so a new identity.
  public init() {}

  /// Called before the state is mutated in place through a parent: gives it a new identity,
  /// which the parent compares after the mutation to tell whether another value was put there.
  public mutating func _$willModify() {
    self.id._$willModify()
  }
}

extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  /// Registrars are always equal: they carry no state, so they never make two states differ.
  public static func == (_: Self, _: Self) -> Bool { true }
  /// Hashes nothing: registrars carry no state.
  public func hash(into _: inout Hasher) {}
  /// Creates a fresh registrar: registrars are not encoded.
  public init(from _: any Decoder) throws { self.init() }
  /// Encodes nothing: registrars carry no state.
  public func encode(to _: any Encoder) throws {}
}

extension ObservationStateRegistrar {
  /// Registers a read of a field.
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    self.storage.registrar.access(subject, keyPath: keyPath)
  }

  /// Sets a field, notifying observers unless the new value has the same identity or
  /// `shouldNotifyObservers` says not to.
  @inlinable
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool = { _, _ in true }
  ) {
    self.set(subject, keyPath, &value, newValue, isIdentityEqual, shouldNotifyObservers)
  }

  /// Sets an `Equatable` field, notifying observers unless the new value has the same identity
  /// or is equal to the old one.
  @inlinable
  public func mutate<Subject: Observable, Member, Value: Equatable>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool = { $0 != $1 }
  ) {
    self.set(subject, keyPath, &value, newValue, isIdentityEqual, shouldNotifyObservers)
  }

  /// Sets a field holding a class instance, notifying observers unless the new value has the
  /// same identity or is the same instance.
  @inlinable
  public func mutate<Subject: Observable, Member, Value: AnyObject>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool = { $0 !== $1 }
  ) {
    self.set(subject, keyPath, &value, newValue, isIdentityEqual, shouldNotifyObservers)
  }

  /// Sets a field holding an `Equatable` class instance, notifying observers unless the new
  /// value has the same identity or is equal to the old one.
  @inlinable
  public func mutate<Subject: Observable, Member, Value: Equatable & AnyObject>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool = { $0 != $1 }
  ) {
    self.set(subject, keyPath, &value, newValue, isIdentityEqual, shouldNotifyObservers)
  }

  /// What ``mutate(_:keyPath:_:_:_:_:)`` does, for its `Observable` and `Perceptible` forms.
  @inlinable
  func set<Subject: Observable, Member, Value>(
    _ subject: Subject,
    _ keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool
  ) {
    if isIdentityEqual(value, newValue) || !shouldNotifyObservers(value, newValue) {
      value = newValue
    } else {
      self.storage.registrar.withMutation(of: subject, keyPath: keyPath) {
        value = newValue
      }
    }
  }

  /// Prepares a field for mutation in place; returns what `didModify(_:keyPath:_:_:)`
  /// compares after.
  ///
  /// Nothing of the old value is kept, so mutating a large collection in place never copies it.
  @inlinable
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> ObservableStateID? {
    nil
  }

  /// Notifies observers of a field mutated in place.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member,
    _ oldIdentity: ObservableStateID?
  ) {
    self.storage.registrar.withMutation(of: subject, keyPath: keyPath) {}
  }

  /// Prepares a child state for mutation in place, remembering its identity.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> ObservableStateID? {
    member._$willModify()
    return member._$id
  }

  /// Notifies observers of a child state only when it was replaced by another identity; its own
  /// fields notify their readers themselves.
  @inlinable
  public func didModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member,
    _ oldIdentity: ObservableStateID?
  ) {
    if member._$id != oldIdentity {
      self.storage.registrar.withMutation(of: subject, keyPath: keyPath) {}
    }
  }

  /// Prepares an optional child state for mutation in place, remembering its identity.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member?>, _ member: inout Member?
  ) -> ObservableStateID? {
    member?._$willModify()
    return member?._$id
  }

  /// Notifies observers of an optional child state only when it appeared, went away, or was
  /// replaced by another identity.
  @inlinable
  public func didModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member?>,
    _ member: inout Member?,
    _ oldIdentity: ObservableStateID?
  ) {
    if member?._$id != oldIdentity {
      self.storage.registrar.withMutation(of: subject, keyPath: keyPath) {}
    }
  }

  /// Prepares a collection of child states for mutation in place, remembering its ids.
  @inlinable
  public func willModify<Subject: Observable, ID: Hashable, Element: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ member: inout IdentifiedArray<ID, Element>
  ) -> OrderedSet<ID> {
    member.ids
  }

  /// Notifies observers of a collection of child states only when elements were added, removed
  /// or moved; each element's fields notify their readers themselves.
  @inlinable
  public func didModify<Subject: Observable, ID: Hashable, Element: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ member: inout IdentifiedArray<ID, Element>,
    _ oldIDs: OrderedSet<ID>
  ) {
    if member.ids != oldIDs {
      self.storage.registrar.withMutation(of: subject, keyPath: keyPath) {}
    }
  }

  /// Prepares a collection of child states (an array) for mutation in place, remembering the
  /// identities of its elements.
  ///
  /// The identities, not a copy of the collection: a copy would make the mutation copy every
  /// element.
  @inlinable
  public func willModify<Subject: Observable, C: Collection>(
    _ subject: Subject, keyPath: KeyPath<Subject, C>, _ member: inout C
  ) -> ContiguousArray<ObservableStateID> where C.Element: ObservableState {
    ContiguousArray(member.lazy.map(\._$id))
  }

  /// Notifies observers of a collection of child states only when elements were added, removed,
  /// moved or replaced by others; each element's fields notify their readers themselves.
  @inlinable
  public func didModify<Subject: Observable, C: Collection>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, C>,
    _ member: inout C,
    _ oldIdentities: ContiguousArray<ObservableStateID>
  ) where C.Element: ObservableState {
    if member.count != oldIdentities.count
      || !zip(member, oldIdentities).allSatisfy({ $0._$id == $1 })
    {
      self.storage.registrar.withMutation(of: subject, keyPath: keyPath) {}
    }
  }

  /// Prepares a stack of child states for mutation in place, remembering its ids.
  @inlinable
  public func willModify<Subject: Observable, Element: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, StackState<Element>>,
    _ member: inout StackState<Element>
  ) -> OrderedSet<StackElementID> {
    member.ids
  }

  /// Notifies observers of a stack of child states only when elements were pushed, popped or
  /// moved; each element's fields notify their readers themselves.
  @inlinable
  public func didModify<Subject: Observable, Element: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, StackState<Element>>,
    _ member: inout StackState<Element>,
    _ oldIDs: OrderedSet<StackElementID>
  ) {
    if member.ids != oldIDs {
      self.storage.registrar.withMutation(of: subject, keyPath: keyPath) {}
    }
  }
}
