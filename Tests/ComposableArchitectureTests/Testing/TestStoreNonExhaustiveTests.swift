import ComposableArchitecture
import XCTest

/// Non-exhaustive test stores check only what the test asserts.
@MainActor
final class TestStoreNonExhaustiveTests: XCTestCase {
  func testPartialStateAssertionPassesWhenOtherFieldsChanged() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      store.exhaustivity = .off
      await store.send(.incrementAndRename("Blob")) {
        $0.count = 1
      }
      XCTAssertEqual(store.state, Probe.State(count: 1, text: "Blob"))
    }
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  func testStateChangeWithoutClosurePasses() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    store.exhaustivity = .off
    await store.send(.incrementAndRename("Blob"))
    await store.send(.increment) {
      $0.count = 2
    }
  }

  func testWrongPartialAssertionStillFails() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      store.exhaustivity = .off
      line = #line + 1
      await store.send(.incrementAndRename("Blob")) {
        $0.count = 2
      }
    }
    XCTAssertSingleIssue(
      issues,
      containing: "A state change does not match expectation.",
      "−   count: 2,",
      "+   count: 1,",
      at: line
    )
  }

  func testReceiveSkipsOverUnrelatedReceivedActions() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      store.exhaustivity = .off
      await store.send(.runIncrementThenText)
      await store.receive(.textResponse("done")) {
        $0.text = "done"
      }
      XCTAssertEqual(store.state, Probe.State(count: 1, text: "done"))
    }
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  func testReceiveByCaseKeyPathSkipsOverUnrelatedReceivedActions() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    store.exhaustivity = .off
    await store.send(.runIncrementThenText)
    await store.receive(\.textResponse) {
      $0.text = "done"
    }
  }

  func testSendSkipsPendingReceivedActions() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      store.exhaustivity = .off
      await store.send(.sendIncrement)
      await store.send(.increment) {
        $0.count = 2
      }
    }
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  func testNoFailureForUnassertedReceivedActionsAtTheEnd() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      store.exhaustivity = .off
      await store.send(.sendIncrement)
      await store.send(.runIncrementThenText)
    }
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  func testFinishSkipsUnassertedReceivedActions() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      store.exhaustivity = .off
      await store.send(.runIncrementThenText)
      await store.finish()
      XCTAssertEqual(store.state, Probe.State(count: 1, text: "done"))
    }
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  func testNoFailureForEffectsStillRunningAtTheEnd() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      store.exhaustivity = .off
      await store.send(.delayedIncrement)
    }
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  func testReceiveStillFailsWhenTheActionNeverComes() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      store.exhaustivity = .off
      await store.send(.runIncrement)
      line = #line + 1
      await store.receive(.textResponse("done"))
    }
    XCTAssertSingleIssue(
      issues, containing: "Expected to receive the following action, but didn't:",
      at: line
    )
  }

  func testAssertChecksOnlyWhatItAsserts() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    store.exhaustivity = .off
    await store.send(.runIncrementThenText)
    await store.skipReceivedActions()
    store.assert {
      $0.text = "done"
    }
  }

  func testWithExhaustivityChangesExhaustivityForTheOperation() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      await store.withExhaustivity(.off) {
        XCTAssertEqual(store.exhaustivity, .off)
        await store.send(.incrementAndRename("Blob")) {
          $0.count = 1
        }
        await store.send(.runIncrementThenText)
        await store.receive(\.textResponse)
      }
      XCTAssertEqual(store.exhaustivity, .on)
      await store.send(.increment) {
        $0.count = 3
      }
      store.withExhaustivity(.off(showSkippedAssertions: true)) {
        XCTAssertEqual(store.exhaustivity, .off(showSkippedAssertions: true))
        store.assert {
          $0.count = 3
        }
      }
      XCTAssertEqual(store.exhaustivity, .on)
    }
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  func testExhaustiveStepsAfterNonExhaustiveOnesStillCheckEverything() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      await store.withExhaustivity(.off) {
        await store.send(.incrementAndRename("Blob")) {
          $0.count = 1
        }
      }
      line = #line + 1
      await store.send(.incrementAndRename("Blob")) {
        $0.count = 2
        $0.text = "Blob!"
      }
    }
    XCTAssertSingleIssue(
      issues,
      containing: "A state change does not match expectation",
      #"−   text: "Blob!""#,
      #"+   text: "Blob""#,
      at: line
    )
  }

  // MARK: - Showing skipped assertions

  func testShowSkippedAssertionsRecordsThemAsKnownIssues() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.incrementAndRename("Blob")) {
        $0.count = 1
      }
      await store.send(.runIncrementThenText)
      await store.receive(.textResponse("done")) {
        $0.text = "done"
      }
    }
    XCTAssertEqual(issues.map(\.isKnown), [true, true], issues.description)
    XCTAssertEqual(
      issues.first?.message,
      """
      Skipped assertions.

      A state change does not match expectation.

          \u{2007} Probe.State(
          \u{2007}   count: 1,
          −   text: ""
          +   text: "Blob"
          \u{2007} )

      (Expected: −, Actual: +)
      """
    )
    XCTAssertEqual(
      issues.last?.message,
      """
      Skipped assertions.

      1 received action was skipped.

      [
        [0]: .increment
      ]
      """
    )
  }

  func testShowSkippedAssertionsListsActionsLeftAtFinish() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.runIncrementThenText)
      await store.finish()
    }
    XCTAssertEqual(issues.map(\.isKnown), [true], issues.description)
    XCTAssertEqual(
      issues.first?.message,
      "Skipped assertions.\n\n" + unexpectedActionsText(".increment", ".textResponse")
    )
  }

  func testWithoutShowSkippedAssertionsNothingIsPrinted() async {
    let output = await captureStandardOutput {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      store.exhaustivity = .off
      await store.send(.incrementAndRename("Blob")) {
        $0.count = 1
      }
      await store.send(.runIncrementThenText)
      await store.receive(.textResponse("done")) {
        $0.text = "done"
      }
      await store.finish()
    }
    XCTAssertFalse(output.contains("Skipped"), output)
  }

  /// B-TS-08: under `.off(showSkippedAssertions: true)`, the end-of-test check of received
  /// actions left unasserted is a known issue; under `.off`, nothing.
  func testActionsLeftAtTheEndOfTheTestAreAKnownIssueWhenShowingSkippedAssertions() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.sendIncrement)
    }
    XCTAssertEqual(issues.map(\.isKnown), [true], issues.description)
    XCTAssertEqual(
      issues.first?.message, "Skipped assertions.\n\n" + unexpectedActionsText(".increment")
    )

    let silent = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      store.exhaustivity = .off
      await store.send(.sendIncrement)
    }
    XCTAssertEqual(silent.count, 0, silent.description)
  }

  /// B-TS-08: under `.off(showSkippedAssertions: true)`, the end-of-test check of effects still
  /// running is a known issue; under `.off`, nothing.
  func testEffectsStillRunningAtTheEndOfTheTestAreAKnownIssueWhenShowingSkippedAssertions() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.delayedIncrement)
    }
    XCTAssertEqual(issues.map(\.isKnown), [true], issues.description)
    XCTAssertEqual(issues.first?.message, "Skipped assertions.\n\n" + effectStillRunningText)

    let silent = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      store.exhaustivity = .off
      await store.send(.delayedIncrement)
    }
    XCTAssertEqual(silent.count, 0, silent.description)
  }
}
