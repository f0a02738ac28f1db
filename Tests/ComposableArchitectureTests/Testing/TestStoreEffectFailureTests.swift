import ComposableArchitecture
import XCTest

/// The failures about effects: still running at the end of a test, not finishing in time, and
/// strict skips with nothing to skip.
@MainActor
final class TestStoreEffectFailureTests: XCTestCase {
  func testEffectStillRunningAtEndOfTestIsReportedAtItsSend() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      line = #line + 1
      await store.send(.delayedIncrement)
      await store.send(.increment) {
        $0.count = 1
      }
    }
    XCTAssertSingleIssue(
      issues,
      containing: "An effect returned for this action is still running. It must complete before "
        + "the end of the test.\n\n",
      #"perform "await store.finish()" at the end of your test"#,
      #"If you do not wish to assert on these effects, perform "await store.skipInFlightEffects()""#,
      at: line
    )
  }

  func testEachRunningEffectIsReportedAtItsOwnSend() async {
    var lines: [UInt] = []
    let issues = await recordIssues {
      let clock = TestClock()
      let store = TestStore(initialState: TimerFeature.State()) {
        TimerFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      lines.append(#line + 1)
      await store.send(.task)
      lines.append(#line + 1)
      await store.send(.startButtonTapped) {
        $0.isTimerRunning = true
      }
    }
    XCTAssertEqual(issues.count, 2, issues.description)
    for (issue, line) in zip(issues.sorted { $0.line < $1.line }, lines) {
      XCTAssertIssue(
        issue, containing: ["An effect returned for this action is still running"], at: line
      )
    }
  }

  func testFinishTimingOutIsReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      let task = await store.send(.delayedIncrement)
      line = #line + 1
      await store.finish(timeout: .milliseconds(100))
      await task.cancel()
    }
    XCTAssertSingleIssue(
      issues,
      containing: "Expected effects to finish, but there are still effects in-flight after 0.1 "
        + "seconds.",
      #"try increasing the duration of this assertion's "timeout""#,
      at: line
    )
  }

  func testFinishTimingOutWithNanosecondsIsReported() async {
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
      await store.finish()
      await task.cancel()
    }
    XCTAssertSingleIssue(
      issues,
      containing: "Expected effects to finish, but there are still effects in-flight after 0.1 "
        + "seconds.",
      #"configure this assertion with an explicit "timeout""#,
      at: line
    )
  }

  func testFinishTimingOutAlsoLeavesTheEffectRunningAtTheEnd() async {
    var sendLine: UInt = 0
    var finishLine: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      sendLine = #line + 1
      await store.send(.delayedIncrement)
      finishLine = #line + 1
      await store.finish(timeout: 100_000_000)
    }
    XCTAssertEqual(issues.count, 2, issues.description)
    guard issues.count == 2 else { return }
    XCTAssertIssue(issues[0], containing: ["Expected effects to finish"], at: finishLine)
    XCTAssertIssue(
      issues[1], containing: ["An effect returned for this action is still running"],
      at: sendLine
    )
  }

  func testTaskFinishTimingOutIsReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      let task = await store.send(.delayedIncrement)
      line = #line + 1
      await task.finish(timeout: .milliseconds(100))
      await task.cancel()
    }
    XCTAssertSingleIssue(
      issues,
      containing: "Expected task to finish, but it is still in-flight after 0.1 seconds.",
      at: line
    )
  }

  func testStrictSkipReceivedActionsWithNothingToSkipIsReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      line = #line + 1
      await store.skipReceivedActions()
    }
    XCTAssertSingleIssue(issues, containing: "There were no received actions to skip.", at: line)
  }

  func testStrictSkipInFlightEffectsWithNothingToSkipIsReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      line = #line + 1
      await store.skipInFlightEffects(strict: true)
    }
    XCTAssertSingleIssue(issues, containing: "There were no in-flight effects to skip.", at: line)
  }

  func testNonStrictSkipsWithNothingToSkipAreSilent() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      await store.skipReceivedActions(strict: false)
      await store.skipInFlightEffects(strict: false)
    }
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  func testSkippingInFlightEffectsPreventsTheEndOfTestFailure() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.delayedIncrement)
      await store.skipInFlightEffects()
    }
    // Only the skip itself, as a known issue (a skipped assertion), which fails no test.
    XCTAssertEqual(issues.map(\.isKnown), [true], issues.description)
  }

  func testCancellingTheTaskPreventsTheEndOfTestFailure() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      let task = await store.send(.delayedIncrement)
      await task.cancel()
    }
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  func testUnhandledEffectErrorIsReported() async {
    struct FactError: Error {}
    let issues = await recordIssues {
      let store = TestStore(initialState: FactCounter.State()) {
        FactCounter()
      } withDependencies: {
        $0.factClient.fetch = { _ in throw FactError() }
      }
      await store.send(.numberFactButtonTapped)
      await store.finish()
    }
    XCTAssertEqual(issues.count, 1, issues.description)
    XCTAssertTrue(
      issues.first?.message.contains(#"An "Effect.run" returned from"#) == true,
      issues.description
    )
    XCTAssertTrue(
      issues.first?.message.contains("threw an unhandled error") == true, issues.description
    )
  }
}
