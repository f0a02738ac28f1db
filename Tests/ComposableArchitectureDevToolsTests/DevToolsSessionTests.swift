import ComposableArchitecture
import XCTest

@testable import ComposableArchitectureDevTools

final class DevToolsSessionTests: XCTestCase {
  @MainActor
  func testExportImportRoundTrip() async throws {
    let recorder = DevToolsRecorder<Counter.State, Counter.Action>(name: "Counter")
    let store = Store(initialState: Counter.State()) { Counter().devTools(recorder) }
    store.send(.increment)
    await store.send(.factButtonTapped).finish()

    let session = recorder.session
    let json = session.json()
    let imported = try DevToolsSession.decode(json: json)
    XCTAssertEqual(imported, session)
    XCTAssertEqual(imported.entries.count, 3)
    XCTAssertEqual(imported.feature, "Counter")
    XCTAssertEqual(imported.json(), json)
  }

  func testImportRejectsMalformedFiles() {
    XCTAssertThrowsError(try DevToolsSession.decode(json: "not json")) {
      XCTAssertTrue("\($0)".hasPrefix("Not a devtools session: invalid JSON"), "\($0)")
    }
    XCTAssertThrowsError(try DevToolsSession.decode(json: #"{"version": 1}"#)) {
      XCTAssertTrue("\($0)".hasPrefix(#"Not a devtools session: missing ""#), "\($0)")
    }
    let future = DevToolsSession(
      version: 2, name: "X", feature: "X", initialState: nil, fullStateInterval: 1, entries: []
    )
    XCTAssertThrowsError(try DevToolsSession.decode(json: future.json())) {
      XCTAssertEqual("\($0)", "Unsupported session version 2 (expected 1).")
    }
  }

  @MainActor
  func testCopyAsTest() async throws {
    let recorder = DevToolsRecorder<Counter.State, Counter.Action>(name: "Counter")
    let store = Store(initialState: Counter.State()) { Counter().devTools(recorder) }
    store.send(.increment)
    store.send(.child(.setText("Hi")))
    await store.send(.factButtonTapped).finish()

    XCTAssertEqual(
      recorder.testSource(for: 1...5),
      #"""
      @MainActor
      func testRecordedSession() async {
        let store = TestStore(initialState: Counter.State(
          count: 0,
          child: Child.State(text: ""),
          fact: nil
        )) {
          Counter()
        }
        await store.send(.increment) {
          $0.count = 1
        }
        await store.send(.child(.setText("Hi"))) {
          $0.child.text = "Hi"
        }
        await store.receive(\.child.echo)
        await store.send(.factButtonTapped)
        await store.receive(\.factResponse) {
          $0.fact = "1 is a number"
        }
      }

      """#
    )
    // A range starts from the state before its first action.
    XCTAssertTrue(
      recorder.testSource(for: 2...2).contains(
        """
          let store = TestStore(initialState: Counter.State(
            count: 1,
        """
      )
    )
  }
}
