import ComposableArchitecture
import Foundation

// Features shared by the navigation tests: a child feature that is presented (as a sheet, an
// element of a stack, or one of two siblings) and parents that present it. They have the shape
// of the features in TCA's navigation articles: a counter, an effect that feeds back a response,
// a long-living timer, and a close button that dismisses the feature itself.

/// The cancellation identifier every navigation test feature uses for its timer, parents and
/// children alike, to show that the same identifier in two features names two effects.
enum NavTestCancelID {
  case timer
}

/// A feature meant to be presented: a counter, a response effect, a timer on the continuous
/// clock, a close button that dismisses it with `@Dependency(\.dismiss)`, and a button that
/// records `@Dependency(\.isPresented)`.
@Reducer
struct NavTestChild {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isPresented: Bool?
    var response: Int?
    var ticks = 0
  }

  enum Action: Equatable {
    case closeButtonTapped
    case incrementButtonTapped
    case isPresentedButtonTapped
    case loadButtonTapped
    case response(Int)
    case startTimerButtonTapped
    case stopTimerButtonTapped
    case timerTicked
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await self.dismiss() }

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .isPresentedButtonTapped:
        state.isPresented = self.isPresented
        return .none

      case .loadButtonTapped:
        return .run { [count = state.count] send in
          await send(.response(count + 42))
        }

      case let .response(value):
        state.response = value
        return .none

      case .startTimerButtonTapped:
        return .run { send in
          while true {
            try await self.clock.sleep(for: .seconds(1))
            await send(.timerTicked)
          }
        }
        .cancellable(id: NavTestCancelID.timer, cancelInFlight: true)

      case .stopTimerButtonTapped:
        return .cancel(id: NavTestCancelID.timer)

      case .timerTicked:
        state.ticks += 1
        return .none
      }
    }
  }
}

/// A parent that presents ``NavTestChild`` as a sheet with `@Presents`, and runs a timer of its
/// own under the same cancellation identifier as the child's.
@Reducer
struct NavTestParent {
  @ObservableState
  struct State: Equatable {
    @Presents var child: NavTestChild.State?
    var ticks = 0
  }

  enum Action: Equatable {
    case child(PresentationAction<NavTestChild.Action>)
    case dismissChildButtonTapped
    case presentChildButtonTapped
    case startTimerButtonTapped
    case stopTimerButtonTapped
    case timerTicked
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child:
        return .none

      case .dismissChildButtonTapped:
        state.child = nil
        return .none

      case .presentChildButtonTapped:
        state.child = NavTestChild.State()
        return .none

      case .startTimerButtonTapped:
        return .run { send in
          while true {
            try await self.clock.sleep(for: .seconds(1))
            await send(.timerTicked)
          }
        }
        .cancellable(id: NavTestCancelID.timer, cancelInFlight: true)

      case .stopTimerButtonTapped:
        return .cancel(id: NavTestCancelID.timer)

      case .timerTicked:
        state.ticks += 1
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) {
      NavTestChild()
    }
  }
}

/// A parent that presents two ``NavTestChild`` features side by side, in two `@Presents`
/// fields of the same type.
@Reducer
struct NavTestSiblings {
  @ObservableState
  struct State: Equatable {
    @Presents var first: NavTestChild.State?
    @Presents var second: NavTestChild.State?
  }

  enum Action: Equatable {
    case first(PresentationAction<NavTestChild.Action>)
    case presentBothButtonTapped
    case second(PresentationAction<NavTestChild.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .first, .second:
        return .none

      case .presentBothButtonTapped:
        state.first = NavTestChild.State()
        state.second = NavTestChild.State()
        return .none
      }
    }
    .ifLet(\.$first, action: \.first) {
      NavTestChild()
    }
    .ifLet(\.$second, action: \.second) {
      NavTestChild()
    }
  }
}
