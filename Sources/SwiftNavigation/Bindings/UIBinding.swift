import CasePaths

/// A value that reads and writes state owned elsewhere, for UIs that are not SwiftUI: a text
/// field bound to a string, a presented screen bound to optional state, a stack bound to a path.
///
/// `@UIBinding var value = …` owns its value in an observable box: `observe { }` follows writes
/// made through any copy of it. A `UIBindable` object gives bindings to its properties
/// (`$model.title`), and a binding gives bindings to members and enum cases of its value
/// (`$binding.member`, `$binding.caseName`).
///
/// ```swift
/// @UIBindable var model = EditorModel()
/// let field = TextField(text: $model.title)   // writes reach model.title
/// observe { label.text = model.title }         // runs again after each write
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct UIBinding<Value>: @unchecked Sendable {
  let location: UIBindingLocation<Value>

  /// The transaction a write through this binding runs in, when the writer is not already
  /// inside a transaction of its own; observers that the write triggers receive it.
  public var transaction = UITransaction()

  init(location: UIBindingLocation<Value>, transaction: UITransaction = UITransaction()) {
    self.location = location
    self.transaction = transaction
  }

  /// Creates a binding that owns `value` in an observable box.
  ///
  /// - Parameter value: The initial value.
  public init(wrappedValue value: Value) {
    self.init(location: UIBindingBox(value))
  }

  /// Creates a binding that owns an object, as `@UIBinding var model = Model()`; hold an
  /// observable object with `@UIBindable` instead, whose bindings reach its properties.
  ///
  /// - Parameter value: The object.
  @available(
    *, deprecated, renamed: "UIBindable.init",
    message: """

      A '@UIBinding' must be initialized with a value, not an observable reference. Use \
      '@UIBindable', instead.

      """
  )
  public init(wrappedValue value: Value) where Value: AnyObject {
    self.init(location: UIBindingBox(value))
  }

  /// Creates a binding from another (the `$value` of a `@UIBinding` property).
  ///
  /// - Parameter projectedValue: The binding.
  public init(projectedValue: UIBinding<Value>) {
    self = projectedValue
  }

  /// The value the binding points at; setting it writes there.
  public var wrappedValue: Value {
    get { self.location.get() }
    nonmutating set {
      if UITransaction.current.isEmpty, !self.transaction.isEmpty {
        withUITransaction(self.transaction) { self.location.set(newValue) }
      } else {
        self.location.set(newValue)
      }
    }
  }

  /// The binding itself, so that `$value` of a `@UIBinding` property is the binding.
  public var projectedValue: UIBinding<Value> { self }

  /// A binding that always reads `value` and ignores writes.
  ///
  /// - Parameter value: The value.
  /// - Returns: A constant binding; two constant bindings never have equal identifiers.
  public static func constant(_ value: Value) -> UIBinding<Value> {
    UIBinding(location: UIBindingConstant(value))
  }

  /// A copy of this binding whose writes run in `transaction`.
  ///
  /// - Parameter transaction: The transaction for writes.
  /// - Returns: The binding, pointing at the same place, with that transaction.
  public func transaction(_ transaction: UITransaction) -> UIBinding<Value> {
    UIBinding(location: self.location, transaction: transaction)
  }

  /// A binding to a member of the value: `$binding.title`.
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> UIBinding<Member> {
    UIBinding<Member>(
      location: UIBindingMember(self.location, keyPath), transaction: self.transaction
    )
  }

  /// A binding to a member of an optional value: `nil` while the value is `nil`; writing `nil`
  /// sets the whole value to `nil`, and a value written while it is `nil` is dropped.
  public subscript<Wrapped, Member>(
    dynamicMember keyPath: WritableKeyPath<Wrapped, Member>
  ) -> UIBinding<Member?> where Value == Wrapped? {
    UIBinding<Member?>(
      location: UIBindingOptionalMember(self.location, keyPath), transaction: self.transaction
    )
  }

  /// A binding to the payload of a case of the enum value, or `nil` if that case is not current.
  /// Once the enum moves to another case, the binding reads the last payload, and a write no
  /// longer reaches the enum but is kept in the binding and read back from it.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> UIBinding<Member>? where Value: CasePathable {
    let casePath = Value.allCasePaths[keyPath: keyPath]
    guard let payload = casePath.extract(from: self.location.get()) else { return nil }
    return UIBinding<Member>(
      location: UIBindingCase(
        self.location, casePath, key: AnyHashable(keyPath), payload: payload
      ),
      transaction: self.transaction
    )
  }

  /// A binding to the payload of a case of the optional enum value: `nil` unless that case is
  /// current. Writes while another case is current are ignored; writing `nil` while it is
  /// current sets the whole value to `nil`.
  public subscript<V, Member>(
    dynamicMember keyPath: KeyPath<V.AllCasePaths, AnyCasePath<V, Member>>
  ) -> UIBinding<Member?> where Value == V?, V: CasePathable {
    UIBinding<Member?>(
      location: UIBindingOptionalCase(
        self.location, V.allCasePaths[keyPath: keyPath], key: AnyHashable(keyPath)
      ),
      transaction: self.transaction
    )
  }

  /// Whether a case without payload of the optional enum value is current: writing `false`
  /// while it is sets the value to `nil`.
  public subscript<V>(
    dynamicMember keyPath: KeyPath<V.AllCasePaths, AnyCasePath<V, Void>>
  ) -> UIBinding<Bool> where Value == V?, V: CasePathable {
    UIBinding<Bool>(self[dynamicMember: keyPath] as UIBinding<Void?>)
  }

  /// The bindings of the cases of an enum member: `if case let .edit(text) = $binding.route`.
  public subscript<Member: CaseBindable>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Member.UIBindingEnumeration {
    Member._$caseBinding(self[dynamicMember: keyPath] as UIBinding<Member>)
  }
}

extension UIBinding where Value: CaseBindable {
  /// The current case of the enum value, with a binding to its payload:
  /// `if case let .edit(text) = $route.cases`.
  public var cases: Value.UIBindingEnumeration {
    Value._$caseBinding(self)
  }
}

extension UIBinding: Identifiable where Value: Identifiable {
  /// The identifier of the value.
  public var id: Value.ID { self.wrappedValue.id }
}
