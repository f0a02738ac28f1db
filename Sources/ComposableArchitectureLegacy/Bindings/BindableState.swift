import CustomDump

/// A property wrapper for a field of state that views can write through a binding.
///
/// ```swift
/// struct SettingsState: Equatable {
///   @BindableState var displayName = ""
///   @BindableState var isHapticsEnabled = true
///   var isSaving = false
/// }
/// ```
///
/// A write arrives as a ``BindingAction`` that names the field by its projected value,
/// `.set(\.$displayName, "Blob")`, and is applied by ``Reducer/binding()``.
@dynamicMemberLookup
@propertyWrapper
public struct BindableState<Value> {
  /// The wrapped value.
  public var wrappedValue: Value

  /// Wraps a value.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself: `\.$displayName` names the field in a ``BindingAction``.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A bindable part of the wrapped value, so that `\.$settings.displayName` names a field inside
  /// a bindable field.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> BindableState<Subject> {
    get { .init(wrappedValue: self.wrappedValue[keyPath: keyPath]) }
    set { self.wrappedValue[keyPath: keyPath] = newValue.wrappedValue }
  }
}

/// The name `BindableState` took in 0.50, so that code written for either name compiles.
public typealias BindingState = BindableState

extension BindableState: Equatable where Value: Equatable {}

extension BindableState: Hashable where Value: Hashable {}

extension BindableState: Decodable where Value: Decodable {
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

extension BindableState: Encodable where Value: Encodable {
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

extension BindableState: Sendable where Value: Sendable {}

extension BindableState: CustomReflectable {
  /// Reflects the value, as if it were not wrapped.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue)
  }
}

extension BindableState: CustomDumpRepresentable {
  /// Dumps the value, as if it were not wrapped, so that test failures show plain fields.
  public var customDumpValue: Any {
    self.wrappedValue
  }
}

extension BindableState: CustomDebugStringConvertible where Value: CustomDebugStringConvertible {
  /// Describes the value.
  public var debugDescription: String {
    self.wrappedValue.debugDescription
  }
}
