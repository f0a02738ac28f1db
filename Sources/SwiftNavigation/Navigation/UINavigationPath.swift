import Foundation

/// A type-erased stack of hashable values, for a navigation stack whose screens show values of
/// several types; its ``codable`` representation saves and restores it.
///
/// ```swift
/// var path = UINavigationPath([1])
/// path.append("two")
/// let data = try JSONEncoder().encode(path.codable!)   // ["SS","\"two\"","Si","1"]
/// ```
public struct UINavigationPath: Equatable, @unchecked Sendable {
  /// An element: a live value, or a decoded one still in its encoded form.
  enum Element: Equatable {
    case value(AnyHashable)
    case encoded(typeName: String, json: String)

    /// The mangled type name and JSON of the element, or `nil` when it is not `Encodable` or
    /// fails to encode.
    var encodedForm: (typeName: String, json: String)? {
      switch self {
      case let .encoded(typeName, json):
        return (typeName, json)
      case let .value(value):
        guard
          let encodable = value.base as? any Encodable,
          let typeName = _mangledTypeName(type(of: value.base)),
          let data = try? UINavigationPath.encoder.encode(encodable),
          let json = String(data: data, encoding: .utf8)
        else { return nil }
        return (typeName, json)
      }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      switch (lhs, rhs) {
      case let (.value(lhs), .value(rhs)):
        return lhs == rhs
      default:
        guard let lhs = lhs.encodedForm, let rhs = rhs.encodedForm else { return false }
        return lhs == rhs
      }
    }
  }

  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }

  var elements: [Element]

  /// An empty path.
  public init() {
    self.elements = []
  }

  /// A path of `elements`, the first at the bottom of the stack.
  ///
  /// - Parameter elements: The values.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { .value(AnyHashable($0)) }
  }

  /// A path restored from its codable representation; its elements stay in their encoded form.
  ///
  /// - Parameter codable: The representation.
  public init(_ codable: CodableRepresentation) {
    self.elements = codable.elements
  }

  /// The number of elements.
  public var count: Int { self.elements.count }

  /// Whether the path has no element.
  public var isEmpty: Bool { self.elements.isEmpty }

  /// Pushes a value on top of the stack.
  ///
  /// - Parameter value: The value.
  public mutating func append<V: Hashable>(_ value: V) {
    self.elements.append(.value(AnyHashable(value)))
  }

  /// Pops `k` values off the top of the stack; `k` must not exceed ``count``.
  ///
  /// - Parameter k: How many values to remove; one by default.
  public mutating func removeLast(_ k: Int = 1) {
    self.elements.removeLast(k)
  }

  /// The path in a form that can be encoded, or `nil` if an element is not `Encodable` (or fails
  /// to encode).
  public var codable: CodableRepresentation? {
    var elements: [Element] = []
    for element in self.elements {
      guard let form = element.encodedForm else { return nil }
      elements.append(.encoded(typeName: form.typeName, json: form.json))
    }
    return CodableRepresentation(elements: elements)
  }

  /// A serializable form of a ``UINavigationPath``: one flat array of strings, from the top of
  /// the stack down, two per element (its Swift mangled type name, then its JSON).
  ///
  /// Two representations are equal when their elements have the same type names and JSON:
  /// `#expect(UINavigationPath(restored).codable == saved)`.
  public struct CodableRepresentation: Codable, Equatable, @unchecked Sendable {
    var elements: [Element]

    init(elements: [Element]) {
      self.elements = elements
    }

    /// Decodes a representation; neither the types nor the values are checked until they are
    /// used, and an odd number of strings is an error.
    ///
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var elements: [Element] = []
      while !container.isAtEnd {
        let typeName = try container.decode(String.self)
        guard !container.isAtEnd else {
          throw DecodingError.dataCorruptedError(
            in: container,
            debugDescription: "A navigation path element's type name has no value after it."
          )
        }
        let json = try container.decode(String.self)
        elements.append(.encoded(typeName: typeName, json: json))
      }
      self.elements = elements.reversed()
    }

    /// Encodes the representation.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for element in self.elements.reversed() {
        guard case let .encoded(typeName, json) = element else { continue }
        try container.encode(typeName)
        try container.encode(json)
      }
    }
  }
}
