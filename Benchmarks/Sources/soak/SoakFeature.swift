import ComposableArchitecture

/// A screen pushed on the soak feature's stack, or presented as its sheet.
@Reducer
struct SoakChild {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

/// A row of the soak feature's 1,000-row list.
@Reducer
struct SoakRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }

  enum Action {
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

/// The feature the soak program drives: a navigation stack, a presented sheet, a list of rows and
/// effects that are started, finished and cancelled.
@Reducer
struct SoakFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var effectsFinished = 0
    var path = StackState<SoakChild.State>()
    @Presents var sheet: SoakChild.State?
    var rows: IdentifiedArrayOf<SoakRow.State> = IdentifiedArray(
      uniqueElements: (0..<1_000).map { SoakRow.State(id: $0) }
    )
  }

  enum Action {
    case cancelTimerButtonTapped
    case effectFinished
    case incrementButtonTapped
    case path(StackActionOf<SoakChild>)
    case quickEffectButtonTapped
    case rows(IdentifiedActionOf<SoakRow>)
    case sheet(PresentationAction<SoakChild.Action>)
    case sheetButtonTapped
    case startTimerButtonTapped
  }

  enum CancelID { case timer }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelTimerButtonTapped:
        return .cancel(id: CancelID.timer)
      case .effectFinished:
        state.effectsFinished += 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .path:
        return .none
      case .quickEffectButtonTapped:
        return .run { send in await send(.effectFinished) }
      case .rows:
        return .none
      case .sheet:
        return .none
      case .sheetButtonTapped:
        state.sheet = SoakChild.State()
        return .none
      case .startTimerButtonTapped:
        return .run { send in
          try await Task.sleep(nanoseconds: 3_600_000_000_000)
          await send(.effectFinished)
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      }
    }
    .forEach(\.path, action: \.path) {
      SoakChild()
    }
    .ifLet(\.$sheet, action: \.sheet) {
      SoakChild()
    }
    .forEach(\.rows, action: \.rows) {
      SoakRow()
    }
  }
}
