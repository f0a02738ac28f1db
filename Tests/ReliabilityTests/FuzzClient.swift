import Dispatch
import Foundation

/// Sends the fuzzer's inputs to the devtools server on 127.0.0.1 and says what became of each:
/// commands as `POST /command` on a kept-alive connection, requests each on a connection of its
/// own, frames on a WebSocket. Blocking reads run on a queue of their own, off the test's actor.
// @unchecked Sendable: its connections are used on `queue` only.
final class FuzzClient: @unchecked Sendable {
  enum Kind { case command, http, socket }

  enum Outcome: Equatable {
    /// A valid input, answered (a mutation may leave a command valid).
    case accepted
    /// An error message (a JSON `{"type":"error"}`).
    case errorReply
    /// A 4xx status, or 503 (too many pages).
    case clientError
    /// The connection closed with no answer: framing the server cannot read.
    case closed
    /// Any other 5xx.
    case serverError
    /// No answer and no close within the timeout.
    case hang
  }

  let port: UInt16
  let token: String
  let timeout: Double
  private let queue = DispatchQueue(label: "ReliabilityTests.FuzzClient")
  private var commandConnection: RawConnection?
  private var socketConnection: RawConnection?

  init(port: UInt16, token: String, timeout: Double) {
    self.port = port
    self.token = token
    self.timeout = timeout
  }

  func run(_ kind: Kind, _ bytes: [UInt8], isComplete: Bool = true) async -> Outcome {
    await withCheckedContinuation { continuation in
      self.queue.async {
        continuation.resume(returning: self.runNow(kind, bytes, isComplete: isComplete))
      }
    }
  }

  func closeAll() async {
    await withCheckedContinuation { continuation in
      self.queue.async {
        self.commandConnection = nil
        self.socketConnection = nil
        continuation.resume()
      }
    }
  }

  private var host: String { "127.0.0.1:\(self.port)" }

  private func runNow(_ kind: Kind, _ bytes: [UInt8], isComplete: Bool) -> Outcome {
    switch kind {
    case .command:
      if self.commandConnection?.isClosed ?? true {
        self.commandConnection = RawConnection(port: self.port, timeout: self.timeout)
      }
      guard let connection = self.commandConnection else { return .hang }
      let head = """
        POST /command?token=\(self.token) HTTP/1.1\r\nHost: \(self.host)\r\n\
        Origin: http://\(self.host)\r\nContent-Type: application/json\r\n\
        Content-Length: \(bytes.count)\r\n\r\n
        """
      connection.send(Array(head.utf8) + bytes)
      return self.response(on: connection) { self.commandConnection = nil }
    case .http:
      guard let connection = RawConnection(port: self.port, timeout: self.timeout) else {
        return .hang
      }
      connection.send(bytes)
      connection.finishSending()
      return self.response(on: connection) {}
    case .socket:
      guard let connection = self.openSocket() else { return .hang }
      connection.send(bytes)
      if !isComplete {
        // The server may wait for the rest of a frame: no more comes.
        connection.finishSending()
      }
      while true {
        do {
          let frame = try connection.readFrame()
          switch frame.opcode {
          case 0x8:
            self.socketConnection = nil
            return .closed
          case 0x1:
            if Self.type(of: frame.payload) == "error" {
              if !isComplete { self.socketConnection = nil }
              return .errorReply
            }
          // A push (an entry, the status): not the answer.
          default:
            continue
          }
        } catch RawConnection.ReadFailure.closed {
          self.socketConnection = nil
          return .closed
        } catch {
          self.socketConnection = nil
          return .hang
        }
      }
    }
  }

  /// The answer to a request: its status, and for a 200 whether the JSON is an error.
  private func response(on connection: RawConnection, onClose: () -> Void) -> Outcome {
    do {
      let (status, body) = try connection.readResponse()
      switch status {
      case 200: return Self.type(of: body) == "error" ? .errorReply : .accepted
      case 400..<500, 503: return .clientError
      case 500...: return .serverError
      default: return .accepted
      }
    } catch RawConnection.ReadFailure.closed {
      onClose()
      return .closed
    } catch {
      onClose()
      return .hang
    }
  }

  /// The WebSocket, opened (and its first message, the session, read) if it is not.
  private func openSocket() -> RawConnection? {
    if let connection = self.socketConnection, !connection.isClosed { return connection }
    for _ in 0..<50 {
      guard let connection = RawConnection(port: self.port, timeout: self.timeout) else {
        return nil
      }
      let request = """
        GET /socket?token=\(self.token) HTTP/1.1\r\nHost: \(self.host)\r\n\
        Origin: http://\(self.host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
        Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n
        """
      connection.send(Array(request.utf8))
      guard let (status, _) = try? connection.readResponse() else { return nil }
      if status == 503 {
        // Pages of earlier inputs still hold their places: they go as their close is read.
        usleep(20_000)
        continue
      }
      guard status == 101, (try? connection.readFrame()) != nil else { return nil }
      self.socketConnection = connection
      return connection
    }
    return nil
  }

  private static func type(of json: [UInt8]) -> String? {
    let object = try? JSONSerialization.jsonObject(with: Data(json)) as? [String: Any]
    return object?["type"] as? String
  }
}
