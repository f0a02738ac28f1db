import ComposableArchitecture
import XCTest

@testable import ComposableArchitectureDevTools

final class DevToolsRecorderTests: XCTestCase {
  @MainActor
  func testRecordsActionsPathsDiffsAndReceivedActions() async {
    let recorder = DevToolsRecorder<Counter.State, Counter.Action>(name: "Counter")
    let store = Store(initialState: Counter.State()) { Counter().devTools(recorder) }
    store.send(.increment)
    store.send(.child(.setText("Hi")))
    await store.send(.factButtonTapped).finish()

    let entries = recorder.entries
    XCTAssertEqual(entries.map(\.index), [1, 2, 3, 4, 5])
    XCTAssertEqual(
      entries.map(\.name), ["increment", "setText", "echo", "factButtonTapped", "factResponse"])
    XCTAssertEqual(entries.map(\.path), [[], ["child"], ["child"], [], []])
    XCTAssertEqual(entries.map(\.isReceived), [false, false, true, false, true])
    XCTAssertEqual(entries.map(\.changed), [true, true, false, false, true])
    XCTAssertEqual(entries[0].action, ".increment")
    XCTAssertEqual(entries[0].assignments, ["$0.count = 1"])
    XCTAssertEqual(entries[1].assignments, [#"$0.child.text = "Hi""#])
    XCTAssertEqual(entries[4].assignments, [#"$0.fact = "1 is a number""#])
    XCTAssertEqual(
      entries[0].diff,
      """
        Counter.State(
      -   count: 0,
      +   count: 1,
          child: Child.State(text: ""),
          fact: nil
        )
      """
    )
    XCTAssertNil(entries[2].diff)
    XCTAssertEqual(entries[3].effects.map(\.status), [.finished])
    XCTAssertEqual(recorder.stateDump(at: 0), String(customDumping: Counter.State()))
    XCTAssertEqual(recorder.state(at: 5)?.fact, "1 is a number")
    XCTAssertTrue(entries.allSatisfy { $0.duration >= 0 })
  }

  @MainActor
  func testAnActionSentAfterAnEffectIsReceivedAndTheUsersNextActionIsNot() async {
    // `.concatenate(.run, .send)`: the store sends the action from a task once the run is over,
    // as a dismissal does after its wait; an action the user sends meanwhile is not received.
    let (gate, openGate) = AsyncStream<Void>.makeStream()
    let recorder = DevToolsRecorder<Int, Sequenced>(name: "Sequenced")
    let store = Store(initialState: 0) {
      Reduce<Int, Sequenced> { state, action in
        switch action {
        case .start:
          return .concatenate(
            .run { _ in for await _ in gate { break } }, .send(.finished)
          )
        case .finished:
          state += 1
          return .none
        case .tap:
          state += 10
          return .none
        }
      }
      .devTools(recorder)
    }
    store.send(.start)
    store.send(.tap)
    openGate.yield()
    await waitUntil("the recorder to hold 3 actions") { recorder.count == 3 }

    let entries = recorder.entries
    XCTAssertEqual(entries.map(\.name), ["start", "tap", "finished"])
    XCTAssertEqual(entries.map(\.isReceived), [false, false, true])
    XCTAssertEqual(entries[0].effects.map(\.status), [.finished])
    XCTAssertEqual(store.withState { $0 }, 11)
  }

  @MainActor
  func testRecordsEffectOutcomes() async {
    let recorder = DevToolsRecorder<Counter.State, Counter.Action>()
    let store = Store(initialState: Counter.State()) { Counter().devTools(recorder) }
    await store.send(.failingButtonTapped).finish()
    store.send(.startTimer)
    await waitUntil("the timer's effect to be recorded as running") {
      recorder.entries.last?.effects.first?.status == .running
    }
    store.send(.stopTimer)
    await waitUntil("the timer's effect to be recorded as cancelled") {
      recorder.entries[1].effects.first?.status == .cancelled
    }

    let entries = recorder.entries
    XCTAssertEqual(entries[0].effects.map(\.status), [.failed])
    XCTAssertEqual(entries[0].effects.first?.error, "Counter.Failure()")
    XCTAssertEqual(entries[1].effects.map(\.status), [.cancelled])
    XCTAssertEqual(entries[1].effects.first?.cancelID, "Counter.CancelID.timer")
    XCTAssertEqual(entries[2].effects, [])
  }

  @MainActor
  func testKeepsAtMostMaxActionsWithFullStatesEveryInterval() async {
    let recorder = DevToolsRecorder<Counter.State, Counter.Action>(
      maxActions: 5, fullStateInterval: 3
    )
    let store = Store(initialState: Counter.State()) { Counter().devTools(recorder) }
    for _ in 1...12 { store.send(.increment) }

    let entries = recorder.entries
    XCTAssertEqual(entries.map(\.index), [8, 9, 10, 11, 12])
    // The first entry kept carries the full state, then every third action.
    XCTAssertEqual(entries.map { $0.state != nil }, [true, true, false, false, true])
    XCTAssertEqual(entries[0].state, String(customDumping: Counter.State(count: 8)))
    XCTAssertEqual(recorder.session.initialState, String(customDumping: Counter.State(count: 7)))
    XCTAssertNil(recorder.state(at: 7))
  }

  @MainActor
  func testPauseAndClear() async {
    let recorder = DevToolsRecorder<Counter.State, Counter.Action>()
    let store = Store(initialState: Counter.State()) { Counter().devTools(recorder) }
    store.send(.increment)
    recorder.isPaused = true
    store.send(.increment)
    recorder.isPaused = false
    store.send(.increment)
    XCTAssertEqual(recorder.entries.map(\.index), [1, 2])
    XCTAssertEqual(store.withState(\.count), 3)
    recorder.clear()
    XCTAssertEqual(recorder.count, 0)
    XCTAssertEqual(recorder.stateDump(at: 0), String(customDumping: Counter.State(count: 3)))
  }

  @MainActor
  func testJumpRestoresAnEarlierStateAndResumeReturnsToLive() async throws {
    let recorder = DevToolsRecorder<Counter.State, Counter.Action>()
    let store = Store(initialState: Counter.State()) { Counter().devTools(recorder) }
    XCTAssertThrowsError(try recorder.jump(to: 0))
    store.send(.increment)
    store.send(.increment)
    store.send(.child(.setText("Hi")))
    await waitUntil("the server to attach to the recorder") { recorder.isAttachedForTesting }

    try recorder.jump(to: 1)
    XCTAssertEqual(store.withState { $0 }, Counter.State(count: 1))
    XCTAssertEqual(recorder.jumpedIndex, 1)
    // Jumping records nothing.
    XCTAssertEqual(recorder.count, 4)

    try recorder.jump(to: 0)
    XCTAssertEqual(store.withState { $0 }, Counter.State())

    try recorder.resume()
    XCTAssertEqual(store.withState(\.count), 2)
    XCTAssertEqual(store.withState(\.child.text), "Hi")
    XCTAssertNil(recorder.jumpedIndex)
    XCTAssertThrowsError(try recorder.jump(to: 99)) {
      XCTAssertEqual(($0 as? DevToolsError)?.message, "Action #99 is no longer recorded.")
    }
  }
}

extension DevToolsRecorderTests {
  enum Sequenced: Equatable {
    case start
    case finished
    case tap
  }
}

extension DevToolsRecorder {
  var isAttachedForTesting: Bool { self.isAttached }
}
