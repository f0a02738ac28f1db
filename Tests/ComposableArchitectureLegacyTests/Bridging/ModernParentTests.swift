import ComposableArchitecture
import ComposableArchitectureLegacy
import XCTest

// A 1.x parent that scopes to a feature still written for 0.x. A file that uses both modules
// spells the 0.x types with their module's name.

private struct TimerState: Equatable {
  var ticks = 0
}

private enum TimerAction: Equatable {
  case startTimer
  case tick
  case cancelParentEffect
}

private struct TimerEnvironment {
  var scheduler: AnySchedulerOf<DispatchQueue>
}

private let legacyTimerReducer = ComposableArchitectureLegacy.Reducer<
  TimerState, TimerAction, TimerEnvironment
> { state, action, environment in
  switch action {
  case .startTimer:
    return ComposableArchitectureLegacy.Effect.timer(
      id: "legacy-timer", every: 1, on: environment.scheduler
    )
    .map { _ in .tick }
  case .tick:
    state.ticks += 1
    return .none
  case .cancelParentEffect:
    return .cancel(id: "modern-long-running")
  }
}

private struct ModernParent: ComposableArchitecture.Reducer {
  struct State: Equatable {
    var timer = TimerState()
  }

  @CasePathable
  enum Action: Equatable {
    case timer(TimerAction)
    case stopTimer
    case startLongRunning
  }

  let scheduler: AnySchedulerOf<DispatchQueue>

  var body: some ComposableArchitecture.Reducer<State, Action> {
    Scope(state: \.timer, action: \.timer) {
      Reduce(legacyTimerReducer, environment: TimerEnvironment(scheduler: self.scheduler))
    }
    Reduce { state, action in
      switch action {
      case .timer:
        return .none
      case .stopTimer:
        // Cancels the 0.x child's timer, made cancellable with this identifier.
        return .cancel(id: "legacy-timer")
      case .startLongRunning:
        return .run { _ in try await Task.never() }
          .cancellable(id: "modern-long-running")
      }
    }
  }
}

@MainActor
final class ModernParentTests: XCTestCase {
  func testModernParentCancelsLegacyChildTimer() async {
    let scheduler = DispatchQueue.test
    let store = ComposableArchitecture.TestStore(initialState: ModernParent.State()) {
      ModernParent(scheduler: scheduler.eraseToAnyScheduler())
    }
    await store.send(.timer(.startTimer))
    await scheduler.advance(by: 1)
    await store.receive(.timer(.tick)) { $0.timer.ticks = 1 }
    await scheduler.advance(by: 1)
    await store.receive(.timer(.tick)) { $0.timer.ticks = 2 }
    // The exhaustive test store finds nothing running at the end: the timer was cancelled.
    await store.send(.stopTimer)
    await scheduler.advance(by: 5)
  }

  func testLegacyChildCancelsModernParentEffect() async {
    let store = ComposableArchitecture.TestStore(initialState: ModernParent.State()) {
      ModernParent(scheduler: .immediate)
    }
    await store.send(.startLongRunning)
    await store.send(.timer(.cancelParentEffect))
  }
}
