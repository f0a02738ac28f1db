import ComposableArchitecture
import XCTest

@testable import ComposableArchitectureDevTools

final class DevToolsServerTests: XCTestCase {
  @MainActor
  func testServesThePageTheSessionAndCommands() async throws {
    let recorder = DevToolsRecorder<Counter.State, Counter.Action>(name: "Counter")
    let store = Store(initialState: Counter.State()) { Counter().devTools(recorder) }
    store.send(.increment)
    store.send(.increment)
    await waitUntil("the server to attach to the recorder") { recorder.isAttachedForTesting }
    let server = try await DevToolsServer.serve(recorder, port: 0, printsAddress: false)
    defer { Task { await server.stop() } }
    let base = "http://127.0.0.1:\(server.port)"
    let token = "?token=\(server.token)"

    let page = try await http("GET", base + "/")
    XCTAssertTrue(page.contains("<title>TCA DevTools</title>"))
    XCTAssertFalse(page.contains("http://"), "The page loads nothing from the network.")

    // Two pages see the same session.
    for _ in 1...2 {
      let session = object(try await http("GET", base + "/session" + token))
      XCTAssertEqual(session["type"] as? String, "session")
      let entries = (session["session"] as? [String: Any])?["entries"] as? [[String: Any]]
      XCTAssertEqual(entries?.map { $0["name"] as? String }, ["increment", "increment"])
    }

    let state = object(
      try await http("POST", base + "/command" + token, body: #"{"type":"state","index":1}"#))
    XCTAssertEqual(state["state"] as? String, String(customDumping: Counter.State(count: 1)))

    let jump = object(
      try await http("POST", base + "/command" + token, body: #"{"type":"jump","index":1}"#))
    XCTAssertEqual(jump["jumpedTo"] as? Int, 1)
    XCTAssertEqual(store.withState(\.count), 1)
    _ = try await http("POST", base + "/command" + token, body: #"{"type":"resume"}"#)
    XCTAssertEqual(store.withState(\.count), 2)

    let test = object(
      try await http(
        "POST", base + "/command" + token, body: #"{"type":"copyAsTest","from":2,"to":2}"#)
    )
    XCTAssertEqual(
      (test["source"] as? String)?.contains(
        "await store.send(.increment) {\n    $0.count = 2\n  }"), true)
  }

  @MainActor
  func testMalformedMessagesGetAnErrorAndChangeNothing() async throws {
    let recorder = DevToolsRecorder<Counter.State, Counter.Action>(name: "Counter")
    let store = Store(initialState: Counter.State()) { Counter().devTools(recorder) }
    store.send(.increment)
    let target = DevToolsTarget(recorder)

    let replies = [
      await target.handle("{nope"),
      await target.handle(#"{"type":"fly"}"#),
      await target.handle(#"{"type":"jump"}"#),
      await target.handle(#"{"type":"import","session":"[1, 2]"}"#),
      await target.handle(#"{"type":"copyAsTest","from":3,"to":1}"#),
    ]
    XCTAssertEqual(replies.map(\.type), Array(repeating: "error", count: 5))
    XCTAssertEqual(
      replies.map { $0.message ?? "" },
      [
        #"Malformed message (expected JSON with a "type"): {nope"#,
        #"Unknown message type "fly"."#,
        #"Missing "index" in the message."#,
        "Not a devtools session: \(replies[3].message!.dropFirst("Not a devtools session: ".count))",
        #""from" is after "to"."#,
      ]
    )
    XCTAssertEqual(recorder.count, 1)
    XCTAssertEqual(store.withState(\.count), 1)
    XCTAssertNil(recorder.jumpedIndex)
  }

  func testImportReturnsTheSessionWithoutChangingTheRecording() async throws {
    let recorder = DevToolsRecorder<Counter.State, Counter.Action>(name: "Counter")
    let session = DevToolsSession(
      name: "Saved", feature: "Counter", initialState: "Counter.State()", fullStateInterval: 100,
      entries: []
    )
    let message = String(
      decoding: try JSONEncoder().encode(["type": "import", "session": session.json()]),
      as: UTF8.self
    )
    let reply = await DevToolsTarget(recorder).handle(message)
    XCTAssertEqual(reply.type, "imported")
    XCTAssertEqual(reply.session, session)
    XCTAssertEqual(recorder.session.name, "Counter")
  }

  func testAPortInUseMovesToTheNextFreePort() async throws {
    let recorder = DevToolsRecorder<Counter.State, Counter.Action>()
    let first = try await DevToolsServer.serve(recorder, port: 0, printsAddress: false)
    XCTAssertFalse(DevToolsServer.isFree(port: first.port))
    let second = try await DevToolsServer.serve(recorder, port: first.port, printsAddress: false)
    XCTAssertGreaterThan(second.port, first.port)
    await first.stop()
    await second.stop()
  }
}
