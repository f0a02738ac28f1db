extension UITransaction {
  /// The value stored for an entry declared by `@UITransactionEntry` without a type annotation
  /// (`@UITransactionEntry var speed = 1`), or `defaultValue` when none is. Not for direct use.
  ///
  /// The macro cannot name the entry's type, so rather than a ``UITransactionKey`` (whose `Value`
  /// it would have to name) it gives a plain key type, and the getter passes the property's
  /// initializer here: the compiler infers `Value` from the property, and the initializer runs
  /// on each read of an unset entry, as a key's `defaultValue` does.
  ///
  /// - Parameters:
  ///   - key: The type that names the entry.
  ///   - defaultValue: The property's initializer.
  public subscript<Key, Value: Sendable>(
    _entry key: Key.Type, default defaultValue: @autoclosure () -> Value
  ) -> Value {
    get { self[_entry: key] ?? defaultValue() }
    set { self[_entry: key] = newValue }
  }
}
