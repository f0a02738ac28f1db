/// A key pressed in a terminal in raw mode, decoded from the bytes the terminal sends.
public enum Key: Hashable, Sendable {
  /// A printable character (letters, digits, punctuation, space).
  case character(Character)
  /// A character typed with Control held (`.control("c")` for Ctrl-C).
  case control(Character)
  case up, down, left, right
  case home, end, pageUp, pageDown
  case enter, tab, backspace, delete, escape
  /// A sequence this decoder does not know, kept for debugging.
  case unknown([UInt8])

  /// Decodes the keys in a chunk of bytes read from a terminal.
  ///
  /// A lone `ESC` is the Escape key; `ESC [` or `ESC O` starts an arrow or editing key. Bytes of a
  /// multi-byte UTF-8 character are decoded together.
  public static func decode(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        let (key, length) = decodeEscape(bytes[index...])
        keys.append(key)
        index += length
        continue
      case 0x0D, 0x0A:
        keys.append(.enter)
      case 0x09:
        keys.append(.tab)
      case 0x7F, 0x08:
        keys.append(.backspace)
      case 0x01...0x1A:
        keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
      case 0x20...0x7E:
        keys.append(.character(Character(Unicode.Scalar(byte))))
      case 0xC0...0xFF:
        // The length of a UTF-8 sequence is in its first byte's leading ones.
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let end = min(bytes.count, index + length)
        if let string = String(validating: bytes[index..<end], as: UTF8.self),
          let character = string.first
        {
          keys.append(.character(character))
        } else {
          keys.append(.unknown(Array(bytes[index..<end])))
        }
        index = end
        continue
      default:
        keys.append(.unknown([byte]))
      }
      index += 1
    }
    return keys
  }

  private static func decodeEscape(_ bytes: ArraySlice<UInt8>) -> (Key, Int) {
    let start = bytes.startIndex
    guard bytes.count > 1, bytes[start + 1] == 0x5B || bytes[start + 1] == 0x4F else {
      return (.escape, 1)
    }
    // Parameters (digits and ';') until a final byte in 0x40...0x7E.
    var end = start + 2
    while end < bytes.endIndex, !(0x40...0x7E).contains(bytes[end]) {
      end += 1
    }
    guard end < bytes.endIndex else {
      return (.unknown(Array(bytes)), bytes.count)
    }
    let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
    let key: Key
    switch (bytes[end], parameters) {
    case (0x41, _): key = .up
    case (0x42, _): key = .down
    case (0x43, _): key = .right
    case (0x44, _): key = .left
    case (0x48, _), (0x7E, "1"), (0x7E, "7"): key = .home
    case (0x46, _), (0x7E, "4"), (0x7E, "8"): key = .end
    case (0x7E, "3"): key = .delete
    case (0x7E, "5"): key = .pageUp
    case (0x7E, "6"): key = .pageDown
    default: key = .unknown(Array(bytes[start...end]))
    }
    return (key, end - start + 1)
  }
}
