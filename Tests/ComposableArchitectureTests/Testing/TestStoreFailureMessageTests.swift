import ComposableArchitecture
import XCTest

/// The whole text of each issue a test store reports, word for word as TCA reports it, since
/// users match it in `XCTExpectFailure`/`withKnownIssue` and read it in CI logs. One test per
/// message; ``TestStoreFailureTests`` checks where each is reported and how.
@MainActor
final class TestStoreFailureMessageTests: XCTestCase {
  func testStateMismatch() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      line = #line + 1
      await store.send(.increment) { $0.count = 2 }
    }
    XCTAssertSingleIssue(
      issues,
      is: """
        A state change does not match expectation.

            \u{2007} Probe.State(
            −   count: 2,
            +   count: 1,
            \u{2007}   text: ""
            \u{2007} )

        (Expected: −, Actual: +)
        """,
      at: line
    )
  }

  func testUnexpectedStateChange() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      line = #line + 1
      await store.send(.increment)
    }
    XCTAssertSingleIssue(
      issues,
      is: """
        State was not expected to change, but a change occurred.

            \u{2007} Probe.State(
            −   count: 0,
            +   count: 1,
            \u{2007}   text: ""
            \u{2007} )

        (Expected: −, Actual: +)
        """,
      at: line
    )
  }

  func testNoStateChange() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      line = #line + 1
      await store.send(.noop) { $0.count = 0 }
    }
    XCTAssertSingleIssue(
      issues,
      is: """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is \
        expected, omit the trailing closure.
        """,
      at: line
    )
  }

  func testOneUnexpectedAction() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      line = #line + 1
      await store.send(.sendNoop)
    }
    XCTAssertSingleIssue(
      issues,
      is: unexpectedActionsText(".noop"),
      at: line
    )
  }

  func testSeveralUnexpectedActions() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State(text: "done")) { Probe() }
      line = #line + 1
      await store.send(.runNoopThenText)
    }
    XCTAssertSingleIssue(
      issues,
      is: unexpectedActionsText(".noop", ".textResponse"),
      at: line
    )
  }

  func testMustHandleOneReceivedAction() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      await store.send(.sendNoop)
      line = #line + 1
      await store.send(.noop)
      await store.receive(.noop)
    }
    XCTAssertSingleIssue(
      issues,
      is: """
        Must handle 1 received action before sending an action.

        Unhandled actions: [
          [0]: .noop
        ]
        """,
      at: line
    )
  }

  func testMustHandleSeveralReceivedActions() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State(text: "done")) { Probe() }
      await store.send(.runNoopThenText)
      line = #line + 1
      await store.send(.noop)
      await store.skipReceivedActions()
    }
    XCTAssertSingleIssue(
      issues.filter { !$0.isKnown },
      is: """
        Must handle 2 received actions before sending an action.

        Unhandled actions: [
          [0]: .noop,
          [1]: .textResponse("done")
        ]
        """,
      at: line
    )
  }

  func testExpectedActionNotReceived() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      line = #line + 1
      await store.receive(.increment)
    }
    XCTAssertSingleIssue(
      issues,
      is: """
        Expected to receive the following action, but didn't:

          Probe.Action.increment
        """,
      at: line
    )
  }

  func testReceivedUnexpectedAction() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      await store.send(.sendNoop)
      line = #line + 1
      await store.receive(.increment)
    }
    XCTAssertSingleIssue(
      issues,
      is: """
        Received unexpected action:

            − Probe.Action.increment
            + Probe.Action.noop

        (Expected: −, Received: +)
        """,
      at: line
    )
  }

  func testReceivedUnexpectedActionBeforeTheExpectedOne() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State(text: "done")) { Probe() }
      await store.send(.runNoopThenText)
      line = #line + 1
      await store.receive(.textResponse("done"))
      await store.receive(.textResponse("done"))
    }
    XCTAssertSingleIssue(
      issues,
      is: """
        Received unexpected action:

            − Probe.Action.textResponse("done")
            + Probe.Action.noop

        (Expected: −, Received: +)
        """,
      at: line
    )
  }

  func testNoActionMatchingCasePath() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      line = #line + 1
      await store.receive(\.increment)
    }
    XCTAssertSingleIssue(
      issues,
      is: "Expected to receive an action matching case path, but didn't get one.",
      at: line
    )
  }

  func testNoActionMatchingPredicate() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      line = #line + 1
      await store.receive { $0 == .increment }
    }
    XCTAssertSingleIssue(
      issues,
      is: "Expected to receive an action matching predicate, but didn't get one.",
      at: line
    )
  }

  func testNoMatchingActionWhenNotExhaustive() async {
    let (issues, line) = await self.receiveWhileAnEffectSleeps(exhaustivity: .off, timeout: .zero)
    XCTAssertSingleIssue(
      issues,
      is: """
        Expected to receive a matching action, but received none.

        \(inFlightSuggestion)
        """,
      at: line
    )
  }

  func testNoActionReceivedBeforeTheTimeout() async {
    let (issues, line) = await self.receiveWhileAnEffectSleeps(
      exhaustivity: .on, timeout: .milliseconds(100)
    )
    XCTAssertSingleIssue(
      issues,
      is: """
        Expected to receive an action, but received none after 0.1 seconds.

        \(inFlightSuggestion)
        """,
      at: line
    )
  }

  /// Receives `increment` while the only effect sleeps on a clock the test never advances;
  /// returns the issues and the line of the `receive`.
  private func receiveWhileAnEffectSleeps(
    exhaustivity: Exhaustivity,
    timeout: Duration
  ) async -> (issues: [RecordedIssue], line: UInt) {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      store.exhaustivity = exhaustivity
      let task = await store.send(.delayedIncrement)
      line = #line + 1
      await store.receive(.increment, timeout: timeout)
      await task.cancel()
    }
    return (issues, line)
  }

  func testDismissedTestStore() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Dismissible.State()) { Dismissible() }
      await store.send(.closeButtonTapped)
      line = #line + 1
      await store.send(.closeButtonTapped)
    }
    XCTAssertSingleIssue(issues, is: "Can't send action to dismissed test store.", at: line)
  }

  func testEffectStillRunning() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      line = #line + 1
      await store.send(.delayedIncrement)
    }
    XCTAssertSingleIssue(
      issues,
      is: effectStillRunningText,
      at: line
    )
  }

  func testActionSentFromCompletedEffect() async {
    let issues = await recordIssues {
      let escaped = EscapedSend()
      let store = TestStore(initialState: Probe.State()) {
        Probe()
        Reduce { _, action in
          guard case .noop = action else { return .none }
          return .run { send in await MainActor.run { escaped.send = send } }
        }
      }
      await store.send(.noop)
      await escaped.send?(.increment)
      await store.receive(.increment) { $0.count = 1 }
    }
    XCTAssertEqual(issues.count, 1, issues.description)
    XCTAssertEqual(
      issues.first?.message,
      """
      An action was sent from a completed effect.

        Action:
          Probe.Action.increment

        Effect returned from:
          Probe.Action.noop

      Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
      completed. This can happen if you escape the 'send' argument in an unstructured context.

      To fix this, make sure that your 'run' closure does not return until you're done calling \
      'send'.
      """
    )
  }

  /// BEHAVIOUR.md B-ST-05: `effect.run.unhandledError`, exact text.
  func testUnhandledEffectError() async {
    let line: UInt = #line + 5
    var sendLine: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Reduce<Probe.State, Probe.Action> { _, _ in
          .run { _ in throw EffectFailure() }
        }
      }
      sendLine = #line + 1
      await store.send(.noop)
    }
    // The effect runs in the context of the step that started it, which is where the issue
    // points; the message names where the effect was returned.
    XCTAssertSingleIssue(
      issues,
      is: """
        An "Effect.run" returned from "ComposableArchitectureTests/\
        TestStoreFailureMessageTests.swift:\(line)" threw an unhandled error.

            EffectFailure()

        All non-cancellation errors must be explicitly handled via the "catch" parameter on \
        "Effect.run", or via a "do" block.
        """,
      at: sendLine
    )
  }
}

private struct EffectFailure: Error {}

/// The advice of a `receive` that timed out with an explicit timeout.
private let inFlightSuggestion = """
  There are effects in-flight. If the effect that delivers this action uses a clock/scheduler \
  (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait enough time for it to \
  perform the effect. If you are using a test clock/scheduler, advance it so that the effects \
  may complete, or consider using an immediate clock/scheduler to immediately perform the \
  effect instead.

  If you are not yet using a clock/scheduler, or can not use a clock/scheduler, try increasing \
  the duration of this assertion's "timeout".
  """

/// Holds the `send` of an effect that escaped it, to send after the effect completed.
@MainActor
private final class EscapedSend: Sendable {
  var send: Send<Probe.Action>?
}
