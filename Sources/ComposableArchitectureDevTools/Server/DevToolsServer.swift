import ComposableArchitecture
import FlyingFox
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Serves a recorder to the devtools page over HTTP and a WebSocket, on 127.0.0.1 only.
///
/// `GET /` is the page, `GET /session` the session as JSON, `POST /command` takes a command and
/// answers it, and `GET /socket` is a WebSocket that takes the same commands and pushes every
/// new action, effect update and status to each page connected (all pages see one session).
public final class DevToolsServer: Sendable {
  /// The port the server listens on.
  public let port: UInt16
  private let server: HTTPServer
  private let task: Task<Void, any Error>

  private init(port: UInt16, server: HTTPServer, task: Task<Void, any Error>) {
    self.port = port
    self.server = server
    self.task = task
  }

  /// Starts serving `recorder` on `port`, or the next free port when it is taken, and prints
  /// the page's address: `DevTools: http://127.0.0.1:9555`.
  public static func serve<State, Action>(
    _ recorder: DevToolsRecorder<State, Action>,
    port: UInt16 = 9555,
    printsAddress: Bool = true
  ) async throws -> DevToolsServer {
    let target = DevToolsTarget(recorder)
    var candidate = port
    for _ in 0..<100 {
      if isFree(port: candidate) {
        let server = HTTPServer(
          address: try .inet(ip4: "127.0.0.1", port: candidate), logger: .disabled
        )
        await route(server, to: target)
        let task = Task { try await server.run() }
        do {
          try await server.waitUntilListening(timeout: 5)
        } catch {
          task.cancel()
          candidate &+= 1
          continue
        }
        // Port 0 asks the system for any free port.
        if case let .ip4(_, port: listening) = await server.listeningAddress {
          candidate = listening
        }
        if printsAddress {
          if candidate != port, port != 0 {
            print("DevTools: port \(port) is in use; serving on \(candidate) instead.")
          }
          print("DevTools: http://127.0.0.1:\(candidate)")
        }
        return DevToolsServer(port: candidate, server: server, task: task)
      }
      candidate &+= 1
    }
    throw DevToolsError(message: "DevTools: no free port from \(port) to \(candidate).")
  }

  /// Starts serving in the background; what ``Reducer/devTools(name:port:maxActions:fullStateInterval:)``
  /// does.
  static func start<State, Action>(serving recorder: DevToolsRecorder<State, Action>, port: UInt16)
  {
    Task {
      do {
        let server = try await serve(recorder, port: port)
        running.withValue { $0.append(server) }
      } catch {
        print("DevTools: could not start the server: \(error)")
      }
    }
  }

  /// Servers started in the background, kept for the life of the process.
  private static let running = LockIsolated<[DevToolsServer]>([])

  /// Stops serving.
  public func stop() async {
    await self.server.stop()
    self.task.cancel()
  }

  private static func route(_ server: HTTPServer, to target: DevToolsTarget) async {
    await server.appendRoute("GET /") { _ in
      HTTPResponse(
        statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"],
        body: Data(devToolsPage.utf8)
      )
    }
    await server.appendRoute("GET /session") { _ in
      HTTPResponse(
        statusCode: .ok, headers: [.contentType: "application/json"],
        body: Data(target.sessionReply().encoded().utf8)
      )
    }
    await server.appendRoute("POST /command") { (request: HTTPRequest) in
      let text = String(decoding: try await request.bodyData, as: UTF8.self)
      let reply = await target.handle(text)
      return HTTPResponse(
        statusCode: .ok, headers: [.contentType: "application/json"],
        body: Data(reply.encoded().utf8)
      )
    }
    await server.appendRoute("GET /socket", to: .webSocket(DevToolsSocket(target: target)))
  }

  /// Whether nothing listens on 127.0.0.1:`port`.
  static func isFree(port: UInt16) -> Bool {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var reuse: Int32 = 1
    setsockopt(
      descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size)
    )
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    return result == 0
  }
}

/// One WebSocket connection: the session first, then every change, and replies to commands.
struct DevToolsSocket: WSMessageHandler {
  let target: DevToolsTarget

  func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
    let (messages, continuation) = AsyncStream<WSMessage>.makeStream()
    let target = self.target
    continuation.yield(.text(target.sessionReply().encoded()))
    let listener = target.addListener { event in
      if let reply = target.reply(to: event) {
        continuation.yield(.text(reply.encoded()))
      }
    }
    Task {
      for await message in client {
        guard case let .text(text) = message else { continue }
        continuation.yield(.text(await target.handle(text).encoded()))
      }
      target.removeListener(listener)
      continuation.finish()
    }
    return messages
  }
}
