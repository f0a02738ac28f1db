extension ObservationStateRegistrar {
  /// Prepares a field for mutation in place, returning its old value for
  /// `didModify(_:keyPath:_:_:_:_:)`: the form TCA's `@ObservableState` expansion calls.
  ///
  /// This library's expansion calls the overloads that return an identity instead, so that a
  /// large collection mutated in place is never copied; these keep TCA's shape for code that
  /// calls the registrar directly.
  @_disfavoredOverload
  @inlinable
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> Member {
    member
  }

  /// Prepares a child state for mutation in place, returning its old value for
  /// `didModify(_:keyPath:_:_:_:_:)`.
  @_disfavoredOverload
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> Member {
    member._$willModify()
    return member
  }

  /// Notifies observers of a field mutated in place, unless its new value has the identity of
  /// `oldValue` or `shouldNotifyObservers` says not to.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member,
    _ oldValue: Member,
    _ isIdentityEqual: (Member, Member) -> Bool,
    _ shouldNotifyObservers: (Member, Member) -> Bool = { _, _ in true }
  ) {
    self.notify(subject, keyPath, oldValue, member, isIdentityEqual, shouldNotifyObservers)
  }

  /// What `didModify(_:keyPath:_:_:_:_:)` does, for its `Observable` and `Perceptible` forms.
  @inlinable
  func notify<Subject: Observable, Member>(
    _ subject: Subject,
    _ keyPath: KeyPath<Subject, Member>,
    _ oldValue: Member,
    _ newValue: Member,
    _ isIdentityEqual: (Member, Member) -> Bool,
    _ shouldNotifyObservers: (Member, Member) -> Bool
  ) {
    if !isIdentityEqual(oldValue, newValue) && shouldNotifyObservers(oldValue, newValue) {
      self.storage.registrar.withMutation(of: subject, keyPath: keyPath) {}
    }
  }
}
