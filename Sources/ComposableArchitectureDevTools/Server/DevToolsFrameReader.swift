import FlyingFox
import Foundation

/// Puts a page's WebSocket frames together into messages, at most `maxMessageSize` bytes each.
///
/// A message split over several frames is kept only while it fits: past the bound its bytes are
/// dropped as they arrive, and the whole message becomes one error. Binary messages, stray
/// continuations and text that is not UTF-8 are errors too; none of them reaches a command.
struct DevToolsFrameReader {
  /// What to do with a frame from the page.
  enum Step: Equatable {
    /// A whole text message: a command.
    case message(String)
    /// A message that cannot be a command: reply with this error and go on.
    case error(String)
    /// A frame to send back (a ping's pong).
    case reply(WSFrame)
    /// The page closes the connection: send this frame back and stop.
    case close(WSFrame)
    /// Part of a message: wait for more.
    case wait
  }

  let maxMessageSize: Int
  /// The message being put together.
  private var pending: (opcode: WSFrame.Opcode, payload: Data, size: Int)?

  init(maxMessageSize: Int) {
    self.maxMessageSize = maxMessageSize
  }

  mutating func read(_ frame: WSFrame) -> Step {
    switch frame.opcode {
    case .ping:
      return .reply(WSFrame(fin: true, opcode: .pong, mask: nil, payload: frame.payload))
    case .pong:
      return .wait
    case .close:
      return .close(.close(code: .normalClosure))
    case .text, .binary:
      guard self.pending == nil else {
        self.pending = nil
        return .error("Malformed message: a new message began before the last one ended.")
      }
      self.pending = (frame.opcode, Data(), 0)
      return self.append(frame)
    case .continuation:
      guard self.pending != nil else {
        return .error("Malformed message: a continuation frame with no message before it.")
      }
      return self.append(frame)
    default:
      return .error("Malformed message: unknown frame type \(frame.opcode.rawValue).")
    }
  }

  private mutating func append(_ frame: WSFrame) -> Step {
    guard var pending = self.pending else { return .wait }
    pending.size += frame.payload.count
    if pending.size <= self.maxMessageSize {
      pending.payload.append(frame.payload)
    } else {
      // Past the bound: keep counting, keep nothing.
      pending.payload = Data()
    }
    guard frame.fin else {
      self.pending = pending
      return .wait
    }
    self.pending = nil
    guard pending.size <= self.maxMessageSize else {
      return .error(
        "Message too large: \(pending.size) bytes (the most is \(self.maxMessageSize)); "
          + "nothing was changed."
      )
    }
    guard pending.opcode == .text else {
      return .error("Malformed message: binary data (expected JSON text).")
    }
    guard let text = String(data: pending.payload, encoding: .utf8) else {
      return .error("Malformed message: the text is not UTF-8.")
    }
    return .message(text)
  }
}
