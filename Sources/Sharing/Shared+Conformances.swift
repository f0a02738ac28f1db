import CustomDump
import IdentifiedCollections
import Observation

extension Shared: Equatable where Value: Equatable {
  /// Two shared references are equal when their values are.
  ///
  /// While a `TestStore` checks a step, a reference compared with itself compares what the
  /// test expects with the value after the step.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.reference.hasEqualValue(to: rhs.reference)
  }
}

extension Shared: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The identity of the value.
  public var id: Value.ID { self.wrappedValue.id }
}

extension Shared: CustomStringConvertible {
  /// The type and what the reference is: `Shared<Int>(.inMemory("count"))`.
  public var description: String {
    "\(typeName(Self.self))(\(self.reference.referenceDescription))"
  }
}

extension Shared: CustomDumpRepresentable {
  /// The value, so that dumps and diffs of a state show it in place of the reference.
  public var customDumpValue: Any { self.wrappedValue }
}

extension Shared: _CustomDiffObject {
  /// What the test expects and what the value is, while a `TestStore` checks a step.
  public var _customDiffValues: (Any, Any) {
    (self.reference.read(), self.reference.actualValue())
  }

  /// The identity of the reference.
  public var _objectIdentifier: ObjectIdentifier {
    ObjectIdentifier(self.reference)
  }
}

extension Shared: Observable {}

extension RangeReplaceableCollection {
  /// Creates a collection of shared references to the elements of a shared identified array,
  /// in order, so that a parent can hand each row its own reference.
  ///
  /// ```swift
  /// ForEach(Array($rows)) { $row in … }
  /// ```
  public init<ID: Hashable, Member>(_ shared: Shared<IdentifiedArray<ID, Member>>)
  where Element == Shared<Member> {
    self.init()
    for id in shared.wrappedValue.ids {
      if let element = Shared<Member>(shared[dynamicMember: \.[id: id]]) {
        self.append(element)
      }
    }
  }
}
