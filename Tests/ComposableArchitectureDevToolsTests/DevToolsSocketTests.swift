import ComposableArchitecture
import XCTest

@testable import ComposableArchitectureDevTools

/// The page's WebSocket, `GET /socket`, driven by a real WebSocket client (``WebSocketClient``)
/// against a server on a free loopback port: the session first, live pushes, commands and their
/// replies, malformed messages, and two pages on one session.
final class DevToolsSocketTests: XCTestCase {
  @MainActor
  func testTheSessionComesFirstThenEveryActionIsPushedLive() async throws {
    let (recorder, store, server) = try await self.servedCounter()
    defer { Task { await server.stop() } }

    let client = try await WebSocketClient.connect(port: server.port, token: server.token)
    let first = try await self.next(client)
    XCTAssertEqual(first.type, "session")
    XCTAssertEqual(first.live, true)
    XCTAssertEqual(first.paused, false)
    XCTAssertEqual(first.session?.name, "Counter")
    XCTAssertEqual(first.session?.entries.map(\.name), ["increment", "increment"])
    XCTAssertEqual(first.session, recorder.session)

    store.send(.increment)
    let pushed = try await self.next(client)
    XCTAssertEqual(pushed.type, "entry")
    XCTAssertEqual(pushed.entry?.index, 3)
    XCTAssertEqual(pushed.entry?.name, "increment")
    XCTAssertEqual(pushed.entry?.assignments, ["$0.count = 3"])
    XCTAssertEqual(pushed.entry, recorder.entry(3))

    // A child's action, and the action its effect sends back, arrive with their path.
    store.send(.child(.setText("Hi")))
    let echo = try await self.next(client) { $0.entry?.index == 5 }
    XCTAssertEqual(echo.entry?.name, "echo")
    XCTAssertEqual(echo.entry?.path, ["child"])
    XCTAssertEqual(echo.entry?.isReceived, true)
    XCTAssertEqual(
      recorder.entries.map(\.name), ["increment", "increment", "increment", "setText", "echo"])
    await client.disconnect()
  }

  @MainActor
  func testCommandsOverTheSocketChangeTheStoreAndGetReplies() async throws {
    let (recorder, store, server) = try await self.servedCounter()
    defer { Task { await server.stop() } }
    let client = try await WebSocketClient.connect(port: server.port, token: server.token)
    let opening = try await self.next(client)
    XCTAssertEqual(opening.type, "session")

    // The page's "jump": the store goes back to the state after action #1.
    try await client.send(#"{"type":"jump","index":1}"#)
    let jumped = try await self.next(client) { $0.type == "status" }
    XCTAssertEqual(jumped.jumpedTo, 1)
    XCTAssertEqual(jumped.live, false)
    XCTAssertEqual(store.withState(\.count), 1)
    XCTAssertEqual(recorder.jumpedIndex, 1)

    // Selecting an action asks for the state after it.
    try await client.send(#"{"type":"state","index":2}"#)
    let state = try await self.next(client) { $0.type == "state" }
    XCTAssertEqual(state.index, 2)
    XCTAssertEqual(state.state, String(customDumping: Counter.State(count: 2)))

    // "resume" returns to live.
    try await client.send(#"{"type":"resume"}"#)
    let resumed = try await self.next(client) { $0.type == "status" && $0.live == true }
    XCTAssertNil(resumed.jumpedTo)
    XCTAssertEqual(store.withState(\.count), 2)
    XCTAssertNil(recorder.jumpedIndex)

    // "pause": actions still run and are not recorded.
    try await client.send(#"{"type":"pause","paused":true}"#)
    let paused = try await self.next(client) { $0.type == "status" && $0.paused == true }
    XCTAssertEqual(paused.live, true)
    XCTAssertTrue(recorder.isPaused)
    store.send(.increment)
    XCTAssertEqual(store.withState(\.count), 3)
    XCTAssertEqual(recorder.count, 2)
    try await client.send(#"{"type":"pause","paused":false}"#)
    _ = try await self.next(client) { $0.type == "status" && $0.paused == false }
    XCTAssertFalse(recorder.isPaused)

    // "Copy as test" of action #2.
    try await client.send(#"{"type":"copyAsTest","from":2,"to":2}"#)
    let test = try await self.next(client) { $0.type == "test" }
    XCTAssertEqual(
      test.source?.contains("await store.send(.increment) {\n    $0.count = 2\n  }"), true,
      test.source ?? "no source"
    )

    // "clear" forgets the log; the reply is the emptied session.
    try await client.send(#"{"type":"clear"}"#)
    let cleared = try await self.next(client) { $0.type == "session" }
    XCTAssertEqual(cleared.session?.entries, [])
    XCTAssertEqual(recorder.count, 0)
    XCTAssertEqual(store.withState(\.count), 3)
    await client.disconnect()
  }

  @MainActor
  func testAMalformedMessageGetsAClearErrorAndChangesNothing() async throws {
    let (recorder, store, server) = try await self.servedCounter()
    defer { Task { await server.stop() } }
    // A short wait: at the end, no message arriving is part of what the test shows.
    let client = try await WebSocketClient.connect(
      port: server.port, token: server.token, timeout: .seconds(1))
    let opening = try await self.next(client)
    XCTAssertEqual(opening.type, "session")
    let session = recorder.session
    let state = store.withState { $0 }

    let malformed = [
      ("{nope", #"Malformed message (expected JSON with a "type"): {nope"#),
      ("[1, 2, 3]", #"Malformed message (expected JSON with a "type"): [1, 2, 3]"#),
      (#"{"index":1}"#, #"Malformed message (expected JSON with a "type"): {"index":1}"#),
      (
        #"{"type":"pause","paused":"yes"}"#,
        #"Malformed message (expected JSON with a "type"): {"type":"pause","paused":"yes"}"#
      ),
      (#"{"type":"fly"}"#, #"Unknown message type "fly"."#),
      (#"{"type":"jump"}"#, #"Missing "index" in the message."#),
      (#"{"type":"jump","index":99}"#, "Action #99 is no longer recorded."),
      (#"{"type":"copyAsTest","from":2,"to":1}"#, #""from" is after "to"."#),
    ]
    for (text, expected) in malformed {
      try await client.send(text)
      // The very next message is the reply: nothing else happened to push.
      let reply = try await self.next(client)
      XCTAssertEqual(reply.type, "error", text)
      XCTAssertEqual(reply.message, expected, text)
    }

    XCTAssertEqual(recorder.session, session)
    XCTAssertEqual(store.withState { $0 }, state)
    XCTAssertNil(recorder.jumpedIndex)
    XCTAssertFalse(recorder.isPaused)
    // The connection is still open and the session the same.
    try await client.send(#"{"type":"session"}"#)
    let after = try await self.next(client)
    XCTAssertEqual(after.type, "session")
    XCTAssertEqual(after.session, session)
    // Nothing was pushed: no entry, no status.
    do {
      let message = try await client.receive()
      XCTFail("Unexpected message: \(message)")
    } catch {
      XCTAssertTrue("\(error)".hasPrefix("No message from the server within"), "\(error)")
    }
    await client.disconnect()
  }

  @MainActor
  func testASecondPageSeesTheSameSession() async throws {
    let (recorder, store, server) = try await self.servedCounter()
    defer { Task { await server.stop() } }
    let first = try await WebSocketClient.connect(port: server.port, token: server.token)
    let firstSessionMessage = try await self.next(first)
    let firstSession = try XCTUnwrap(firstSessionMessage.session)
    store.send(.increment)
    let pushedMessage = try await self.next(first)
    let pushed = try XCTUnwrap(pushedMessage.entry)

    // What the first page has (its session and the push since) is what the second one gets.
    let second = try await WebSocketClient.connect(port: server.port, token: server.token)
    let secondSessionMessage = try await self.next(second)
    let secondSession = try XCTUnwrap(secondSessionMessage.session)
    XCTAssertEqual(secondSession.entries, firstSession.entries + [pushed])
    XCTAssertEqual(secondSession.entries.map(\.index), [1, 2, 3])
    XCTAssertEqual(secondSession, recorder.session)

    // A new action reaches both pages.
    store.send(.increment)
    let toFirst = try await self.next(first)
    let toSecond = try await self.next(second)
    XCTAssertEqual(toFirst.entry?.index, 4)
    XCTAssertEqual(toFirst.entry, toSecond.entry)

    // A jump from one page is shown on the other.
    try await second.send(#"{"type":"jump","index":1}"#)
    let seen = try await self.next(first) { $0.type == "status" }
    XCTAssertEqual(seen.jumpedTo, 1)
    XCTAssertEqual(store.withState(\.count), 1)
    try await first.send(#"{"type":"resume"}"#)
    _ = try await self.next(second) { $0.type == "status" && $0.live == true }
    XCTAssertEqual(store.withState(\.count), 4)

    // Closing one page leaves the other live.
    await first.disconnect()
    store.send(.increment)
    let afterClose = try await self.next(second) { $0.type == "entry" }
    XCTAssertEqual(afterClose.entry?.index, 5)
    await second.disconnect()
  }

  // MARK: Helpers

  /// A counter store recorded by devtools, two increments in, served on a free port.
  @MainActor
  private func servedCounter() async throws -> (
    DevToolsRecorder<Counter.State, Counter.Action>, StoreOf<Counter>, DevToolsServer
  ) {
    let recorder = DevToolsRecorder<Counter.State, Counter.Action>(name: "Counter")
    let store = Store(initialState: Counter.State()) { Counter().devTools(recorder) }
    store.send(.increment)
    store.send(.increment)
    await waitUntil("the server to attach to the recorder") { recorder.isAttachedForTesting }
    XCTAssertTrue(recorder.isAttachedForTesting, "The store lent the recorder its Send")
    let server = try await DevToolsServer.serve(recorder, port: 0, printsAddress: false)
    return (recorder, store, server)
  }

  /// The next message from the server, decoded.
  private func next(_ client: WebSocketClient) async throws -> Message {
    try JSONDecoder().decode(Message.self, from: Data(try await client.receive().utf8))
  }

  /// The next message that satisfies `predicate`, skipping others (pushes that may come before
  /// a reply); gives up after 100 messages, and each wait is bounded by the client's timeout.
  private func next(
    _ client: WebSocketClient, where predicate: (Message) -> Bool
  ) async throws -> Message {
    var skipped: [String] = []
    for _ in 0..<100 {
      let message = try await self.next(client)
      if predicate(message) { return message }
      skipped.append(message.type)
    }
    throw WebSocketClient.Failure(description: "No expected message; got \(skipped)")
  }
}

extension DevToolsSocketTests {
  /// A message from the server, as the page reads it.
  struct Message: Decodable {
    var type: String
    var session: DevToolsSession?
    var entry: DevToolsEntry?
    var index: Int?
    var state: String?
    var source: String?
    var message: String?
    var paused: Bool?
    var jumpedTo: Int?
    var live: Bool?
  }
}
