import ComposableArchitecture
import XCTest

/// Each failure an exhaustive test store reports, with its message and the line it points at,
/// under XCTest. ``TestStoreSwiftTestingFailureTests`` checks the same under Swift Testing.
@MainActor
final class TestStoreFailureTests: XCTestCase {
  // MARK: - State

  func testStateMismatchIsReportedWithDiff() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      line = #line + 1
      await store.send(.increment) {
        $0.count = 2
      }
    }
    XCTAssertSingleIssue(
      issues,
      containing: "A state change does not match expectation.",
      """
          \u{2007} Probe.State(
          −   count: 2,
          +   count: 1,
          \u{2007}   text: ""
          \u{2007} )
      """,
      "(Expected: −, Actual: +)",
      at: line
    )
  }

  func testStateChangeWithoutClosureIsReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      line = #line + 1
      await store.send(.increment)
    }
    XCTAssertSingleIssue(
      issues,
      containing: "State was not expected to change, but a change occurred.",
      "−   count: 0,",
      "+   count: 1,",
      "(Expected: −, Actual: +)",
      at: line
    )
  }

  func testClosureThatDoesNotChangeStateIsReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      line = #line + 1
      await store.send(.noop) {
        $0.count = 0
      }
    }
    XCTAssertSingleIssue(
      issues,
      containing: "Expected state to change, but no change occurred.",
      "If no change to state is expected, omit the trailing closure.",
      at: line
    )
  }

  func testReceivedStateMismatchIsReportedAtTheReceive() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      await store.send(.runIncrement)
      line = #line + 1
      await store.receive(.increment) {
        $0.count = 3
      }
    }
    XCTAssertSingleIssue(
      issues,
      containing: "A state change does not match expectation.",
      "−   count: 3,",
      "+   count: 1,",
      at: line
    )
  }

  func testAssertMismatchIsReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      await store.send(.increment) {
        $0.count = 1
      }
      line = #line + 1
      store.assert {
        $0.text = "Blob"
      }
    }
    XCTAssertSingleIssue(
      issues,
      containing: "A state change does not match expectation.",
      #"−   text: "Blob""#,
      #"+   text: """#,
      at: line
    )
  }

  func testThrowingClosureIsReported() async {
    struct Failure: Error {}
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      line = #line + 1
      await store.send(.increment) { _ in
        throw Failure()
      }
    }
    XCTAssertSingleIssue(issues, containing: "Threw error: Failure()", at: line)
  }

  // MARK: - Received actions

  func testUnhandledReceivedActionBeforeSendIsReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      await store.send(.sendNoop)
      line = #line + 1
      await store.send(.noop)
      await store.receive(.noop)
    }
    XCTAssertSingleIssue(
      issues,
      containing: "Must handle 1 received action before sending an action.",
      """
      Unhandled actions: [
        [0]: .noop
      ]
      """,
      at: line
    )
  }

  func testUnhandledReceivedActionFromRunEffectBeforeSendIsReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State(text: "done")) {
        Probe()
      }
      await store.send(.runNoopThenText)
      await store.receive(.noop)
      line = #line + 1
      await store.send(.noop)
      await store.receive(.textResponse("done"))
    }
    XCTAssertSingleIssue(
      issues,
      containing: "Must handle 1 received action before sending an action.",
      #"[0]: .textResponse("done")"#,
      at: line
    )
  }

  func testUnhandledReceivedActionThatChangedStateIsAlsoAStateMismatchOnTheNextSend() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      await store.send(.sendIncrement)
      line = #line + 1
      await store.send(.noop)
      await store.skipReceivedActions()
    }.filter { !$0.isKnown }
    XCTAssertEqual(issues.count, 2, issues.description)
    guard issues.count == 2 else { return }
    // The state the test last asserted does not include what the unasserted action changed.
    XCTAssertIssue(issues[0], containing: ["Must handle 1 received action"], at: line)
    XCTAssertIssue(
      issues[1],
      containing: ["State was not expected to change, but a change occurred", "+   count: 1,"],
      at: line
    )
  }

  func testUnhandledReceivedActionAtEndOfTestIsReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      line = #line + 1
      await store.send(.sendIncrement)
    }
    XCTAssertSingleIssue(
      issues,
      containing: "The store received 1 unexpected action.",
      "  Unhandled actions:\n    .increment\n",
      at: line
    )
  }

  func testUnhandledReceivedActionsAtFinishAreReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      await store.send(.runIncrementThenText)
      await store.receive(.increment) {
        $0.count = 1
      }
      // Reported once, here: the end of the test does not report it again.
      line = #line + 1
      await store.finish()
    }
    XCTAssertSingleIssue(
      issues,
      containing: "The store received 1 unexpected action.",
      "  Unhandled actions:\n    .textResponse\n",
      at: line
    )
  }

  func testReceivingTheWrongActionIsReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      await store.send(.runIncrement)
      line = #line + 1
      await store.receive(.textResponse("done"))
    }
    XCTAssertSingleIssue(
      issues,
      containing: "Received unexpected action:",
      #"  − Probe.Action.textResponse("done")"#,
      "  + Probe.Action.increment",
      "(Expected: −, Received: +)",
      at: line
    )
  }

  func testReceivingAnActionBeforeTheExpectedOneIsReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      await store.send(.runIncrementThenText)
      line = #line + 1
      await store.receive(\.textResponse) {
        $0.text = "done"
      }
      await store.receive(\.textResponse) {
        $0.text = "done"
      }
    }
    XCTAssertSingleIssue(
      issues,
      containing: "Received unexpected action:\n\n",
      ".increment",
      at: line
    )
  }

  func testReceivingTheWrongValueIsReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      await store.send(.runIncrementThenText)
      await store.receive(.increment) {
        $0.count = 1
      }
      line = #line + 1
      await store.receive(\.textResponse, "finished") {
        $0.text = "finished"
      }
    }
    XCTAssertSingleIssue(
      issues,
      containing: "Received unexpected action:",
      #"  − Probe.Action.textResponse("finished")"#,
      #"  + Probe.Action.textResponse("done")"#,
      "(Expected: −, Actual: +)",
      at: line
    )
  }

  func testReceiveWithNothingInFlightIsReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      line = #line + 1
      await store.receive(.increment)
    }
    XCTAssertSingleIssue(
      issues,
      containing: "Expected to receive the following action, but didn't:",
      ".increment",
      at: line
    )
  }

  func testReceiveCaseKeyPathWithNothingInFlightIsReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: FactCounter.State()) {
        FactCounter()
      }
      line = #line + 1
      await store.receive(\.numberFactResponse)
    }
    XCTAssertSingleIssue(
      issues,
      containing: "Expected to receive an action matching case path, but didn't get one.",
      at: line
    )
  }

  func testReceiveTimingOutAfterTheStoreTimeoutIsReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      store.timeout = .milliseconds(100)
      let task = await store.send(.delayedIncrement)
      line = #line + 1
      await store.receive(\.increment)
      await task.cancel()
    }
    XCTAssertSingleIssue(
      issues,
      containing: "Expected to receive an action, but received none after 0.1 seconds.",
      #"configure this assertion with an explicit "timeout""#,
      at: line
    )
  }
}
