import ComposableArchitecture
import Testing
import XCTest

private struct Timer: Reducer {
  struct State: Equatable {
    var ticks = 0
  }
  @CasePathable
  enum Action: Equatable {
    case tick
    case delayedTick
    case start
  }
  let probe: EffectProbe
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tick:
      state.ticks += 1
      return .none
    case .delayedTick:
      return .run { send in await send(.tick) }
    case .start:
      return self.probe.neverEndingEffect()
    }
  }
}

private struct Screen: Reducer {
  @CasePathable
  enum State: Equatable {
    case timer(Timer.State)
    case idle
  }
  @CasePathable
  enum Action: Equatable {
    case timer(Timer.Action)
    case showTimer
    case showIdle
  }
  let probe: EffectProbe
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .timer(.tick):
        // Runs after the child: it sees the tick already counted.
        if case let .timer(timer) = state, timer.ticks >= 3 {
          state = .idle
        }
        return .none
      case .timer:
        return .none
      case .showTimer:
        state = .timer(Timer.State())
        return .none
      case .showIdle:
        state = .idle
        return .none
      }
    }
    .ifCaseLet(\.timer, action: \.timer) {
      Timer(probe: self.probe)
    }
  }
}

@MainActor
final class IfCaseLetReducerTests: XCTestCase {
  func testIfCaseLetRunsChildOnTheCaseBeforeParent() async {
    let store = Store(initialState: Screen.State.timer(Timer.State(ticks: 2))) {
      Screen(probe: EffectProbe())
    }
    store.send(.timer(.tick))
    XCTAssertEqual(store.withState { $0 }, .idle)
  }

  func testIfCaseLetDeliversChildEffectActionsToTheChild() async {
    let store = Store(initialState: Screen.State.timer(Timer.State())) {
      Screen(probe: EffectProbe())
    }
    await store.send(.timer(.delayedTick)).finish()
    XCTAssertEqual(store.withState { $0 }, .timer(Timer.State(ticks: 1)))
  }

  func testIfCaseLetCancelsChildEffectsWhenTheCaseChanges() async {
    let probe = EffectProbe()
    let store = Store(initialState: Screen.State.timer(Timer.State())) { Screen(probe: probe) }
    let task = store.send(.timer(.start))
    await probe.waitUntilStarted()
    XCTAssertFalse(probe.cancelled.value)

    store.send(.showIdle)
    XCTAssertTrue(probe.cancelled.value)
    await waitUntilFinished(task)
  }

  func testIfCaseLetKeepsChildEffectsWhileTheCaseStays() async {
    let probe = EffectProbe()
    let store = Store(initialState: Screen.State.timer(Timer.State())) { Screen(probe: probe) }
    let task = store.send(.timer(.start))
    await probe.waitUntilStarted()

    store.send(.timer(.tick))
    XCTAssertFalse(probe.cancelled.value)
    task.cancel()
    await waitUntilFinished(task)
  }

  func testIfCaseLetReportsChildActionForAnotherCase() async {
    let store = Store(initialState: Screen.State.idle) { Screen(probe: EffectProbe()) }
    let issues = reportedIssues {
      store.send(.timer(.tick))
    }
    assertSingleIssue(
      issues,
      containing: [
        "An \"ifCaseLet\" at \"",
        "IfCaseLetReducerTests.swift:",
        "received a child action when child state was set to a different case",
        "Screen.Action.timer(.tick)",
        "Screen.State.idle",
        "This reducer must run before any other reducer sets child state to a different case",
      ]
    )
    XCTAssertEqual(store.withState { $0 }, .idle)
  }

  func testStoreKeepsWorkingAfterIfCaseLetMisuse() async {
    let store = Store(initialState: Screen.State.idle) { Screen(probe: EffectProbe()) }
    _ = reportedIssues {
      store.send(.timer(.tick))
    }
    store.send(.showTimer)
    store.send(.timer(.tick))
    XCTAssertEqual(store.withState { $0 }, .timer(Timer.State(ticks: 1)))
  }
}

@MainActor
@Suite struct IfCaseLetReducerSwiftTests {
  @Test func childActionForAnotherCaseIsReportedAsAKnownIssue() {
    let store = Store(initialState: Screen.State.idle) { Screen(probe: EffectProbe()) }
    withKnownIssue {
      store.send(.timer(.tick))
    } matching: { issue in
      message(of: issue).contains("An \"ifCaseLet\" at")
    }
    #expect(store.withState { $0 } == .idle)
  }
}
