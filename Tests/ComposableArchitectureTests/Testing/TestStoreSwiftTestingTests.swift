import ComposableArchitecture
import Testing

/// TestStore flows under Swift Testing: the README counter, a timer, non-exhaustive tests and
/// their skipped assertions, which are known issues that do not fail the test.
@MainActor
@Suite(.serialized)
struct TestStoreSwiftTestingTests {
  @Test func counterFlow() async {
    let store = TestStore(initialState: FactCounter.State()) {
      FactCounter()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number Brent" }
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(\.decrementButtonTapped) {
      $0.count = 0
    }
    await store.send(.numberFactButtonTapped)
    await store.receive(\.numberFactResponse, "0 is a good number Brent") {
      $0.numberFact = "0 is a good number Brent"
    }
  }

  @Test func timerFlow() async {
    let clock = TestClock()
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startButtonTapped) {
      $0.isTimerRunning = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 1
    }
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 2
    }
    await store.send(.stopButtonTapped) {
      $0.isTimerRunning = false
    }

    let task = await store.send(.task)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 3
    }
    await task.cancel()
  }

  @Test func rowsThroughIdentifiedAction() async {
    let store = TestStore(initialState: RowList.State()) {
      RowList()
    }
    await store.send(\.rows[id: 1].loadButtonTapped) {
      $0.rows[id: 1]?.isLoading = true
    }
    await store.receive(\.rows[id: 1].response, 10) {
      $0.rows[id: 1]?.isLoading = false
      $0.rows[id: 1]?.value = 10
    }
  }

  @Test func nonExhaustiveChecksOnlyWhatTheTestAsserts() async {
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
    await store.send(.sendIncrement)
    // The action `.sendIncrement` fed back is skipped by the next step, here `finish`.
    await store.finish()
    #expect(store.state == Probe.State(count: 3, text: "done"))
  }

  /// Passes, with known issues that list what the test did not assert.
  @Test func showSkippedAssertionsPassesWithKnownIssues() async {
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
    await store.send(.sendIncrement)
    await store.finish()
  }

  /// Recorded as known issues: inside `withKnownIssue` for Swift Testing's own reporter, as
  /// expected issues for any other (here a recorder).
  @Test func showSkippedAssertionsAreRecordedAsKnownIssues() async {
    let line = StepLine()
    let issues = await recordIssues {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      store.exhaustivity = .off(showSkippedAssertions: true)
      line.next()
      await store.send(.incrementAndRename("Blob")) {
        $0.count = 1
      }
      await store.send(.runIncrementThenText)
      await store.receive(.textResponse("done")) {
        $0.text = "done"
      }
    }
    #expect(issues.count == 2, "\(issues)")
    #expect(issues.allSatisfy { $0.isKnown }, "\(issues)")
    #expect(issues.allSatisfy { $0.message.hasPrefix("Skipped assertions.\n\n") }, "\(issues)")
    #expect(issues.first?.line == UInt(line.value))
    #expect(issues.first?.message.contains("A state change does not match expectation") == true)
    #expect(issues.first?.message.contains(#"+   text: "Blob""#) == true)
    #expect(issues.last?.message.contains("1 received action was skipped.") == true)
  }

  @Test func withExhaustivity() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    await store.withExhaustivity(.off) {
      await store.send(.incrementAndRename("Blob")) {
        $0.count = 1
      }
    }
    #expect(store.exhaustivity == .on)
    await store.send(.increment) {
      $0.count = 2
    }
  }

  /// The cost of a TestStore step under Swift Testing, printed; nothing is asserted about time.
  @Test func thousandSendReceiveSteps() async {
    let steps = 1_000
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    let clock = ContinuousClock()
    let start = clock.now
    for step in 1...steps {
      await store.send(.runIncrement)
      await store.receive(.increment) {
        $0.count = step
      }
    }
    let elapsed = clock.now - start
    #expect(store.state.count == steps)
    let (seconds, attoseconds) = elapsed.components
    let microseconds = Double(seconds) * 1e6 + Double(attoseconds) / 1e12
    print(
      "TestStore step under Swift Testing (send + receive of a .run effect): "
        + "\((microseconds / Double(steps) * 10).rounded() / 10) µs on average over \(steps) steps"
    )
  }
}
