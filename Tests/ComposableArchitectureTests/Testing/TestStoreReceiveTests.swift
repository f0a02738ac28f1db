import ComposableArchitecture
import XCTest

@MainActor
final class TestStoreReceiveTests: XCTestCase {
  func testReceiveEquatableAction() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    await store.send(.runIncrement)
    await store.receive(.increment) {
      $0.count = 1
    }
  }

  func testReceivePredicate() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    await store.send(.runIncrementThenText)
    await store.receive({ $0 == .increment }) {
      $0.count = 1
    }
    await store.receive({ action in
      guard case let .textResponse(text) = action else { return false }
      return text.hasPrefix("do")
    }) {
      $0.text = "done"
    }
  }

  func testReceiveCaseKeyPath() async {
    let store = TestStore(initialState: FactCounter.State()) {
      FactCounter()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number" }
    }
    await store.send(.numberFactButtonTapped)
    await store.receive(\.numberFactResponse) {
      $0.numberFact = "0 is a good number"
    }
  }

  func testReceiveCaseKeyPathToVoidCase() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    await store.send(.runIncrement)
    await store.receive(\.increment) {
      $0.count = 1
    }
  }

  func testReceiveCaseKeyPathAndValue() async {
    let store = TestStore(initialState: FactCounter.State()) {
      FactCounter()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number" }
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.numberFactButtonTapped)
    await store.receive(\.numberFactResponse, "1 is a good number") {
      $0.numberFact = "1 is a good number"
    }
  }

  func testReceiveThroughIdentifiedAction() async {
    let store = TestStore(initialState: RowList.State()) {
      RowList()
    }
    await store.send(.rows(.element(id: 1, action: .loadButtonTapped))) {
      $0.rows[id: 1]?.isLoading = true
    }
    await store.receive(\.rows[id: 1].response) {
      $0.rows[id: 1]?.isLoading = false
      $0.rows[id: 1]?.value = 10
    }
    await store.send(\.rows[id: 2].loadButtonTapped) {
      $0.rows[id: 2]?.isLoading = true
    }
    await store.receive(\.rows[id: 2].response, 20) {
      $0.rows[id: 2]?.isLoading = false
      $0.rows[id: 2]?.value = 20
    }
  }

  func testReceiveThroughIdentifiedActionByEquatableAction() async {
    let store = TestStore(initialState: RowList.State()) {
      RowList()
    }
    await store.send(.rows(.element(id: 2, action: .loadButtonTapped))) {
      $0.rows[id: 2]?.isLoading = true
    }
    await store.receive(.rows(.element(id: 2, action: .response(20)))) {
      $0.rows[id: 2]?.isLoading = false
      $0.rows[id: 2]?.value = 20
    }
  }

  func testReceiveActionFedBackSynchronously() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    await store.send(.sendIncrement)
    await store.receive(.increment) {
      $0.count = 1
    }
  }

  func testReceiveWithoutClosureWhenStateDoesNotChange() async {
    let store = TestStore(initialState: Probe.State(text: "done")) {
      Probe()
    }
    await store.send(.runIncrementThenText)
    await store.receive(.increment) {
      $0.count = 1
    }
    await store.receive(.textResponse("done"))
  }

  func testReceiveWaitsForAClockDrivenEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.delayedIncrement)
    await clock.advance(by: .seconds(1))
    await store.receive(.increment, timeout: .seconds(1)) {
      $0.count = 1
    }
  }

  func testReceiveTimeoutsInNanosecondsAndDurations() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    await store.send(.runIncrementThenText)
    await store.receive(.increment, timeout: 500_000_000) {
      $0.count = 1
    }
    await store.receive(\.textResponse, timeout: .milliseconds(500)) {
      $0.text = "done"
    }
    await store.send(.runIncrement)
    await store.receive(\.increment, timeout: 500_000_000) {
      $0.count = 2
    }
    await store.send(.runIncrementThenText)
    await store.receive({ $0 == .increment }, timeout: .milliseconds(500)) {
      $0.count = 3
    }
    await store.receive(\.textResponse, "done", timeout: .milliseconds(500))
  }

  func testFinishWaitsForEffects() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    await store.send(.runIncrementThenText)
    await store.receive(.increment) {
      $0.count = 1
    }
    await store.receive(.textResponse("done")) {
      $0.text = "done"
    }
    await store.finish()
    await store.finish(timeout: .milliseconds(100))
  }

  func testSkipReceivedActionsInExhaustiveMode() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    await store.send(.runIncrementThenText)
    await store.skipReceivedActions()
    XCTAssertEqual(store.state, Probe.State(count: 1, text: "done"))
    await store.send(.increment) {
      $0.count = 2
    }
  }

  func testSkipReceivedActionsNotStrict() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    await store.skipReceivedActions(strict: false)
    await store.skipInFlightEffects(strict: false)
  }

  func testSkipInFlightEffectsInExhaustiveMode() async {
    let clock = TestClock()
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startButtonTapped) {
      $0.isTimerRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 1
    }
    // A known issue (a skipped assertion); the timer runs on, and the test no longer has to
    // see it finish.
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 2
    }
  }
}
