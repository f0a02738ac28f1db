import ComposableArchitecture
import XCTest

/// Long-living effects driven by a `TestClock`: a timer that ticks as the test advances the
/// clock, stopped by cancellation, and a debounced search.
@MainActor
final class TimerFlowTests: XCTestCase {
  func testTimerTicksAsTheClockAdvancesAndStops() async {
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
    await clock.advance(by: .seconds(2))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 2
    }
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 3
    }
    await store.send(.stopButtonTapped) {
      $0.isTimerRunning = false
    }
    // The timer was cancelled: advancing the clock feeds nothing back.
    await clock.advance(by: .seconds(10))
  }

  func testNoTickBeforeTheIntervalElapses() async {
    let clock = TestClock()
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startButtonTapped) {
      $0.isTimerRunning = true
    }
    await clock.advance(by: .milliseconds(999))
    await store.send(.stopButtonTapped) {
      $0.isTimerRunning = false
    }
  }

  func testRestartingTheTimerCancelsTheOneInFlight() async {
    let clock = TestClock()
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startButtonTapped) {
      $0.isTimerRunning = true
    }
    await clock.advance(by: .milliseconds(500))
    // `cancelInFlight: true`: the first timer is replaced, so only one timer ticks.
    await store.send(.startButtonTapped)
    await clock.advance(by: .milliseconds(500))
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 1
    }
    await store.send(.stopButtonTapped) {
      $0.isTimerRunning = false
    }
  }

  func testSleepLoopTimerStopsWhenItsTaskIsCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    let task = await store.send(.task)
    for second in 1...3 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTicked) {
        $0.secondsElapsed = second
      }
    }
    await task.cancel()
    XCTAssertTrue(task.isCancelled)
    await clock.advance(by: .seconds(10))
  }

  func testClockRunDeliversEveryTickOfAFiniteWait() async {
    let clock = TestClock()
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.delayedIncrement)
    await clock.run()
    await store.receive(.increment) {
      $0.count = 1
    }
  }

  // MARK: - Debounce

  func testDebounceDeliversOnlyTheLastQuery() async {
    let clock = TestClock()
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.queryChanged("c")) {
      $0.query = "c"
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("co")) {
      $0.query = "co"
    }
    // 300 ms after "c", but only 100 ms after "co": the first search was cancelled.
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("com")) {
      $0.query = "com"
    }
    await clock.advance(by: .milliseconds(299))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.searchResponse, ["com 1", "com 2"]) {
      $0.results = ["com 1", "com 2"]
    }
  }

  func testClearingTheQueryCancelsTheSearch() async {
    let clock = TestClock()
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.queryChanged("c")) {
      $0.query = "c"
    }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("")) {
      $0.query = ""
    }
    await clock.advance(by: .seconds(1))
  }
}
