import Foundation

/// A value of an old-style (NeXTSTEP) property list, the format of `project.pbxproj`.
public enum PropertyList: Sendable, Equatable {
  case string(String)
  case array([PropertyList])
  case dictionary([String: PropertyList])

  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  public var array: [PropertyList] {
    if case .array(let value) = self { return value }
    return []
  }

  public var dictionary: [String: PropertyList] {
    if case .dictionary(let value) = self { return value }
    return [:]
  }

  public subscript(key: String) -> PropertyList? {
    dictionary[key]
  }

  /// Parses the text of an old-style property list: strings (bare or quoted), `( a, b, )`,
  /// `{ key = value; }`, and `/* */` and `//` comments, which mean nothing.
  public static func parse(_ text: String) throws -> PropertyList {
    var parser = Parser(bytes: Array(text.utf8))
    let value = try parser.value()
    parser.skipTrivia()
    guard parser.index == parser.bytes.count else {
      throw parser.error("unexpected text after the property list")
    }
    return value
  }

  /// What went wrong, with the line where it did.
  public struct ParseError: Error, CustomStringConvertible {
    public var line: Int
    public var message: String
    public var description: String { "line \(line): \(message)" }
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func error(_ message: String) -> ParseError {
      let line = bytes[..<min(index, bytes.count)].reduce(1) {
        $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0)
      }
      return ParseError(line: line, message: message)
    }

    mutating func skipTrivia() {
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
          || byte == UInt8(ascii: "\r")
        {
          index += 1
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "*")
        {
          index += 2
          while index + 1 < bytes.count,
            !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
          {
            index += 1
          }
          index = min(index + 2, bytes.count)
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "/")
        {
          while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        } else {
          return
        }
      }
    }

    mutating func value() throws -> PropertyList {
      skipTrivia()
      guard index < bytes.count else { throw error("the property list ends too soon") }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var dictionary: [String: PropertyList] = [:]
        while true {
          skipTrivia()
          guard index < bytes.count else { throw error("a dictionary is not closed") }
          if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .dictionary(dictionary)
          }
          let key = try string()
          skipTrivia()
          try expect("=")
          dictionary[key] = try value()
          skipTrivia()
          try expect(";")
        }
      case UInt8(ascii: "("):
        index += 1
        var array: [PropertyList] = []
        while true {
          skipTrivia()
          guard index < bytes.count else { throw error("an array is not closed") }
          if bytes[index] == UInt8(ascii: ")") {
            index += 1
            return .array(array)
          }
          array.append(try value())
          skipTrivia()
          if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
        }
      default:
        return .string(try string())
      }
    }

    mutating func expect(_ character: Unicode.Scalar) throws {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else {
        throw error("expected '\(character)'")
      }
      index += 1
    }

    mutating func string() throws -> String {
      skipTrivia()
      guard index < bytes.count else { throw error("expected a string") }
      if bytes[index] == UInt8(ascii: "\"") {
        index += 1
        var result: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
            index += 1
            switch bytes[index] {
            case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
            default: result.append(bytes[index])
            }
          } else {
            result.append(bytes[index])
          }
          index += 1
        }
        guard index < bytes.count else { throw error("a quoted string is not closed") }
        index += 1
        return String(decoding: result, as: UTF8.self)
      }
      let start = index
      while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
      guard index > start else {
        throw error("unexpected '\(Character(Unicode.Scalar(bytes[index])))'")
      }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    static func isBare(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        return true
      case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"),
        UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "<"),
        UInt8(ascii: ">"):
        return true
      default:
        return false
      }
    }
  }
}
