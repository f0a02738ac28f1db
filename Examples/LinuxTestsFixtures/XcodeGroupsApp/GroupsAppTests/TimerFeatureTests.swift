import ComposableArchitecture
import UIKit
import XCTest

@testable import GroupsApp

@MainActor
final class TimerFeatureTests: XCTestCase {
  func testTheTimerCountsDownOncePerSecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    XCTAssertEqual(store.state.remainingText, "25:00")
    await store.send(.startButtonTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.secondsRemaining = 1_499
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.secondsRemaining = 1_498
    }
    XCTAssertEqual(store.state.remainingText, "24:58")
    await store.send(.pauseButtonTapped) {
      $0.isRunning = false
    }
    await clock.advance(by: .seconds(5))
  }

  func testFinishingASessionCountsItAndStartsOver() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: TimerFeature.State(lengthMinutes: 5, secondsRemaining: 2)
    ) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startButtonTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.tick) {
      $0.secondsRemaining = 1
    }
    await store.receive(\.tick) {
      $0.isRunning = false
      $0.completedSessions = 1
      $0.secondsRemaining = 300
    }
    await store.receive(\.delegate, .sessionCompleted(minutes: 5))
  }

  func testResetStopsAndRestoresTheLength() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: TimerFeature.State(lengthMinutes: 10, secondsRemaining: 600)
    ) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off

    await store.send(.startButtonTapped)
    await clock.advance(by: .seconds(30))
    await store.skipReceivedActions()
    XCTAssertEqual(store.state.secondsRemaining, 570)
    await store.send(.resetButtonTapped) {
      $0.isRunning = false
      $0.secondsRemaining = 600
    }
    XCTAssertEqual(store.state.progress, 0)
  }

  func testTheLengthChangesOnlyWhileStopped() async {
    var state = TimerFeature.State()
    state.isRunning = true
    let store = TestStore(initialState: state) {
      TimerFeature()
    }

    await store.send(.lengthChanged(minutes: 50))
    await store.send(.pauseButtonTapped) {
      $0.isRunning = false
    }
    await store.send(.lengthChanged(minutes: 50)) {
      $0.lengthMinutes = 50
      $0.secondsRemaining = 3_000
    }
    await store.send(.lengthChanged(minutes: 2)) {
      $0.lengthMinutes = 5
      $0.secondsRemaining = 300
    }
  }

  func testTheRingTurnsGreenInTheLastMinute() {
    var state = TimerFeature.State()
    XCTAssertEqual(state.ringColor, .tintColor)
    state.secondsRemaining = 60
    XCTAssertEqual(state.ringColor, .systemGreen)
  }
}
