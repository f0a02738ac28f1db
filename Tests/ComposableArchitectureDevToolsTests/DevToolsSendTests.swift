import ComposableArchitecture
import TodosFeature
import XCTest

@testable import ComposableArchitectureDevTools

/// Sending an action from the page, where the feature's `Action` is `Decodable` (the test
/// `Counter`'s is `Codable`): the cases offered, an action that decodes runs and is recorded, one
/// that does not gets a clear error and sends nothing.
final class DevToolsSendTests: XCTestCase {
  @MainActor
  func testTheCasesTheLogHasSeenAreOfferedWithTheirJSON() async throws {
    let recorder = DevToolsRecorder<Counter.State, Counter.Action>(name: "Counter")
    let store = Store(initialState: Counter.State()) { Counter().devTools(recorder) }
    XCTAssertTrue(recorder.canSendActions)
    XCTAssertEqual(recorder.actionCases, [])
    store.send(.increment)
    store.send(.child(.setText("Hi")))
    await waitUntil("the recorder to hold 3 actions") { recorder.count == 3 }
    XCTAssertEqual(
      recorder.actionCases,
      [
        DevToolsActionCase(name: "child", example: #"{"child":{"_0":{"echo":{}}}}"#),
        DevToolsActionCase(name: "increment", example: #"{"increment":{}}"#),
      ]
    )
    // The session the page loads carries them.
    XCTAssertEqual(DevToolsTarget(recorder).sessionReply().actionCases, recorder.actionCases)
  }

  @MainActor
  func testAnActionSentAsJSONRunsAndIsRecorded() async throws {
    let recorder = DevToolsRecorder<Counter.State, Counter.Action>(name: "Counter")
    let store = Store(initialState: Counter.State()) { Counter().devTools(recorder) }
    store.send(.increment)
    await waitUntil("the server to attach to the recorder") { recorder.isAttachedForTesting }

    try recorder.send(json: #"{"increment":{}}"#)
    XCTAssertEqual(store.withState(\.count), 2)
    try recorder.send(json: #"{"child":{"_0":{"setText":{"_0":"From the page"}}}}"#)
    XCTAssertEqual(store.withState(\.child.text), "From the page")
    await waitUntil("the recorder to hold 4 actions") { recorder.count == 4 }
    XCTAssertEqual(
      recorder.entries.map(\.action),
      [".increment", ".increment", #".child(.setText("From the page"))"#, ".child(.echo)"]
    )
  }

  @MainActor
  func testAnActionThatDoesNotDecodeGetsAClearErrorAndSendsNothing() async throws {
    let recorder = DevToolsRecorder<Counter.State, Counter.Action>(name: "Counter")
    let store = Store(initialState: Counter.State()) { Counter().devTools(recorder) }
    store.send(.increment)
    await waitUntil("the server to attach to the recorder") { recorder.isAttachedForTesting }
    let target = DevToolsTarget(recorder)
    let hint =
      #" Nothing was sent. A case is written {"name":{}}, or {"name":{"_0":payload}} with a "#
      + "payload; the log has seen: increment."

    let replies = [
      await target.handle(#"{"type":"send","action":"{\"nope\":{}}"}"#),
      await target.handle(#"{"type":"send","action":"{\"increment\":"}"#),
      await target.handle(#"{"type":"send","action":"{\"factResponse\":{\"_0\":1}}"}"#),
      await target.handle(#"{"type":"send"}"#),
    ]
    XCTAssertEqual(replies.map(\.type), ["error", "error", "error", "error"])
    XCTAssertEqual(
      replies[0].message,
      "Not a Counter.Action: Invalid number of keys found, expected one." + hint
    )
    XCTAssertTrue(
      replies[1].message?.hasPrefix("Not a Counter.Action: invalid JSON") == true,
      replies[1].message ?? ""
    )
    XCTAssertTrue(replies[1].message?.hasSuffix(hint) == true)
    XCTAssertTrue(
      replies[2].message?.hasPrefix("Not a Counter.Action: Expected to decode String") == true,
      replies[2].message ?? ""
    )
    XCTAssertTrue(replies[2].message?.contains("at .factResponse._0.") == true)
    XCTAssertEqual(replies[3].message, #"Missing "action" in the message."#)
    XCTAssertEqual(recorder.count, 1)
    XCTAssertEqual(store.withState(\.count), 1)

    let sent = await target.handle(#"{"type":"send","action":"{\"increment\":{}}"}"#)
    XCTAssertEqual(sent.type, "sent")
    XCTAssertEqual(store.withState(\.count), 2)
  }

  @MainActor
  func testAFeatureWhoseActionIsNotDecodableOffersNoBox() async throws {
    let recorder = DevToolsRecorder<Todos.State, Todos.Action>(name: "Todos")
    XCTAssertFalse(recorder.canSendActions)
    XCTAssertNil(recorder.actionCases)
    let target = DevToolsTarget(recorder)
    XCTAssertNil(target.sessionReply().actionCases)
    let reply = await target.handle(#"{"type":"send","action":"{}"}"#)
    XCTAssertEqual(
      reply.message,
      "Todos.Action is not Decodable: make it Decodable to send actions from the page."
    )
  }

  @MainActor
  func testSendingOverTheSocketMovesTheStore() async throws {
    let recorder = DevToolsRecorder<Counter.State, Counter.Action>(name: "Counter")
    let store = Store(initialState: Counter.State()) { Counter().devTools(recorder) }
    store.send(.increment)
    await waitUntil("the server to attach to the recorder") { recorder.isAttachedForTesting }
    let server = try await DevToolsServer.serve(recorder, port: 0, printsAddress: false)
    defer { Task { await server.stop() } }
    let client = try await WebSocketClient.connect(port: server.port, token: server.token)
    let session = object(try await client.receive())
    XCTAssertEqual(
      (session["actionCases"] as? [[String: String]])?.map { $0["name"] }, ["increment"]
    )

    try await client.send(#"{"type":"send","action":"{\"increment\":{}}"}"#)
    var types: [String] = []
    while types.count < 2 {
      let message = object(try await client.receive())
      types.append(message["type"] as? String ?? "")
      if message["type"] as? String == "entry" {
        XCTAssertEqual((message["entry"] as? [String: Any])?["index"] as? Int, 2)
      }
    }
    XCTAssertEqual(types.sorted(), ["entry", "sent"])
    XCTAssertEqual(store.withState(\.count), 2)
    await client.disconnect()
  }
}
