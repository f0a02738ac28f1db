import Foundation

/// A small seeded generator (SplitMix64): a run is reproduced with its seed (`FUZZ_SEED`).
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    self.state &+= 0x9E37_79B9_7F4A_7C15
    var z = self.state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The fuzzer's inputs: valid requests and commands, broken at random.
struct FuzzInputs {
  var random: SeededGenerator
  let port: UInt16
  let token: String
  let maxMessageSize: Int

  /// Commands the page sends, whole.
  static let commands = [
    #"{"type":"session"}"#, #"{"type":"state","index":1}"#, #"{"type":"jump","index":1}"#,
    #"{"type":"resume"}"#, #"{"type":"pause","paused":false}"#, #"{"type":"export"}"#,
    #"{"type":"import","session":"{}"}"#, #"{"type":"copyAsTest","from":1,"to":2}"#,
    #"{"type":"send","action":"{\"increment\":{}}"}"#,
    #"{"type":"send","action":"{\"setText\":{\"_0\":\"hi\"}}"}"#,
  ]

  /// Pieces the mutations insert.
  static let jsonTokens = [
    "{", "}", "[", "]", "\"", ":", ",", "null", "true", "-1", "0", "1e999", "-0.0",
    "99999999999999999999", "\\u0000", "\\ud800", "\\", "\"type\"", "\"index\"", "\"jump\"",
    "\"send\"", "\"clear\"", "\"import\"", "\"session\"", "\u{FEFF}", "é", "\u{10FFFF}",
  ]
  static let httpTokens = [
    "\r\n", "\r\n\r\n", " ", ":", "\0", "%00", "%", "../", "?token=", "&token=", "#",
    "Content-Length: 99999999999\r\n", "Content-Length: -1\r\n", "Content-Length: 5\r\n",
    "Transfer-Encoding: chunked\r\n", "Host: evil.example\r\n", "Origin: http://evil.example\r\n",
    "Upgrade: websocket\r\n", "Connection: close\r\n", "HTTP/1.0", "HTTP/9.9", "GET", "POST",
    "DELETE", "\u{00FF}",
  ]

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self.random) }

  mutating func chance(_ percent: Int) -> Bool { self.int(1...100) <= percent }

  mutating func randomBytes(_ count: Int) -> [UInt8] {
    (0..<count).map { _ in UInt8.random(in: 0...255, using: &self.random) }
  }

  /// `bytes` with 1 to 4 random mutations: a byte changed, a range dropped, a token inserted, a
  /// range repeated, the end cut.
  mutating func mutate(_ bytes: [UInt8], tokens: [String]) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<self.int(1...4) {
      let index = bytes.isEmpty ? 0 : self.int(0...(bytes.count - 1))
      switch self.int(0...5) {
      case 0 where !bytes.isEmpty:
        bytes[index] = UInt8.random(in: 0...255, using: &self.random)
      case 1 where !bytes.isEmpty:
        bytes.removeSubrange(index..<min(bytes.count, index + self.int(1...8)))
      case 2:
        let token = tokens[self.int(0...(tokens.count - 1))]
        bytes.insert(contentsOf: Array(token.utf8), at: index)
      case 3 where !bytes.isEmpty:
        let end = min(bytes.count, index + self.int(1...16))
        bytes.insert(contentsOf: bytes[index..<end], at: end)
      case 4:
        bytes = Array(bytes.prefix(index))
      default:
        bytes.insert(contentsOf: self.randomBytes(self.int(1...4)), at: index)
      }
    }
    return bytes
  }

  /// A command body: mostly a mutated command; sometimes random bytes, deep nesting, or more
  /// than the size bound.
  mutating func commandBody() -> [UInt8] {
    switch self.int(1...100) {
    case 1...80:
      let command = Self.commands[self.int(0...(Self.commands.count - 1))]
      return self.mutate(Array(command.utf8), tokens: Self.jsonTokens)
    case 81...90:
      return self.randomBytes(self.int(0...200))
    case 91...95:
      let depth = self.int(100...20_000)
      let open = self.chance(50) ? "[" : #"{"type":"#
      return Array(String(repeating: open, count: depth).utf8)
    case 96...98:
      // A command with a field of the wrong type, or an unknown type.
      let fields = [
        #"{"type":1}"#, #"{"type":null}"#, #"{"type":"jump","index":"1"}"#,
        #"{"type":"jump","index":-7}"#, #"{"type":"copyAsTest","from":9,"to":1}"#,
        #"{"type":"state","index":99999999}"#, #"{"type":"\#(self.int(0...999))"}"#,
        #"{"type":"send","action":"{\"nope\":{}}"}"#, #"{"type":"import","session":"[]"}"#,
      ]
      return Array(fields[self.int(0...(fields.count - 1))].utf8)
    default:
      return Array(repeating: UInt8(ascii: "["), count: self.maxMessageSize + self.int(1...999))
    }
  }

  /// A request the page could send, whole.
  mutating func validRequest() -> String {
    let host = "Host: 127.0.0.1:\(self.port)\r\n"
    let body = Self.commands[self.int(0...(Self.commands.count - 1))]
    switch self.int(0...3) {
    case 0: return "GET / HTTP/1.1\r\n\(host)\r\n"
    case 1: return "GET /session?token=\(self.token) HTTP/1.1\r\n\(host)\r\n"
    case 2:
      return """
        POST /command?token=\(self.token) HTTP/1.1\r\n\(host)Origin: http://127.0.0.1:\
        \(self.port)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\
        \r\n\r\n\(body)
        """
    default:
      return """
        GET /socket?token=\(self.token) HTTP/1.1\r\n\(host)Upgrade: websocket\r\n\
        Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\
        Sec-WebSocket-Version: 13\r\n\r\n
        """
    }
  }

  /// An HTTP request broken at random, or noise.
  mutating func httpRequest() -> [UInt8] {
    switch self.int(1...100) {
    case 1...80:
      return self.mutate(Array(self.validRequest().utf8), tokens: Self.httpTokens)
    case 81...90:
      return self.randomBytes(self.int(0...300))
    case 91...95:
      // A request line or header far too long.
      let long = String(repeating: "A", count: self.int(256...1_024))
      return Array(
        (self.chance(50)
          ? "GET /\(long) HTTP/1.1\r\nHost: 127.0.0.1:\(self.port)\r\n\r\n"
          : "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(self.port)\r\nX-Long: \(long)\r\n\r\n").utf8)
    default:
      // Well formed, refused: no token, a wrong one, a foreign host or origin.
      let requests = [
        "GET /session HTTP/1.1\r\nHost: 127.0.0.1:\(self.port)\r\n\r\n",
        "GET /session?token=0\(self.token) HTTP/1.1\r\nHost: 127.0.0.1:\(self.port)\r\n\r\n",
        "GET /session?token=\(self.token) HTTP/1.1\r\nHost: evil.example\r\n\r\n",
        """
        POST /command?token=\(self.token) HTTP/1.1\r\nHost: 127.0.0.1:\(self.port)\r\n\
        Origin: http://evil.example\r\nContent-Length: 18\r\n\r\n{"type":"clear"}\r\n
        """,
        "GET /nowhere HTTP/1.1\r\nHost: 127.0.0.1:\(self.port)\r\n\r\n",
      ]
      return Array(requests[self.int(0...(requests.count - 1))].utf8)
    }
  }

  /// One WebSocket input: frames a broken page could send, none of them a valid command, and
  /// whether they are whole frames (the server may wait for the rest of others).
  mutating func webSocketFrames() -> (bytes: [UInt8], isComplete: Bool) {
    let bytes = self.webSocketFrameBytes()
    return (bytes.bytes, bytes.isComplete)
  }

  private mutating func webSocketFrameBytes() -> (bytes: [UInt8], isComplete: Bool) {
    let badCommand: [UInt8] = Array("x".utf8) + self.commandBody().prefix(1_000)
    switch self.int(1...100) {
    case 1...40:
      return (webSocketFrame(opcode: 0x1, payload: badCommand), true)
    case 41...50:
      return (webSocketFrame(opcode: 0x2, payload: self.randomBytes(self.int(0...64))), true)
    case 51...58:
      // Not UTF-8.
      return (
        webSocketFrame(opcode: 0x1, payload: [0x7B, 0xC3, 0x28, 0xFF] + self.randomBytes(4)), true
      )
    case 59...66:
      return (webSocketFrame(opcode: 0x0, payload: badCommand), true)
    case 67...74:
      // Fragments: a text frame not finished, then its continuation.
      let split = self.int(0...badCommand.count)
      return (
        webSocketFrame(fin: false, opcode: 0x1, payload: Array(badCommand[..<split]))
          + webSocketFrame(opcode: 0x0, payload: Array(badCommand[split...])), true
      )
    case 75...80:
      // More than the bound, in fragments.
      let half = self.maxMessageSize / 2 + 1
      return (
        webSocketFrame(fin: false, opcode: 0x1, payload: Array(repeating: 0x20, count: half))
          + webSocketFrame(opcode: 0x0, payload: Array(repeating: 0x20, count: half)), true
      )
    case 81...86:
      // A reserved opcode.
      let opcodes: [UInt8] = [0x3, 0x4, 0x5, 0x6, 0x7, 0xB, 0xC, 0xD, 0xE, 0xF]
      return (
        webSocketFrame(
          opcode: opcodes[self.int(0...(opcodes.count - 1))], payload: self.randomBytes(8)), true
      )
    case 87...90:
      // Reserved bits set, or an unmasked frame.
      let frame =
        self.chance(50)
        ? webSocketFrame(reserved: UInt8(self.int(1...7)), opcode: 0x1, payload: badCommand)
        : webSocketFrame(opcode: 0x1, masked: false, payload: badCommand)
      return (frame, true)
    case 91...95:
      // A length far larger than what follows (the connection then closes).
      let frame = webSocketFrame(
        opcode: 0x1, payload: badCommand,
        declaredLength: self.chance(50) ? UInt64(self.maxMessageSize) * 64 : UInt64(Int64.max))
      return (frame, false)
    default:
      return (self.randomBytes(self.int(1...64)), false)
    }
  }
}
