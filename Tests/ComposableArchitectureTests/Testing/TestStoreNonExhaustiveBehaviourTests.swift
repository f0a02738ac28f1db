import ComposableArchitecture
import XCTest

/// A feature whose effects feed actions back on their own schedule, for the behaviours of a
/// non-exhaustive test store that TCA users rely on.
private struct Refresher: Reducer {
  struct State: Equatable {
    var count = 0
    var isRefreshed = false
    var mode = Mode.alert("Hi")
    var log: [String] = []
  }

  @CasePathable
  enum Mode: Equatable {
    case alert(String)
    case detail(Int)
  }

  @CasePathable
  enum Action: Equatable {
    /// Adds 10 once refreshed, 1 before.
    case bump
    /// Feeds back `refreshed` from a `.run` effect.
    case refresh
    case refreshed
    /// Sleeps a second on the clock, swallowing the error, then feeds back `late`.
    case startIgnoringCancellation
    /// Sleeps a second on the clock; its error handler feeds back `late`.
    case startWithErrorHandler
    case late
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bump:
        state.count += state.isRefreshed ? 10 : 1
        return .none

      case .refresh:
        return .run { send in await send(.refreshed) }

      case .refreshed:
        state.isRefreshed = true
        return .none

      case .startIgnoringCancellation:
        return .run { send in
          do {
            try await self.clock.sleep(for: .seconds(1))
          } catch {}
          await send(.late)
        }

      case .startWithErrorHandler:
        return .run { _ in
          try await self.clock.sleep(for: .seconds(1))
        } catch: { _, send in
          await send(.late)
        }

      case .late:
        state.log.append("late")
        return .none
      }
    }
  }
}

@MainActor
final class TestStoreNonExhaustiveBehaviourTests: XCTestCase {
  // MARK: - XCTModify

  @available(*, deprecated)
  func testXCTModifyThatChangesNothingFailsWhenExhaustive() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Refresher.State()) { Refresher() }
      // Issues raised while a step runs, the assertion closure included, point at the step.
      line = #line + 1
      await store.send(.bump) {
        $0.count = 1
        XCTModify(&$0.mode, case: \.alert) { _ in }
      }
    }
    XCTAssertSingleIssue(
      issues,
      is: #"XCTModify: Expected "String" value to be modified but it was unchanged."#,
      at: line
    )
  }

  @available(*, deprecated)
  func testXCTModifyThatChangesNothingPassesWhenNotExhaustive() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: Refresher.State()) { Refresher() }
      store.exhaustivity = .off
      await store.send(.bump) {
        $0.count = 1
        XCTModify(&$0.mode, case: \.alert) { _ in }
      }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.bump) {
        XCTModify(&$0.mode, case: \.alert) { _ in }
        $0.count = 2
      }
    }
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  @available(*, deprecated)
  func testXCTModifyThatChangesSomethingStillChecksTheChange() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Refresher.State()) { Refresher() }
      store.exhaustivity = .off
      line = #line + 1
      await store.send(.bump) {
        XCTModify(&$0.mode, case: \.alert) { $0 = "Bye" }
      }
    }
    XCTAssertSingleIssue(issues, containing: "A state change does not match expectation.", at: line)
  }

  // MARK: - Actions received before a send

  func testAnActionAnEffectDeliveredIsAppliedBeforeTheNextSend() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: Refresher.State()) { Refresher() }
      store.exhaustivity = .off
      await store.send(.refresh)
      // `refreshed` was reduced before `bump`, so `bump` adds 10.
      await store.send(.bump) {
        XCTAssertTrue($0.isRefreshed)
        $0.count = 10
      }
      XCTAssertEqual(store.state.count, 10)
      XCTAssertTrue(store.state.isRefreshed)
    }
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  func testAnExhaustiveStoreStillRequiresTheReceivedActionFirst() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: Refresher.State()) { Refresher() }
      await store.send(.refresh)
      line = #line + 1
      await store.send(.bump) {
        $0.isRefreshed = true
        $0.count = 10
      }
      // The action stays unhandled until the test handles or skips it.
      await store.skipReceivedActions()
    }
    XCTAssertSingleIssue(
      issues.filter { !$0.isKnown },
      containing: "Must handle 1 received action before sending an action.",
      "[0]: .refreshed",
      at: line
    )
  }

  // MARK: - Effects skipped with skipInFlightEffects

  func testAnEffectThatEmitsAfterSkipInFlightEffectsIsStillReceived() async {
    let clock = TestClock()
    var state: Refresher.State?
    let issues = await recordIssues {
      let store = TestStore(initialState: Refresher.State()) {
        Refresher()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.exhaustivity = .off
      await store.send(.startIgnoringCancellation)
      await store.skipInFlightEffects()
      // Skipping does not cancel (as in TCA): what the effect sends later is received.
      await clock.advance(by: .seconds(1))
      await store.send(.bump) {
        $0.count = 1
      }
      state = store.state
    }
    XCTAssertEqual(issues.count, 0, "\(issues)")
    XCTAssertEqual(state?.log, ["late"])
  }
}
