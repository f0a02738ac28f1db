import CustomDump
import IdentifiedCollections
import Observation

extension SharedReader: Equatable where Value: Equatable {
  /// Two read-only shared references are equal when their values are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.reference.hasEqualValue(to: rhs.reference)
  }
}

extension SharedReader: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

extension SharedReader: Identifiable where Value: Identifiable {
  /// The identity of the value.
  public var id: Value.ID { self.wrappedValue.id }
}

extension SharedReader: CustomStringConvertible {
  /// The type and what the reference is: `SharedReader<Int>(.inMemory("count"))`.
  public var description: String {
    "\(typeName(Self.self))(\(self.reference.referenceDescription))"
  }
}

extension SharedReader: CustomDumpRepresentable {
  /// The value, so that dumps and diffs of a state show it in place of the reference.
  public var customDumpValue: Any { self.wrappedValue }
}

extension SharedReader: _CustomDiffObject {
  /// What the test expects and what the value is, while a `TestStore` checks a step.
  public var _customDiffValues: (Any, Any) {
    (self.reference.read(), self.reference.actualValue())
  }

  /// The identity of the reference.
  public var _objectIdentifier: ObjectIdentifier {
    ObjectIdentifier(self.reference)
  }
}

extension SharedReader: Observable {}

extension SharedReader: CustomReflectable {
  /// The mirror of the current value: `dump` and `Mirror(reflecting:)` show the value's
  /// children, not the reference.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue)
  }
}
