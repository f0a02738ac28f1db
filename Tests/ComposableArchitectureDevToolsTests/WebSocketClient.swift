import Foundation

#if canImport(Glibc)
  import Glibc

  private let systemConnect = Glibc.connect
  private let systemSend = Glibc.send
  private let noSignal = Int32(MSG_NOSIGNAL)
#elseif canImport(Darwin)
  import Darwin

  private let systemConnect = Darwin.connect
  private let systemSend = Darwin.send
  private let noSignal: Int32 = 0
#endif

/// A minimal WebSocket client (RFC 6455) for the tests: the opening handshake over a TCP socket
/// to 127.0.0.1, masked text frames out, and the server's text frames in.
///
/// Every read and write is bounded by `timeout` (scaled by `TEST_TIMEOUT_SCALE`), so a server
/// that stops answering fails the test instead of hanging it. The blocking socket calls run on
/// the client's own serial queue, never on the main actor (where the server runs its commands).
final class WebSocketClient: @unchecked Sendable {
  // `descriptor` and `buffer` are only touched on `queue`, one call at a time.
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private let queue = DispatchQueue(label: "WebSocketClient")
  private let timeout: Duration

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The server answered the upgrade with `status` instead of 101.
  struct Refused: Error, CustomStringConvertible {
    let status: Int
    let head: String
    var description: String { "The server refused the upgrade: \(self.head)" }
  }

  /// RFC 6455's sample nonce (section 1.3) and the accept value the server must answer it with.
  /// The server only checks that the key is 16 bytes of base64; the fixed pair lets the client
  /// verify the answer without a SHA-1 of its own.
  static let key = "dGhlIHNhbXBsZSBub25jZQ=="
  static let expectedAccept = "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="

  private init(descriptor: Int32, timeout: Duration) {
    self.descriptor = descriptor
    self.timeout = timeout
  }

  deinit {
    close(self.descriptor)
  }

  /// Connects to `ws://127.0.0.1:port/path?token=…` and completes the opening handshake, sending
  /// `Host: 127.0.0.1:port` (or `host`) and, when given, `origin`; throws ``Refused`` when the
  /// server answers with anything but 101.
  static func connect(
    port: UInt16, token: String?, path: String = "/socket", host: String? = nil,
    origin: String? = nil, timeout: Duration = .seconds(5)
  ) async throws -> WebSocketClient {
    let client = try self.open(port: port, timeout: timeout)
    let target = path + (token.map { "?token=\($0)" } ?? "")
    try await client.onQueue {
      try client.handshake(target: target, host: host ?? "127.0.0.1:\(port)", origin: origin)
    }
    return client
  }

  /// Sends `request` (an HTTP/1.1 request, written out whole, with `Connection: close`) to
  /// 127.0.0.1:`port` and returns the response's status and body: a client that sends any
  /// `Host` a browser could be made to send.
  static func exchange(
    port: UInt16, request: String, timeout: Duration = .seconds(5)
  ) async throws -> (status: Int, body: String) {
    let client = try self.open(port: port, timeout: timeout)
    return try await client.onQueue {
      try client.write(Array(request.utf8))
      var closed = false
      while !closed {
        do { try client.fill() } catch { closed = true }
      }
      let response = String(decoding: client.buffer, as: UTF8.self)
      let head = response.components(separatedBy: "\r\n\r\n").first ?? ""
      let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
      return (status, response.components(separatedBy: "\r\n\r\n").dropFirst().joined())
    }
  }

  private static func open(port: UInt16, timeout: Duration) throws -> WebSocketClient {
    let timeout = timeout * timeoutScale
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw Failure(description: "socket() failed: \(errno)") }
    let client = WebSocketClient(descriptor: descriptor, timeout: timeout)
    var limit = timeval(
      tv_sec: Int(timeout.components.seconds),
      tv_usec: .init(timeout.components.attoseconds / 1_000_000_000_000)
    )
    for option in [SO_RCVTIMEO, SO_SNDTIMEO] {
      setsockopt(descriptor, SOL_SOCKET, option, &limit, socklen_t(MemoryLayout<timeval>.size))
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        systemConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      throw Failure(description: "connect() to 127.0.0.1:\(port) failed: \(errno)")
    }
    return client
  }

  /// Sends `fragments` as one text message: a text frame, then continuation frames, the last
  /// with FIN.
  func send(fragments: [String]) async throws {
    try await self.onQueue {
      for (index, fragment) in fragments.enumerated() {
        try self.writeFrame(
          opcode: index == 0 ? 0x1 : 0x0, payload: Array(fragment.utf8),
          isFinal: index == fragments.count - 1
        )
      }
    }
  }

  /// Sends one frame as it is given (a binary frame, a continuation with no message).
  func sendFrame(opcode: UInt8, payload: [UInt8], isFinal: Bool = true) async throws {
    try await self.onQueue {
      try self.writeFrame(opcode: opcode, payload: payload, isFinal: isFinal)
    }
  }

  /// Sends `text` as one masked text frame.
  func send(_ text: String) async throws {
    try await self.onQueue { try self.writeFrame(opcode: 0x1, payload: Array(text.utf8)) }
  }

  /// The next text message from the server; throws when none arrives within the timeout.
  func receive() async throws -> String {
    try await self.onQueue { try self.readMessage() }
  }

  /// Sends a close frame (status 1000); the server ends the connection.
  func disconnect() async {
    try? await self.onQueue { try self.writeFrame(opcode: 0x8, payload: [0x03, 0xE8]) }
  }

  /// Sends a close frame and waits for the server's answering close frame (messages pushed
  /// meanwhile are skipped).
  func closeAndWait() async throws {
    try await self.onQueue {
      try self.writeFrame(opcode: 0x8, payload: [0x03, 0xE8])
      while true {
        do {
          _ = try self.readMessage()
        } catch let failure as Failure where failure.description == Self.closedByServer {
          return
        }
      }
    }
  }

  private static let closedByServer = "The server closed the connection."

  // MARK: On the queue

  private func onQueue<T>(_ work: @escaping () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      self.queue.async { continuation.resume(with: Result { try work() }) }
    }
  }

  private func handshake(target: String, host: String, origin: String?) throws {
    let request =
      "GET \(target) HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\n"
      + "Connection: Upgrade\r\nSec-WebSocket-Key: \(Self.key)\r\n"
      + (origin.map { "Origin: \($0)\r\n" } ?? "")
      + "Sec-WebSocket-Version: 13\r\n\r\n"
    try self.write(Array(request.utf8))
    let end = Array("\r\n\r\n".utf8)
    while self.buffer.firstRange(of: end) == nil {
      try self.fill()
    }
    let range = self.buffer.firstRange(of: end)!
    let head = String(decoding: self.buffer[..<range.lowerBound], as: UTF8.self)
    // Frames the server sends at once (the session) stay in the buffer.
    self.buffer.removeSubrange(..<range.upperBound)
    let lines = head.components(separatedBy: "\r\n")
    guard lines.first?.hasPrefix("HTTP/1.1 101") == true else {
      let status = lines.first?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
      throw Refused(status: status ?? 0, head: head)
    }
    let accept = lines.dropFirst().first { $0.lowercased().hasPrefix("sec-websocket-accept:") }
    guard
      accept?.dropFirst("sec-websocket-accept:".count).trimmingCharacters(in: .whitespaces)
        == Self.expectedAccept
    else {
      throw Failure(description: "Wrong Sec-WebSocket-Accept in: \(head)")
    }
  }

  /// A whole message: the frames up to one with FIN, control frames answered or skipped.
  private func readMessage() throws -> String {
    var message: [UInt8] = []
    while true {
      let header = try self.take(2)
      let isFinal = header[0] & 0x80 != 0
      let opcode = header[0] & 0x0F
      guard header[1] & 0x80 == 0 else {
        throw Failure(description: "The server masked a frame (RFC 6455 5.1 forbids it).")
      }
      var length = UInt64(header[1] & 0x7F)
      if length == 126 {
        length = try self.take(2).reduce(0) { $0 << 8 | UInt64($1) }
      } else if length == 127 {
        length = try self.take(8).reduce(0) { $0 << 8 | UInt64($1) }
      }
      let payload = try self.take(Int(length))
      switch opcode {
      case 0x0, 0x1:
        message += payload
        if isFinal { return String(decoding: message, as: UTF8.self) }
      case 0x8:
        throw Failure(description: "The server closed the connection.")
      case 0x9:
        try self.writeFrame(opcode: 0xA, payload: payload)
      default:
        // Binary messages and pongs are not part of the devtools protocol.
        continue
      }
    }
  }

  private func writeFrame(opcode: UInt8, payload: [UInt8], isFinal: Bool = true) throws {
    var frame: [UInt8] = [(isFinal ? 0x80 : 0) | opcode]
    switch payload.count {
    case ..<126:
      frame.append(0x80 | UInt8(payload.count))
    case ..<65_536:
      frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    default:
      frame.append(0x80 | 127)
      frame += (0..<8).reversed().map { UInt8((UInt64(payload.count) >> ($0 * 8)) & 0xFF) }
    }
    // Clients mask every frame (RFC 6455 5.3).
    let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
    frame += mask
    frame += payload.enumerated().map { $1 ^ mask[$0 % 4] }
    try self.write(frame)
  }

  private func take(_ count: Int) throws -> [UInt8] {
    while self.buffer.count < count {
      try self.fill()
    }
    defer { self.buffer.removeFirst(count) }
    return Array(self.buffer.prefix(count))
  }

  private func fill() throws {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = chunk.withUnsafeMutableBytes {
      recv(self.descriptor, $0.baseAddress, $0.count, 0)
    }
    if count > 0 {
      self.buffer += chunk.prefix(count)
    } else if count == 0 {
      throw Failure(description: "The server closed the connection.")
    } else if errno == EAGAIN || errno == EWOULDBLOCK {
      throw Failure(description: "No message from the server within \(self.timeout).")
    } else {
      throw Failure(description: "recv() failed: \(errno)")
    }
  }

  private func write(_ bytes: [UInt8]) throws {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        systemSend(self.descriptor, $0.baseAddress, $0.count, noSignal)
      }
      guard count > 0 else { throw Failure(description: "send() failed: \(errno)") }
      sent += count
    }
  }
}
