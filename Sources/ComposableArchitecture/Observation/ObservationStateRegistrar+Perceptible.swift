extension ObservationStateRegistrar {
  /// Registers a read of a field of a `Perceptible` type.
  ///
  /// Every `Perceptible` type is `Observable` here, so calls pick the `Observable` form; this one
  /// keeps TCA's overload for code that names it.
  @_disfavoredOverload
  @inlinable
  public func access<Subject: Perceptible, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    self.storage.registrar.access(subject, keyPath: keyPath)
  }

  /// Sets a field of a `Perceptible` type, notifying observers unless the new value has the
  /// same identity or `shouldNotifyObservers` says not to.
  @_disfavoredOverload
  @inlinable
  public func mutate<Subject: Perceptible, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool = { _, _ in true }
  ) {
    self.set(subject, keyPath, &value, newValue, isIdentityEqual, shouldNotifyObservers)
  }

  /// Prepares a field of a `Perceptible` type for mutation in place, returning its old value
  /// for `didModify(_:keyPath:_:_:_:_:)`.
  @_disfavoredOverload
  @inlinable
  public func willModify<Subject: Perceptible, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> Member {
    member
  }

  /// Prepares a child state of a `Perceptible` type for mutation in place, returning its old
  /// value for `didModify(_:keyPath:_:_:_:_:)`.
  @_disfavoredOverload
  @inlinable
  public func willModify<Subject: Perceptible, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> Member {
    member._$willModify()
    return member
  }

  /// Notifies observers of a field of a `Perceptible` type mutated in place, unless its new
  /// value has the identity of `oldValue` or `shouldNotifyObservers` says not to.
  @_disfavoredOverload
  @inlinable
  public func didModify<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member,
    _ oldValue: Member,
    _ isIdentityEqual: (Member, Member) -> Bool,
    _ shouldNotifyObservers: (Member, Member) -> Bool = { _, _ in true }
  ) {
    self.notify(subject, keyPath, oldValue, member, isIdentityEqual, shouldNotifyObservers)
  }
}
