import ComposableArchitecture
import FlyingFox
import Foundation

/// One page's WebSocket: the session first, then every change, and a reply to each command.
///
/// Frames are read by ``DevToolsFrameReader``: a message larger than the bound, or one that is not
/// JSON text, gets an `error` reply and changes nothing.
struct DevToolsSocket: WSHandler {
  let target: DevToolsTarget
  let maxMessageSize: Int
  /// The connection's place among the pages allowed at once; freed when it closes.
  let slot: DevToolsConnectionSlot

  func makeFrames(
    for client: AsyncThrowingStream<WSFrame, any Error>
  ) async throws -> AsyncStream<WSFrame> {
    let (frames, continuation) = AsyncStream<WSFrame>.makeStream()
    let target = self.target
    let slot = self.slot
    continuation.yield(Self.frame(target.sessionReply()))
    let listener = target.addListener { event in
      if let reply = target.reply(to: event) {
        continuation.yield(Self.frame(reply))
      }
    }
    let maxMessageSize = self.maxMessageSize
    let task = Task {
      var reader = DevToolsFrameReader(maxMessageSize: maxMessageSize)
      defer {
        target.removeListener(listener)
        slot.release()
        continuation.finish()
      }
      do {
        for try await frame in client {
          switch reader.read(frame) {
          case let .message(text):
            continuation.yield(Self.frame(await target.handle(text)))
          case let .error(message):
            continuation.yield(Self.frame(.error(message)))
          case let .reply(frame):
            continuation.yield(frame)
          case let .close(frame):
            // The place is free by the time the page reads the answer to its close.
            slot.release()
            continuation.yield(frame)
            return
          case .wait:
            continue
          }
        }
      } catch {
        // The page went away mid-frame: nothing to answer.
      }
    }
    continuation.onTermination = { _ in task.cancel() }
    return frames
  }

  private static func frame(_ reply: DevToolsReply) -> WSFrame {
    WSFrame(fin: true, opcode: .text, mask: nil, payload: Data(reply.encoded().utf8))
  }
}
