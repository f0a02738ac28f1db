import ComposableArchitecture
import Testing

/// Each failure an exhaustive test store reports fails a Swift Testing test, with its message,
/// at the line of the step. ``TestStoreFailureTests`` checks the same under XCTest.
@MainActor
@Suite(.serialized)
struct TestStoreSwiftTestingFailureTests {
  @Test func stateMismatch() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      line.next()
      await store.send(.increment) {
        $0.count = 2
      }
    } matching: { issue in
      issue.matches(
        "A state change does not match expectation.",
        "−   count: 2,",
        "+   count: 1,",
        "(Expected: −, Actual: +)",
        at: line.value
      )
    }
  }

  @Test func stateChangeWithoutClosure() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      line.next()
      await store.send(.increment)
    } matching: { issue in
      issue.matches(
        "State was not expected to change, but a change occurred.",
        "−   count: 0,",
        "+   count: 1,",
        at: line.value
      )
    }
  }

  @Test func closureThatDoesNotChangeState() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      line.next()
      await store.send(.noop) {
        $0.count = 0
      }
    } matching: { issue in
      issue.matches("Expected state to change, but no change occurred.", at: line.value)
    }
  }

  @Test func receivedStateMismatch() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      await store.send(.runIncrement)
      line.next()
      await store.receive(.increment) {
        $0.count = 3
      }
    } matching: { issue in
      issue.matches("A state change does not match expectation", "−   count: 3,", at: line.value)
    }
  }

  @Test func unhandledReceivedActionBeforeSend() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      await store.send(.sendNoop)
      line.next()
      await store.send(.noop)
      await store.receive(.noop)
    } matching: { issue in
      issue.matches(
        "Must handle 1 received action before sending an action.", "[0]: .noop", at: line.value
      )
    }
  }

  @Test func unhandledReceivedActionAtEndOfTest() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      line.next()
      await store.send(.sendIncrement)
    } matching: { issue in
      issue.matches(
        "The store received 1 unexpected action.", "  Unhandled actions:\n    .increment",
        at: line.value
      )
    }
  }

  @Test func receiveTimesOut() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      let task = await store.send(.delayedIncrement)
      line.next()
      await store.receive(.increment, timeout: .milliseconds(100))
      await task.cancel()
    } matching: { issue in
      issue.matches(
        "Expected to receive an action, but received none after 0.1 seconds.",
        at: line.value
      )
    }
  }

  @Test func receiveWithNothingInFlight() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      line.next()
      await store.receive(\.increment)
    } matching: { issue in
      issue.matches(
        "Expected to receive an action matching case path, but didn't get one.", at: line.value
      )
    }
  }

  @Test func receivedUnexpectedAction() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      await store.send(.runIncrement)
      line.next()
      await store.receive(.textResponse("done"))
    } matching: { issue in
      issue.matches(
        "Received unexpected action:",
        #"− Probe.Action.textResponse("done")"#,
        "+ Probe.Action.increment",
        "(Expected: −, Received: +)",
        at: line.value
      )
    }
  }

  @Test func effectStillRunningAtEndOfTest() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      line.next()
      await store.send(.delayedIncrement)
    } matching: { issue in
      issue.matches(
        "An effect returned for this action is still running. It must complete before the end",
        at: line.value
      )
    }
  }

  @Test func finishTimesOut() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      let task = await store.send(.delayedIncrement)
      line.next()
      await store.finish(timeout: .milliseconds(100))
      await task.cancel()
    } matching: { issue in
      issue.matches(
        "Expected effects to finish, but there are still effects in-flight after 0.1 seconds.",
        at: line.value
      )
    }
  }

  @Test func strictSkipReceivedActionsWithNothingToSkip() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      line.next()
      await store.skipReceivedActions(strict: true)
    } matching: { issue in
      issue.matches("There were no received actions to skip.", at: line.value)
    }
  }

  @Test func strictSkipInFlightEffectsWithNothingToSkip() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      line.next()
      await store.skipInFlightEffects()
    } matching: { issue in
      issue.matches("There were no in-flight effects to skip.", at: line.value)
    }
  }

  @Test func unimplementedDependency() async {
    await withKnownIssue {
      let store = TestStore(initialState: FactCounter.State()) {
        FactCounter()
      }
      await store.send(.numberFactButtonTapped)
      await store.receive(\.numberFactResponse, "") {
        $0.numberFact = ""
      }
    } matching: { issue in
      issue.description.contains("Unimplemented")
        && issue.description.contains("FactClient.fetch")
    }
  }

  @Test func nonExhaustiveWrongAssertion() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      store.exhaustivity = .off
      line.next()
      await store.send(.incrementAndRename("Blob")) {
        $0.text = "Blob!"
      }
    } matching: { issue in
      issue.matches("A state change does not match expectation", at: line.value)
    }
  }
}
