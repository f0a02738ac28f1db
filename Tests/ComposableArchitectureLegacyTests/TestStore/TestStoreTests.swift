import ComposableArchitectureLegacy
import XCTest

private struct State: Equatable {
  var count = 0
}

private enum Action: Equatable {
  case increment
  case incrementLater
  case delayed
  case startTimer
  case stopTimer
  case tick
}

private struct Environment {
  var scheduler: AnySchedulerOf<DispatchQueue>
  var step = 1
}

private let reducer = Reducer<State, Action, Environment> { state, action, environment in
  switch action {
  case .increment:
    state.count += environment.step
    return .none
  case .incrementLater:
    return Effect(value: .increment)
  case .delayed:
    return Effect(value: .increment)
      .delay(for: 1, scheduler: environment.scheduler)
      .eraseToEffect()
  case .startTimer:
    return Effect.timer(id: "timer", every: 1, on: environment.scheduler)
      .map { _ in .tick }
  case .stopTimer:
    return .cancel(id: "timer")
  case .tick:
    state.count += 10
    return .none
  }
}

final class TestStoreTests: XCTestCase {
  func testAssertStepsAndEnvironment() {
    let scheduler = DispatchQueue.test
    let store = TestStore(
      initialState: State(),
      reducer: reducer,
      environment: Environment(scheduler: scheduler.eraseToAnyScheduler())
    )
    store.assert(
      .send(.increment) { $0.count = 1 },
      .environment { $0.step = 2 },
      .sequence([
        .send(.delayed),
        .do { scheduler.advance(by: 1) },
        .receive(.increment) { $0.count = 3 },
      ]),
      .send(.startTimer),
      .do { scheduler.advance(by: 2) },
      .receive(.tick) { $0.count = 13 },
      .receive(.tick) { $0.count = 23 },
      .send(.stopTimer)
    )
    XCTAssertEqual(store.environment.step, 2)
  }

  func testScope() {
    let store = TestStore(
      initialState: State(),
      reducer: reducer,
      environment: Environment(scheduler: .immediate)
    )
    .scope(state: \.count)
    store.send(.incrementLater)
    store.receive(.increment) { $0 = 1 }
  }

  func testStateMismatch() {
    var line: UInt = 0
    let issues = recordIssues {
      let store = TestStore(
        initialState: State(), reducer: reducer, environment: Environment(scheduler: .immediate)
      )
      line = #line + 1
      store.send(.increment) { $0.count = 2 }
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        State change does not match expectation: …

            − State(count: 2)
            + State(count: 1)

        (Expected: −, Actual: +)
        """
      ]
    )
    XCTAssertEqual(issues.first?.line, line)
    XCTAssertEqual(issues.first?.filePath, "\(#file)")
  }

  func testUnexpectedReceivedAction() {
    let issues = recordIssues {
      let store = TestStore(
        initialState: State(), reducer: reducer, environment: Environment(scheduler: .immediate)
      )
      store.send(.incrementLater)
      store.receive(.tick) { $0.count = 1 }
      store.receive(.tick)
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        Received unexpected action: …

            − Action.tick
            + Action.increment

        (Expected: −, Received: +)
        """,
        "Expected to receive an action, but received none.",
      ]
    )
  }

  func testEffectOutlivingTheTestStoreIsDropped() {
    let scheduler = DispatchQueue.test
    let issues = recordIssues {
      let store = TestStore(
        initialState: State(),
        reducer: reducer,
        environment: Environment(scheduler: scheduler.eraseToAnyScheduler())
      )
      store.send(.startTimer)
    }
    // The test store reported its running timer when it went away.
    XCTAssertEqual(issues.count, 1, "\(issues)")
    XCTAssertTrue(issues.first?.message.hasPrefix("An effect returned for this action") == true)
    // The timer still fires on the scheduler: its actions reach no released test store.
    let later = recordIssues { scheduler.advance(by: 3) }
    XCTAssertEqual(later.map(\.message), [])
  }

  func testUnhandledActionsAndRunningEffects() {
    let scheduler = DispatchQueue.test
    var sendLine: UInt = 0
    var delayedLine: UInt = 0
    let issues = recordIssues {
      let store = TestStore(
        initialState: State(),
        reducer: reducer,
        environment: Environment(scheduler: scheduler.eraseToAnyScheduler())
      )
      delayedLine = #line + 1
      store.send(.delayed)
      sendLine = #line + 1
      store.send(.incrementLater)
      // The snapshot is the state after `.incrementLater`: the received `.increment` is unasserted.
      store.send(.increment) { $0.count = 2 }
    }
    XCTAssertEqual(issues.count, 3, "\(issues)")
    XCTAssertEqual(
      issues[0].message,
      """
      Must handle 1 received action before sending an action: …

      Unhandled actions: [
        [0]: .increment
      ]
      """
    )
    XCTAssertEqual(issues[0].line, sendLine + 2)
    XCTAssertEqual(
      issues[1].message,
      """
      The store received 1 unexpected action after this one: …

      Unhandled actions: [
        [0]: .increment
      ]
      """
    )
    XCTAssertEqual(issues[1].line, sendLine + 2)
    XCTAssertTrue(
      issues[2].message.hasPrefix(
        """
        An effect returned for this action is still running. It must complete before the end \
        of the test. …
        """
      )
    )
    XCTAssertEqual(issues[2].line, delayedLine)
  }

  func testAssertChecksPendingActionsBeforeWork() {
    let issues = recordIssues {
      let store = TestStore(
        initialState: State(), reducer: reducer, environment: Environment(scheduler: .immediate)
      )
      store.assert(
        .send(.incrementLater),
        .do {},
        .receive(.increment) { $0.count = 1 }
      )
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        Must handle 1 received action before performing this work: …

        Unhandled actions: [
          [0]: .increment
        ]
        """
      ]
    )
  }
}
