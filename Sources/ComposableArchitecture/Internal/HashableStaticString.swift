/// A `StaticString` that is `Hashable`, so that a source location can be an argument of a
/// subscript used in a key path (`\.path[id: 0]` captures `#fileID` and `#filePath`).
public struct _HashableStaticString: Hashable, Sendable {
  /// The wrapped string.
  public let rawValue: StaticString

  /// Wraps a static string.
  public init(rawValue: StaticString) {
    self.rawValue = rawValue
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue.description == rhs.rawValue.description
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.rawValue.description)
  }
}

extension _HashableStaticString: ExpressibleByStringLiteral {
  public init(stringLiteral value: StaticString) {
    self.init(rawValue: value)
  }
}
