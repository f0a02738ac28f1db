import ComposableArchitecture
import Formatting
import SwiftUI
import UIKit

@Reducer
struct TimerFeature {
  @ObservableState
  struct State: Equatable {
    var completedSessions = 0
    var isRunning = false
    var lengthMinutes = AppEnvironment.defaultFocusMinutes
    var secondsRemaining = AppEnvironment.defaultFocusMinutes * 60

    var progress: Double {
      1 - Double(secondsRemaining) / Double(lengthMinutes * 60)
    }

    var remainingText: String {
      DurationFormatting.clock(seconds: secondsRemaining)
    }

    /// The ring turns from the tint to green over the last minute.
    var ringColor: UIColor {
      secondsRemaining <= 60 ? .systemGreen : .tintColor
    }
  }

  enum Action {
    case delegate(Delegate)
    case lengthChanged(minutes: Int)
    case pauseButtonTapped
    case resetButtonTapped
    case startButtonTapped
    case tick

    @CasePathable
    enum Delegate: Equatable {
      case sessionCompleted(minutes: Int)
    }
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none

      case let .lengthChanged(minutes):
        guard !state.isRunning else { return .none }
        state.lengthMinutes = min(max(minutes, 5), 90)
        state.secondsRemaining = state.lengthMinutes * 60
        return .none

      case .pauseButtonTapped:
        state.isRunning = false
        return .cancel(id: CancelID.timer)

      case .resetButtonTapped:
        state.isRunning = false
        state.secondsRemaining = state.lengthMinutes * 60
        return .cancel(id: CancelID.timer)

      case .startButtonTapped:
        guard !state.isRunning else { return .none }
        state.isRunning = true
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)

      case .tick:
        state.secondsRemaining -= 1
        guard state.secondsRemaining <= 0 else { return .none }
        state.isRunning = false
        state.completedSessions += 1
        state.secondsRemaining = state.lengthMinutes * 60
        return .merge(
          .cancel(id: CancelID.timer),
          .send(.delegate(.sessionCompleted(minutes: state.lengthMinutes)))
        )
      }
    }
  }
}

struct TimerView: View {
  let store: StoreOf<TimerFeature>

  var body: some View {
    VStack(spacing: 24) {
      ZStack {
        RingView(progress: store.progress, color: store.ringColor)
          .frame(width: 220, height: 220)
        Text(store.remainingText)
          .font(.system(size: 48, weight: .medium, design: .rounded))
          .monospacedDigit()
      }
      HStack {
        if store.isRunning {
          Button("Pause") { store.send(.pauseButtonTapped) }
        } else {
          Button("Start") { store.send(.startButtonTapped) }
        }
        Button("Reset", role: .destructive) { store.send(.resetButtonTapped) }
      }
      .buttonStyle(.borderedProminent)
      Stepper(
        "\(store.lengthMinutes) minutes",
        value: Binding(
          get: { store.lengthMinutes },
          set: { store.send(.lengthChanged(minutes: $0)) }
        ),
        in: 5...90,
        step: 5
      )
      .disabled(store.isRunning)
      Text("\(store.completedSessions) sessions today").foregroundStyle(.secondary)
    }
    .padding()
  }
}

#Preview {
  TimerView(
    store: Store(initialState: TimerFeature.State(lengthMinutes: 1, secondsRemaining: 42)) {
      TimerFeature()
    }
  )
}
