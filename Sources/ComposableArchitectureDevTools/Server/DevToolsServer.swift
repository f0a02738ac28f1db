import ComposableArchitecture
import FlyingFox
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Serves a recorder to the devtools page over HTTP and a WebSocket, on 127.0.0.1 only, to the
/// page opened from the address it prints and to nothing else.
///
/// `GET /` is the page, `GET /session` the session as JSON, `POST /command` takes a command and
/// answers it, and `GET /socket` is a WebSocket that takes the same commands and pushes every
/// new action, effect update and status to each page connected (all pages see one session).
///
/// Each server has a random secret, ``token``, printed in its ``address``
/// (`http://127.0.0.1:9555/?token=…`): `/session`, `/command` and `/socket` refuse a request
/// without it (403), as they refuse a `Host` other than `127.0.0.1:PORT` or `localhost:PORT`, and
/// a POST's or WebSocket's `Origin` other than the server's own. Messages are bounded in size
/// (`maxMessageSize`) and pages in number (`maxConnections`).
public final class DevToolsServer: Sendable {
  /// The port the server listens on.
  public let port: UInt16
  /// The run's secret, which the page sends with every request.
  public let token: String
  private let server: HTTPServer
  private let task: Task<Void, any Error>

  /// The page's address, with the token: `http://127.0.0.1:9555/?token=…`.
  public var address: String { "http://127.0.0.1:\(self.port)/?token=\(self.token)" }

  private init(port: UInt16, token: String, server: HTTPServer, task: Task<Void, any Error>) {
    self.port = port
    self.token = token
    self.server = server
    self.task = task
  }

  /// Starts serving `recorder` on `port`, or the next free port when it is taken, and prints
  /// the page's address: `DevTools: http://127.0.0.1:9555/?token=…`.
  ///
  /// - Parameters:
  ///   - recorder: The recording to serve.
  ///   - port: The port to serve on; 0 asks the system for a free one.
  ///   - printsAddress: Whether to print the address (and the port moved to, if it moved).
  ///   - maxMessageSize: The largest message a page may send, in bytes (default 16 MiB, room for
  ///     an imported session); a larger one gets an error reply and changes nothing.
  ///   - maxConnections: The most pages connected at once (default 8); one more gets 503.
  public static func serve<State, Action>(
    _ recorder: DevToolsRecorder<State, Action>,
    port: UInt16 = 9555,
    printsAddress: Bool = true,
    maxMessageSize: Int = 16 << 20,
    maxConnections: Int = 8
  ) async throws -> DevToolsServer {
    try await self.serve(
      recorder, port: port, printsAddress: printsAddress, maxMessageSize: maxMessageSize,
      maxConnections: maxConnections, log: { print($0) }
    )
  }

  /// ``serve(_:port:printsAddress:maxMessageSize:maxConnections:)``, with the log of refusals
  /// going to `log`.
  static func serve<State, Action>(
    _ recorder: DevToolsRecorder<State, Action>,
    port: UInt16,
    printsAddress: Bool,
    maxMessageSize: Int,
    maxConnections: Int,
    log: @escaping @Sendable (String) -> Void
  ) async throws -> DevToolsServer {
    let target = DevToolsTarget(recorder)
    let limits = Limits(
      maxMessageSize: max(1, maxMessageSize), maxConnections: max(1, maxConnections)
    )
    var candidate = port
    for _ in 0..<100 {
      if isFree(port: candidate) {
        let access = DevToolsAccess(log: log)
        let server = HTTPServer(
          address: try .inet(ip4: "127.0.0.1", port: candidate), logger: .disabled
        )
        await route(server, to: target, access: access, limits: limits)
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
        access.port = candidate
        let served = DevToolsServer(
          port: candidate, token: access.token, server: server, task: task
        )
        if printsAddress {
          if candidate != port, port != 0 {
            print("DevTools: port \(port) is in use; serving on \(candidate) instead.")
          }
          print("DevTools: \(served.address)")
        }
        return served
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

  struct Limits: Sendable {
    let maxMessageSize: Int
    let maxConnections: Int
  }

  private static func route(
    _ server: HTTPServer, to target: DevToolsTarget, access: DevToolsAccess, limits: Limits
  ) async {
    let connections = LockIsolated(0)
    await server.appendRoute("GET /") { request in
      if let refusal = access.refusal(of: request, needsToken: false) {
        return access.response(to: refusal, for: request)
      }
      return response(.ok, "text/html; charset=utf-8", devToolsPage)
    }
    await server.appendRoute("GET /session") { request in
      if let refusal = access.refusal(of: request, needsToken: true) {
        return access.response(to: refusal, for: request)
      }
      return response(.ok, "application/json", target.sessionReply().encoded())
    }
    await server.appendRoute("POST /command") { (request: HTTPRequest) in
      if let refusal = access.refusal(of: request, needsToken: true) {
        return access.response(to: refusal, for: request)
      }
      // The body is read up to the bound; FlyingFox drops what is left of a larger one.
      var body = Data()
      var size = request.bodySequence.count ?? 0
      if size <= limits.maxMessageSize {
        size = 0
        for try await chunk in request.bodySequence {
          size += chunk.count
          guard size <= limits.maxMessageSize else { break }
          body.append(chunk)
        }
      }
      guard size <= limits.maxMessageSize else {
        let reply = DevToolsReply.error(
          "Message too large: more than \(limits.maxMessageSize) bytes; nothing was changed."
        )
        return response(.payloadTooLarge, "application/json", reply.encoded())
      }
      let reply = await target.handle(String(decoding: body, as: UTF8.self))
      return response(.ok, "application/json", reply.encoded())
    }
    await server.appendRoute("GET /socket") { request in
      if let refusal = access.refusal(of: request, needsToken: true) {
        return access.response(to: refusal, for: request)
      }
      guard
        let slot = DevToolsConnectionSlot.take(from: connections, limit: limits.maxConnections)
      else {
        return response(
          .serviceUnavailable, "text/plain; charset=utf-8",
          "DevTools: \(limits.maxConnections) pages are connected already; close one.\n"
        )
      }
      let socket = DevToolsSocket(
        target: target, maxMessageSize: limits.maxMessageSize, slot: slot
      )
      return try await WebSocketHTTPHandler(handler: socket).handleRequest(request)
    }
  }

  /// A response that no other page may frame, cache or follow a link from with the token.
  private static func response(
    _ status: HTTPStatusCode, _ contentType: String, _ body: String
  ) -> HTTPResponse {
    HTTPResponse(
      statusCode: status,
      headers: [
        .contentType: contentType,
        .cacheControl: "no-store",
        HTTPHeader("Referrer-Policy"): "no-referrer",
        HTTPHeader("X-Frame-Options"): "DENY",
        HTTPHeader("Content-Security-Policy"): "frame-ancestors 'none'",
        HTTPHeader("X-Content-Type-Options"): "nosniff",
      ],
      body: Data(body.utf8)
    )
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
