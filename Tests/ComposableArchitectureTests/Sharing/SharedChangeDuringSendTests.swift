import ComposableArchitecture
import Testing
import XCTest

/// `.tap` answers `.send(.response)`, whose reducer toggles a shared value: the change is made
/// while `.response` is reduced during `send(.tap)`.
@Reducer
private struct Toggler {
  @ObservableState
  struct State: Equatable {
    @Shared(value: false) var bool
  }
  enum Action: Equatable {
    case tap
    case response
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        return .send(.response)
      case .response:
        state.$bool.withLock { $0.toggle() }
        return .none
      }
    }
  }
}

/// A shared change made while a `.send` effect's action is reduced during `send` belongs to that
/// `send` step, as in TCA 1.25, whose test store reduces those actions before the step's
/// assertion (issue 49, point 4; Compatibility.md's notes say what a later major version could
/// do instead).
@MainActor
final class SharedChangeDuringSendTests: XCTestCase {
  func testChangeIsAssertedOnTheSendStep() async {
    let store = TestStore(initialState: Toggler.State()) { Toggler() }
    await store.send(.tap) {
      $0.$bool.withLock { $0 = true }
    }
    await store.receive(.response)
  }

  /// The other way round fails, as on TCA: the send step changed the shared value unasserted.
  func testChangeAssertedOnTheReceiveStepFails() async {
    var sendLine: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Toggler.State()) { Toggler() }
      sendLine = #line + 1
      await store.send(.tap)
      await store.receive(.response) {
        $0.$bool.withLock { $0 = true }
      }
    }
    XCTAssertEqual(issues.count, 1)
    XCTAssertEqual(issues.first?.line, sendLine)
    XCTAssertEqual(
      issues.first?.message.hasPrefix("State was not expected to change, but a change occurred."),
      true
    )
  }
}

@MainActor
@Suite struct SharedChangeDuringSendSwiftTestingTests {
  @Test func changeIsAssertedOnTheSendStep() async {
    let store = TestStore(initialState: Toggler.State()) { Toggler() }
    await store.send(.tap) {
      $0.$bool.withLock { $0 = true }
    }
    await store.receive(.response)
  }

  @Test func changeAssertedOnTheReceiveStepFails() async {
    await withKnownIssue {
      let store = TestStore(initialState: Toggler.State()) { Toggler() }
      await store.send(.tap)
      await store.receive(.response) {
        $0.$bool.withLock { $0 = true }
      }
    }
  }
}
