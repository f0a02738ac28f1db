import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A blocking TCP connection to 127.0.0.1 (never anywhere else), for the fuzzer: it sends any
/// bytes, and reads what the server answers within a bounded time.
final class RawConnection {
  private let descriptor: Int32
  /// Bytes read but not consumed yet.
  private var buffer: [UInt8] = []
  private(set) var isClosed = false

  /// Connects to 127.0.0.1:`port`; every read waits at most `timeout` seconds.
  init?(port: UInt16, timeout: Double) {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      return nil
    }
    var time = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
    setsockopt(
      descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(
      descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    var noSignal: Int32 = 1
    #if canImport(Darwin)
      setsockopt(
        descriptor, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
    #endif
    _ = noSignal
    self.descriptor = descriptor
  }

  deinit {
    close(self.descriptor)
  }

  /// Sends all of `bytes`; whether the connection took them.
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let result = bytes.withUnsafeBytes {
        #if canImport(Glibc)
          Glibc.send(
            self.descriptor, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
        #else
          Darwin.send(self.descriptor, $0.baseAddress! + sent, bytes.count - sent, 0)
        #endif
      }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else { return false }
      sent += result
    }
    return true
  }

  /// Tells the server nothing more comes.
  func finishSending() {
    shutdown(self.descriptor, Int32(SHUT_WR))
  }

  /// What a read found.
  enum ReadFailure: Error {
    /// The server closed the connection.
    case closed
    /// Nothing came within the timeout: the server hangs.
    case timedOut
  }

  private func fill() throws {
    var chunk = [UInt8](repeating: 0, count: 16 << 10)
    while true {
      #if canImport(Glibc)
        // Acknowledge at once: the server writes a response's head and body apart, and would
        // otherwise wait for the delayed acknowledgement (40 ms) before the body.
        var quick: Int32 = 1
        setsockopt(
          self.descriptor, Int32(IPPROTO_TCP), TCP_QUICKACK, &quick,
          socklen_t(MemoryLayout<Int32>.size))
      #endif
      let count = chunk.withUnsafeMutableBytes {
        recv(self.descriptor, $0.baseAddress, $0.count, 0)
      }
      if count > 0 {
        self.buffer += chunk[..<count]
        return
      }
      if count < 0, errno == EINTR { continue }
      if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { throw ReadFailure.timedOut }
      self.isClosed = true
      throw ReadFailure.closed
    }
  }

  /// Reads exactly `count` bytes.
  func read(count: Int) throws -> [UInt8] {
    while self.buffer.count < count { try self.fill() }
    let bytes = Array(self.buffer[..<count])
    self.buffer.removeFirst(count)
    return bytes
  }

  /// Reads an HTTP response: its status and body (by `Content-Length`).
  func readResponse() throws -> (status: Int, body: [UInt8]) {
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    var end: Int?
    while end == nil {
      if self.buffer.count >= 4 {
        end = (0...(self.buffer.count - 4)).first {
          self.buffer[$0..<($0 + 4)].elementsEqual(separator)
        }
      }
      if end == nil { try self.fill() }
    }
    let head = String(decoding: try self.read(count: end! + 4), as: UTF8.self)
    let lines = head.components(separatedBy: "\r\n")
    let status =
      lines.first.flatMap { line -> Int? in
        let parts = line.split(separator: " ")
        return parts.count >= 2 ? Int(parts[1]) : nil
      } ?? 0
    let length =
      lines.lazy.compactMap { line -> Int? in
        let parts = line.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
        return Int(parts[1].trimmingCharacters(in: .whitespaces))
      }.first ?? 0
    return (status, try self.read(count: length))
  }

  /// Reads one WebSocket frame from the server: its opcode and payload.
  func readFrame() throws -> (opcode: UInt8, payload: [UInt8]) {
    let head = try self.read(count: 2)
    var length = Int(head[1] & 0x7F)
    if length == 126 {
      let bytes = try self.read(count: 2)
      length = Int(bytes[0]) << 8 | Int(bytes[1])
    } else if length == 127 {
      length = try self.read(count: 8).reduce(0) { $0 << 8 | Int($1) }
    }
    return (head[0] & 0x0F, try self.read(count: length))
  }
}

/// A WebSocket frame as a page would send it (masked), or as the fuzzer breaks it.
func webSocketFrame(
  fin: Bool = true, reserved: UInt8 = 0, opcode: UInt8, masked: Bool = true,
  payload: [UInt8], declaredLength: UInt64? = nil
) -> [UInt8] {
  var frame: [UInt8] = [(fin ? 0x80 : 0) | (reserved & 0x7) << 4 | (opcode & 0x0F)]
  let length = declaredLength ?? UInt64(payload.count)
  let maskBit: UInt8 = masked ? 0x80 : 0
  if length < 126 {
    frame.append(maskBit | UInt8(length))
  } else if length <= 0xFFFF {
    frame.append(maskBit | 126)
    frame += [UInt8(length >> 8), UInt8(length & 0xFF)]
  } else {
    frame.append(maskBit | 127)
    frame += (0..<8).reversed().map { UInt8((length >> (UInt64($0) * 8)) & 0xFF) }
  }
  guard masked else { return frame + payload }
  let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
  frame += mask
  frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
  return frame
}
