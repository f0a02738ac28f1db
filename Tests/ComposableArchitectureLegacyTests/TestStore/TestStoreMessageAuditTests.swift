import ComposableArchitectureLegacy
import XCTest

// The 0.x test store's failure messages (0.17–0.34 wording) not asserted in `TestStoreTests` and
// `TestStoreMessageTests`: plurals, the text used when a diff shows no difference, errors thrown
// by `assert` steps, and the full text about running effects, each at the line 0.x reported.

private struct State: Equatable {
  var count = 0
}

private enum Action: Equatable {
  case incrementTwiceLater
  case increment
  case delayed
}

private let reducer = Reducer<State, Action, AnySchedulerOf<DispatchQueue>> {
  state, action, scheduler in
  switch action {
  case .incrementTwiceLater:
    return .merge(Effect(value: .increment), Effect(value: .increment))
  case .increment:
    state.count += 1
    return .none
  case .delayed:
    return Effect(value: .increment).delay(for: 1, scheduler: scheduler).eraseToEffect()
  }
}

/// Never equal to another value, though it dumps the same.
private struct Unequal: Equatable {
  var value = 0
  static func == (lhs: Self, rhs: Self) -> Bool { false }
}

private enum UnequalAction: Equatable {
  case ping
  case pong
  static func == (lhs: Self, rhs: Self) -> Bool { false }
}

private struct Failure: Error, CustomStringConvertible {
  var description: String { "Oops" }
}

final class TestStoreMessageAuditTests: XCTestCase {
  func testWorkStepWithPendingActionsIsReportedAtTheStep() {
    var line: UInt = 0
    let issues = recordIssues {
      let store = TestStore(initialState: State(), reducer: reducer, environment: .immediate)
      line = #line + 3
      store.assert(
        .send(.incrementTwiceLater),
        .environment { _ in },
        .receive(.increment) { $0.count = 1 },
        .receive(.increment) { $0.count = 2 }
      )
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        Must handle 2 received actions before performing this work: …

        Unhandled actions: [
          [0]: .increment,
          [1]: .increment
        ]
        """
      ]
    )
    XCTAssertEqual(issues.first?.line, line)
  }

  // 0.x shows `Expected:` and `Actual:` when the diff is empty; custom-dump's diff is never empty
  // for values that are not equal: it shows both, noting that it found no difference in a
  // struct (not in an enum case).
  func testStateMismatchOfValuesThatDumpTheSame() {
    let unequal = Reducer<Unequal, Action, Void> { _, _, _ in .none }
    let issues = recordIssues {
      let store = TestStore(initialState: Unequal(), reducer: unequal, environment: ())
      store.send(.increment)
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        State change does not match expectation: …

            \u{2007} // Not equal but no difference detected:
            − Unequal(value: 0)
            + Unequal(value: 0)

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  func testUnexpectedActionThatDumpsTheSame() {
    let pinging = Reducer<Int, UnequalAction, Void> { state, action, _ in
      state += 1
      return state == 1 ? Effect(value: .pong) : .none
    }
    let issues = recordIssues {
      let store = TestStore(initialState: 0, reducer: pinging, environment: ())
      store.send(.ping) { $0 = 1 }
      store.receive(.pong) { $0 = 2 }
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        Received unexpected action: …

            − UnequalAction.pong
            + UnequalAction.pong

        (Expected: −, Received: +)
        """
      ]
    )
  }

  func testErrorsThrownByStepsAreReportedAtTheStep() {
    func fail() throws { throw Failure() }
    var line: UInt = 0
    let issues = recordIssues {
      let store = TestStore(initialState: State(), reducer: reducer, environment: .immediate)
      line = #line + 1
      store.assert(
        .do(fail),
        .environment { _ in try fail() },
        .send(.incrementTwiceLater),
        .receive(.increment) { _ in try fail() },
        .receive(.increment) { $0.count = 2 }
      )
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        "Threw error: Oops",
        "Threw error: Oops",
        "Threw error: Oops",
        // The update threw before it made its change.
        """
        State change does not match expectation: …

            − State(count: 0)
            + State(count: 1)

        (Expected: −, Actual: +)
        """,
      ]
    )
    XCTAssertEqual(issues.map(\.line), [line + 1, line + 2, line + 4, line + 4])
  }

  func testFailingStepInASequenceIsReportedAtTheStep() {
    var line: UInt = 0
    let issues = recordIssues {
      let store = TestStore(initialState: State(), reducer: reducer, environment: .immediate)
      line = #line + 4
      store.assert(
        .sequence([
          .send(.increment) { $0.count = 1 },
          .send(.increment) { $0.count = 3 },
        ])
      )
    }
    XCTAssertEqual(issues.count, 1, "\(issues)")
    XCTAssertTrue(
      issues.first?.message.hasPrefix("State change does not match expectation: …") == true
    )
    XCTAssertEqual(issues.first?.line, line)
  }

  func testUnhandledActionsAtTheEndAreReportedAtTheLastStep() {
    var line: UInt = 0
    let issues = recordIssues {
      let store = TestStore(initialState: State(), reducer: reducer, environment: .immediate)
      store.send(.increment) { $0.count = 1 }
      line = #line + 1
      store.send(.incrementTwiceLater)
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        The store received 2 unexpected actions after this one: …

        Unhandled actions: [
          [0]: .increment,
          [1]: .increment
        ]
        """
      ]
    )
    XCTAssertEqual(issues.first?.line, line)
  }

  func testUnhandledActionsAtTheEndOfAnAssert() {
    let issues = recordIssues {
      let store = TestStore(initialState: State(), reducer: reducer, environment: .immediate)
      store.assert(
        .send(.incrementTwiceLater),
        .receive(.increment) { $0.count = 1 }
      )
      // Reported once, by `assert`, not again when the store goes away.
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        The store received 1 unexpected action after this one: …

        Unhandled actions: [
          [0]: .increment
        ]
        """
      ]
    )
  }

  func testRunningEffectIsReportedInFullAtTheLineThatStartedIt() {
    let scheduler = DispatchQueue.test
    var line: UInt = 0
    let issues = recordIssues {
      let store = TestStore(
        initialState: State(), reducer: reducer, environment: scheduler.eraseToAnyScheduler()
      )
      store.send(.increment) { $0.count = 1 }
      line = #line + 1
      store.send(.delayed)
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        An effect returned for this action is still running. It must complete before the end \
        of the test. …

        To fix, inspect any effects the reducer returns for this action and ensure that all of \
        them complete by the end of the test. There are a few reasons why an effect may not \
        have completed:

        • If an effect uses a scheduler (via "receive(on:)", "delay", "debounce", etc.), make \
        sure that you wait enough time for the scheduler to perform the effect. If you are \
        using a test scheduler, advance the scheduler so that the effects may complete, or \
        consider using an immediate scheduler to immediately perform the effect instead.

        • If you are returning a long-living effect (timers, notifications, subjects, etc.), \
        then make sure those effects are torn down by marking the effect ".cancellable" and \
        returning a corresponding cancellation effect ("Effect.cancel") from another action, \
        or, if your effect is driven by a Combine subject, send it a completion.
        """
      ]
    )
    XCTAssertEqual(issues.first?.line, line)
  }

  func testEffectReportedByAssertIsNotReportedAgain() {
    let scheduler = DispatchQueue.test
    let issues = recordIssues {
      let store = TestStore(
        initialState: State(), reducer: reducer, environment: scheduler.eraseToAnyScheduler()
      )
      store.assert(.send(.delayed))
    }
    XCTAssertEqual(issues.count, 1, "\(issues)")
    XCTAssertTrue(
      issues.first?.message.hasPrefix("An effect returned for this action is still running.")
        == true
    )
  }
}
