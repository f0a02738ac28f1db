import ComposableArchitecture
import XCTest

@testable import ComposableArchitectureDevTools

/// `@Shared` values in time travel, on a feature made for it: a value in the state from the
/// start, and one a child brings later (which the recording cannot reach back for).
final class DevToolsSharedTests: XCTestCase {
  @MainActor
  func testAJumpRewindsWhatTheRecordingReachesAndSaysWhatItDoesNot() async throws {
    let recorder = DevToolsRecorder<Holder.State, Holder.Action>(name: "Holder")
    let store = Store(initialState: Holder.State()) { Holder().devTools(recorder) }
    store.send(.bump)
    store.send(.present)
    store.send(.bump)
    await waitUntil("the server to attach to the recorder") { recorder.isAttachedForTesting }
    XCTAssertEqual(store.withState(\.early), 2)
    XCTAssertEqual(store.withState(\.child?.late), 1)

    try recorder.jump(to: 1)
    XCTAssertEqual(store.withState(\.early), 1)
    XCTAssertNil(store.withState(\.child))
    XCTAssertEqual(
      recorder.sharedReport,
      [
        DevToolsSharedStatus(
          name: #".inMemory("DevToolsSharedTests.early")"#, type: "Int", outcome: .rewound,
          note: "put back as it was after #1"
        ),
        DevToolsSharedStatus(
          name: #".inMemory("DevToolsSharedTests.late")"#, type: "Int", outcome: .notRewound,
          note: "not rewound: its recording begins after #3; it keeps its current value"
        ),
      ]
    )
    @Shared(.inMemory("DevToolsSharedTests.late")) var late = 0
    XCTAssertEqual(late, 1)

    // Found now, the child's value is followed from here on.
    try recorder.jump(to: 3)
    XCTAssertEqual(store.withState(\.early), 2)
    XCTAssertEqual(recorder.sharedReport.map(\.outcome), [.rewound, .rewound])
    try recorder.resume()
    XCTAssertEqual(recorder.sharedReport.map(\.outcome), [.restored, .restored])
    XCTAssertEqual(store.withState(\.early), 2)
    XCTAssertEqual(store.withState(\.child?.late), 1)

    // Cleared, the session starts from the values as they are.
    recorder.clear()
    store.send(.bump)
    try recorder.jump(to: 0)
    XCTAssertEqual(store.withState(\.early), 2)
    XCTAssertEqual(late, 1)
    try recorder.resume()
    XCTAssertEqual(store.withState(\.early), 3)
    XCTAssertEqual(late, 2)
  }
}

/// A feature with an `@Shared` value from the start and a child that brings its own.
@Reducer
struct Holder {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("DevToolsSharedTests.early")) var early = 0
    var child: Child?
  }

  struct Child: Equatable {
    @Shared(.inMemory("DevToolsSharedTests.late")) var late = 0
  }

  enum Action {
    case bump
    case present
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bump:
        state.$early.withLock { $0 += 1 }
        state.child?.$late.withLock { $0 += 1 }
        return .none
      case .present:
        state.child = Child()
        return .none
      }
    }
  }
}
