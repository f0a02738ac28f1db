import ComposableArchitecture
import XCTest

@testable import ComposableArchitectureDevTools

/// Who may use the server: each refusal made by a real HTTP client (URLSession, or a request
/// written out whole where a browser could be made to send a foreign `Host`) and a real
/// WebSocket client (``WebSocketClient``), and each checked to change nothing.
final class DevToolsAccessTests: XCTestCase {
  @MainActor
  func testTheAddressCarriesARandomTokenThatTheSessionAndCommandsNeed() async throws {
    let served = try await Served()
    defer { Task { await served.server.stop() } }
    let server = served.server
    let other = try await DevToolsServer.serve(served.recorder, port: 0, printsAddress: false)
    defer { Task { await other.stop() } }
    XCTAssertEqual(server.token.count, 32)
    XCTAssertTrue(server.token.allSatisfy(\.isHexDigit), server.token)
    XCTAssertNotEqual(server.token, other.token, "A new secret per server")
    XCTAssertEqual(server.address, "http://127.0.0.1:\(server.port)/?token=\(server.token)")

    let base = "http://127.0.0.1:\(server.port)"
    // The page has no secret in it: it is served without the token, and asks for it.
    let page = try await httpResponse("GET", base + "/")
    XCTAssertEqual(page.status, 200)
    XCTAssertTrue(page.body.contains("sessionStorage"))

    for query in ["", "?token=", "?token=\(other.token)", "?token=\(server.token.dropLast())"] {
      let session = try await httpResponse("GET", base + "/session" + query)
      XCTAssertEqual(session.status, 403, query)
      XCTAssertFalse(session.body.contains("increment"), "No state leaks: \(session.body)")
      let jump = try await httpResponse(
        "POST", base + "/command" + query, body: #"{"type":"jump","index":1}"#
      )
      XCTAssertEqual(jump.status, 403, query)
    }
    XCTAssertEqual(served.store.withState(\.count), 2)
    XCTAssertNil(served.recorder.jumpedIndex)

    let session = try await httpResponse("GET", base + "/session?token=\(server.token)")
    XCTAssertEqual(session.status, 200)
    XCTAssertTrue(session.body.contains(#""name":"increment""#), session.body)

    // Each kind of refusal is printed once.
    XCTAssertEqual(
      served.log.value,
      [
        "DevTools: refused GET /session: no token (open the address printed in the terminal, "
          + "with its ?token=). (Printed once; later refusals of this kind are not.)",
        "DevTools: refused GET /session: wrong token (open the address printed in the terminal, "
          + "with its ?token=). (Printed once; later refusals of this kind are not.)",
      ]
    )
  }

  @MainActor
  func testAForeignHostIsRefusedEvenWithTheToken() async throws {
    // A DNS-rebinding page reaches 127.0.0.1 under its own name, with its name in `Host`.
    let served = try await Served()
    defer { Task { await served.server.stop() } }
    let port = served.server.port
    let token = served.server.token
    func request(_ line: String, host: String?, body: String = "") -> String {
      "\(line) HTTP/1.1\r\n" + (host.map { "Host: \($0)\r\n" } ?? "")
        + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
    }
    let jump = #"{"type":"jump","index":1}"#
    for host in ["evil.example:\(port)", "evil.example", "127.0.0.1:1", "127.0.0.1", nil] {
      for line in ["GET /", "GET /session?token=\(token)", "POST /command?token=\(token)"] {
        let response = try await WebSocketClient.exchange(
          port: port, request: request(line, host: host, body: line.hasPrefix("POST") ? jump : "")
        )
        XCTAssertEqual(response.status, 403, "\(line), Host \(host ?? "missing")")
        XCTAssertTrue(response.body.hasPrefix("DevTools refused the request: Host "))
      }
      do {
        _ = try await WebSocketClient.connect(port: port, token: token, host: host ?? "")
        XCTFail("The upgrade with Host \(host ?? "missing") was accepted")
      } catch let refused as WebSocketClient.Refused {
        XCTAssertEqual(refused.status, 403)
      }
    }
    XCTAssertEqual(served.store.withState(\.count), 2)
    XCTAssertNil(served.recorder.jumpedIndex)

    // What a request says is repeated as printable text only: no escape reaches the terminal.
    let escape = try await WebSocketClient.exchange(
      port: port, request: request("GET /", host: "evil\u{1B}[2J.example")
    )
    XCTAssertEqual(escape.status, 403)
    XCTAssertEqual(
      escape.body,
      "DevTools refused the request: Host \"evil[2j.example\" is not 127.0.0.1:\(port) or "
        + "localhost:\(port).\n"
    )

    // The server's own names are fine.
    for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)"] {
      let response = try await WebSocketClient.exchange(
        port: port, request: request("GET /session?token=\(token)", host: host)
      )
      XCTAssertEqual(response.status, 200, host)
    }
    XCTAssertEqual(
      served.log.value,
      [
        #"DevTools: refused GET /: Host "evil.example:\#(port)" is not 127.0.0.1:\#(port) or "#
          + "localhost:\(port). (Printed once; later refusals of this kind are not.)"
      ]
    )
  }

  @MainActor
  func testAForeignOriginIsRefusedOnCommandsAndTheSocket() async throws {
    let served = try await Served()
    defer { Task { await served.server.stop() } }
    let server = served.server
    let command = "http://127.0.0.1:\(server.port)/command?token=\(server.token)"
    let jump = #"{"type":"jump","index":1}"#
    for origin in ["https://evil.example", "http://127.0.0.1:1", "null", "http://localhost"] {
      let response = try await httpResponse(
        "POST", command, body: jump, headers: ["Origin": origin])
      XCTAssertEqual(response.status, 403, origin)
      XCTAssertEqual(
        response.body, "DevTools refused the request: Origin \"\(origin)\" is not this server's.\n"
      )
      do {
        _ = try await WebSocketClient.connect(
          port: server.port, token: server.token, origin: origin)
        XCTFail("The upgrade from \(origin) was accepted")
      } catch let refused as WebSocketClient.Refused {
        XCTAssertEqual(refused.status, 403)
      }
    }
    XCTAssertEqual(served.store.withState(\.count), 2)
    XCTAssertNil(served.recorder.jumpedIndex)
    XCTAssertEqual(served.log.value.count, 1)
    XCTAssertTrue(served.log.value.first?.contains(#"Origin "https://evil.example""#) == true)

    // The page's own origin (either name) is the one allowed.
    let own = try await httpResponse(
      "POST", command, body: #"{"type":"state","index":1}"#,
      headers: ["Origin": "http://localhost:\(server.port)"]
    )
    XCTAssertEqual(own.status, 200)
    let client = try await WebSocketClient.connect(
      port: server.port, token: server.token, origin: "http://127.0.0.1:\(server.port)"
    )
    let opening = try await client.receive()
    XCTAssertTrue(opening.contains(#""type":"session""#))
    await client.disconnect()
  }

  @MainActor
  func testTheSocketUpgradeNeedsTheToken() async throws {
    let served = try await Served()
    defer { Task { await served.server.stop() } }
    let server = served.server
    for token in [nil, "", "0123456789abcdef0123456789abcdef", server.token.uppercased()] {
      do {
        _ = try await WebSocketClient.connect(port: server.port, token: token)
        XCTFail("The upgrade with token \(token ?? "none") was accepted")
      } catch let refused as WebSocketClient.Refused {
        XCTAssertEqual(refused.status, 403)
        XCTAssertTrue(refused.head.hasPrefix("HTTP/1.1 403"), refused.head)
      }
    }
    XCTAssertEqual(served.log.value.count, 2)
  }

  @MainActor
  func testAnOversizedOrMalformedFrameGetsAnErrorAndChangesNothing() async throws {
    let served = try await Served(maxMessageSize: 1024)
    defer { Task { await served.server.stop() } }
    let server = served.server
    let client = try await WebSocketClient.connect(
      port: server.port, token: server.token, timeout: .seconds(1)
    )
    _ = try await client.receive()
    let session = served.recorder.session
    // A jump padded past the bound, in one frame, then in three.
    let padded = #"{"type":"jump","index":1,"pad":""# + String(repeating: "x", count: 1100) + #""}"#
    try await client.send(padded)
    try await self.expectError(
      client,
      "Message too large: \(padded.utf8.count) bytes (the most is 1024); nothing was changed."
    )
    let thirds = stride(from: 0, to: padded.count, by: 400).map {
      String(padded.dropFirst($0).prefix(400))
    }
    try await client.send(fragments: thirds)
    try await self.expectError(
      client,
      "Message too large: \(padded.utf8.count) bytes (the most is 1024); nothing was changed."
    )
    try await client.sendFrame(opcode: 0x2, payload: Array(#"{"type":"resume"}"#.utf8))
    try await self.expectError(client, "Malformed message: binary data (expected JSON text).")
    try await client.sendFrame(opcode: 0x0, payload: Array("{}".utf8))
    try await self.expectError(
      client, "Malformed message: a continuation frame with no message before it."
    )
    try await client.sendFrame(opcode: 0x1, payload: [0xFF, 0xFE])
    try await self.expectError(client, "Malformed message: the text is not UTF-8.")

    XCTAssertEqual(served.store.withState(\.count), 2)
    XCTAssertNil(served.recorder.jumpedIndex)
    XCTAssertEqual(served.recorder.session, session)
    // The connection still works: a message in fragments within the bound is a command.
    try await client.send(fragments: [#"{"type":"jump","#, #""index":1}"#])
    let jumped = try await client.receive()
    XCTAssertTrue(jumped.contains(#""jumpedTo":1"#), jumped)
    XCTAssertEqual(served.store.withState(\.count), 1)
    await client.disconnect()

    // Over HTTP: 413 and the error, nothing changed.
    let response = try await httpResponse(
      "POST", "http://127.0.0.1:\(server.port)/command?token=\(server.token)",
      body: #"{"type":"resume","pad":""# + String(repeating: "x", count: 2000) + #""}"#
    )
    XCTAssertEqual(response.status, 413)
    XCTAssertEqual(
      object(response.body)["message"] as? String,
      "Message too large: more than 1024 bytes; nothing was changed."
    )
    XCTAssertEqual(served.recorder.jumpedIndex, 1)
  }

  @MainActor
  func testTheNumberOfPagesIsBounded() async throws {
    let served = try await Served(maxConnections: 2)
    defer { Task { await served.server.stop() } }
    let server = served.server
    let first = try await WebSocketClient.connect(port: server.port, token: server.token)
    let second = try await WebSocketClient.connect(port: server.port, token: server.token)
    _ = try await first.receive()
    _ = try await second.receive()
    do {
      _ = try await WebSocketClient.connect(port: server.port, token: server.token)
      XCTFail("A third page was accepted")
    } catch let refused as WebSocketClient.Refused {
      XCTAssertEqual(refused.status, 503)
      XCTAssertTrue(refused.head.hasPrefix("HTTP/1.1 503"), refused.head)
    }
    // The two pages connected still work.
    served.store.send(.increment)
    let toFirst = try await first.receive()
    let toSecond = try await second.receive()
    XCTAssertTrue(toFirst.contains(#""index":3"#))
    XCTAssertTrue(toSecond.contains(#""index":3"#))

    // A page that closes frees its place.
    try await first.closeAndWait()
    let third = try await WebSocketClient.connect(port: server.port, token: server.token)
    let opening = try await third.receive()
    XCTAssertTrue(opening.contains(#""type":"session""#))
    await second.disconnect()
    await third.disconnect()
  }

  // MARK: Helpers

  private func expectError(
    _ client: WebSocketClient, _ message: String, line: UInt = #line
  ) async throws {
    let reply = object(try await client.receive())
    XCTAssertEqual(reply["type"] as? String, "error", line: line)
    XCTAssertEqual(reply["message"] as? String, message, line: line)
  }

  /// A counter store recorded by devtools, two increments in, served on a free port, with the
  /// server's log of refusals.
  @MainActor
  private struct Served {
    let recorder = DevToolsRecorder<Counter.State, Counter.Action>(name: "Counter")
    let store: StoreOf<Counter>
    let server: DevToolsServer
    let log = LockIsolated<[String]>([])

    init(maxMessageSize: Int = 16 << 20, maxConnections: Int = 8) async throws {
      let recorder = self.recorder
      self.store = Store(initialState: Counter.State()) { Counter().devTools(recorder) }
      self.store.send(.increment)
      self.store.send(.increment)
      await waitUntil("the server to attach to the recorder") { recorder.isAttachedForTesting }
      let log = self.log
      self.server = try await DevToolsServer.serve(
        recorder, port: 0, printsAddress: false, maxMessageSize: maxMessageSize,
        maxConnections: maxConnections, log: { message in log.withValue { $0.append(message) } }
      )
    }
  }
}
