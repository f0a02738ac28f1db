import CasePaths

extension UIBinding {
  /// A binding to a non-optional value from a binding to an optional one, or `nil` while the
  /// base is `nil`. Later, it reads the base's value, or its last non-`nil` value once the base
  /// is `nil`; writes reach the base only while it holds a value, and while it does not, they
  /// are kept in this binding and read back from it.
  ///
  /// - Parameter base: A binding to an optional value.
  public init?(_ base: UIBinding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    // The optional's `some` case, kept once the base is `nil`.
    let some = AnyCasePath<Value?, Value>(embed: { $0 }, extract: { $0 })
    self.init(
      location: UIBindingCase(base.location, some, key: "unwrapped", payload: value),
      transaction: base.transaction)
  }

  /// A binding to an optional value from a binding to a non-optional one; writing `nil` does
  /// nothing.
  ///
  /// - Parameter base: A binding to a value.
  public init<V>(_ base: UIBinding<V>) where Value == V? {
    self.init(location: UIBindingPromoted(base.location), transaction: base.transaction)
  }

  /// A binding to a hashable value, type-erased. Writing a value of another type than the base's
  /// is reported, and ignored.
  ///
  /// - Parameter base: A binding to a hashable value.
  public init<V: Hashable>(_ base: UIBinding<V>) where Value == AnyHashable {
    self.init(location: UIBindingErased(base.location), transaction: base.transaction)
  }

  /// Whether an optional value is present, for a screen presented while the value is not `nil`.
  ///
  /// Writing `false` (the screen was dismissed) sets the value to `nil`; writing `true` cannot
  /// make a value, and is reported.
  ///
  /// - Parameter base: A binding to an optional value.
  public init<V>(
    _ base: UIBinding<V?>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value == Bool {
    self.init(
      location: UIBindingIsPresent(
        base.location, fileID: fileID, filePath: filePath, line: line, column: column
      ),
      transaction: base.transaction
    )
  }
}

/// The identity of where a ``UIBinding`` points: equal for copies of a binding and for two
/// bindings to the same property (`$model.title` twice); two constant bindings never are, even
/// once the bindings are gone. A binding's transaction takes no part.
// @unchecked Sendable: `id` and `location` are immutable, and locations are thread-safe.
public struct UIBindingIdentifier: Hashable, @unchecked Sendable {
  private let id: AnyHashable
  /// The binding's storage, kept alive: an id made from an object's address (a constant's, an
  /// owned box's) names that object only while it lives, and another could take the address.
  private let location: AnyObject

  /// The identity of where `binding` points.
  ///
  /// - Parameter binding: A binding.
  public init<Value>(_ binding: UIBinding<Value>) {
    self.id = binding.location.id
    self.location = binding.location
  }

  /// Whether two identifiers name the same place.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id
  }

  /// Hashes the place the identifier names.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.id)
  }
}
