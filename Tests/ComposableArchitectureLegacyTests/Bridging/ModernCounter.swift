import ComposableArchitecture
import Foundation

// A feature migrated to 1.x, as its file reads after migration: it imports the 1.x module only.
// `LegacyParentTests` runs it inside a 0.x parent.

/// A 1.x counter with a number fact, a long-running effect and a cancellation of an effect its
/// 0.x parent started.
struct ModernCounter: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case incrementLater
    case incrementTwiceInOrder
    case factButtonTapped
    case factResponse(String)
    case startLongRunning
    case stopParentTimer
  }

  /// What the long-running effect saw: that it started, and that it was cancelled.
  let probe: LongRunningProbe

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .incrementLater:
      return .send(.increment)
    case .incrementTwiceInOrder:
      return .concatenate(.send(.increment), .send(.increment))
    case .factButtonTapped:
      return .run { [count = state.count] send in
        await send(.factResponse("\(count) is a good number"))
      }
    case let .factResponse(fact):
      state.fact = fact
      return .none
    case .startLongRunning:
      return .run { [probe] _ in
        await withTaskCancellationHandler {
          probe.started.setValue(true)
          try? await Task.never()
        } onCancel: {
          probe.cancelled.setValue(true)
        }
      }
      .cancellable(id: "modern-long-running")
    case .stopParentTimer:
      // The 0.x parent's timer, made cancellable with this identifier by a 0.x reducer.
      return .cancel(id: "legacy-timer")
    }
  }
}

/// Flags set by ``ModernCounter``'s long-running effect.
final class LongRunningProbe: Sendable {
  let started = LockIsolated(false)
  let cancelled = LockIsolated(false)
}
