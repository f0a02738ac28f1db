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

extension Shared: CustomReflectable {
  /// The mirror of the current value: `dump` and `Mirror(reflecting:)` show the value's
  /// children, not the reference.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue)
  }
}

extension RangeReplaceableCollection {
  /// Creates a collection of shared references to the elements of a shared identified
  /// collection, in order, so that a parent can hand each row its own reference.
  ///
  /// ```swift
  /// ForEach(Array($rows)) { $row in … }
  /// ```
  ///
  /// Each reference follows its element by id (through reorderings); once the element is
  /// removed, it keeps its last value. Elements inserted later are not added.
  public init<Value: _MutableIdentifiedCollection>(_ shared: Shared<Value>)
  where Element == Shared<Value.Element>, Value.Index == Value.IDs.Index {
    self.init()
    for id in shared.wrappedValue.ids {
      if let reference = shared.reference.element(id: id) {
        self.append(Shared<Value.Element>(reference: reference))
      }
    }
  }

  /// Creates a collection of read-only shared references to the elements of a shared
  /// identified collection, in order.
  ///
  /// ```swift
  /// ForEach(Array($rows)) { $row in … }   // $rows: SharedReader<IdentifiedArrayOf<Row>>
  /// ```
  ///
  /// Each reference follows its element by id (through reorderings); once the element is
  /// removed, it keeps its last value. Elements inserted later are not added.
  public init<Value: _IdentifiedCollection>(_ shared: SharedReader<Value>)
  where Element == SharedReader<Value.Element>, Value.Index == Value.IDs.Index {
    self.init()
    for id in shared.wrappedValue.ids {
      if let reference = shared.reference.element(id: id) {
        self.append(SharedReader<Value.Element>(reference: reference))
      }
    }
  }
}
