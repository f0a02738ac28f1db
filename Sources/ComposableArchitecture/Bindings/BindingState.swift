import CustomDump

/// A property wrapper for state that views can write through bindings, in features whose state
/// is not ``ObservableState()``.
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var text = ""
///   @BindingState var isOn = false
///   var count = 0
/// }
/// ```
///
/// Write it with a ``BindingAction`` on its projected value, `.set(\.$text, "Blob")`, applied by
/// a ``BindingReducer``.
@available(
  *,
  deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
@propertyWrapper
public struct BindingState<Value> {
  /// The wrapped value.
  @available(
    *,
    deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public var wrappedValue: Value

  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// Wraps a value; the source location is where the state was declared, for diagnostics.
  @available(
    *,
    deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public init(
    wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.wrappedValue = wrappedValue
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The wrapper itself: `\.$text` names the field in `BindingAction.set(_:_:)`.
  @available(
    *,
    deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

@available(*, deprecated)
extension BindingState: Equatable where Value: Equatable {
  /// Two binding states are equal when their values are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

@available(*, deprecated)
extension BindingState: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

@available(*, deprecated)
extension BindingState: Decodable where Value: Decodable {
  /// Decodes the value, as if it were not wrapped.
  public init(from decoder: any Decoder) throws {
    do {
      let container = try decoder.singleValueContainer()
      self.init(wrappedValue: try container.decode(Value.self))
    } catch {
      self.init(wrappedValue: try Value(from: decoder))
    }
  }
}

@available(*, deprecated)
extension BindingState: Encodable where Value: Encodable {
  /// Encodes the value, as if it were not wrapped.
  public func encode(to encoder: any Encoder) throws {
    do {
      var container = encoder.singleValueContainer()
      try container.encode(self.wrappedValue)
    } catch {
      try self.wrappedValue.encode(to: encoder)
    }
  }
}

@available(*, deprecated)
extension BindingState: CustomReflectable {
  /// Reflects the value, as if it were not wrapped.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue)
  }
}

@available(*, deprecated)
extension BindingState: CustomDumpRepresentable {
  /// Dumps the value, as if it were not wrapped.
  public var customDumpValue: Any {
    self.wrappedValue
  }
}

@available(*, deprecated)
extension BindingState: CustomDebugStringConvertible where Value: CustomDebugStringConvertible {
  /// Describes the value.
  public var debugDescription: String {
    self.wrappedValue.debugDescription
  }
}

@available(*, deprecated)
extension BindingState: Sendable where Value: Sendable {}
