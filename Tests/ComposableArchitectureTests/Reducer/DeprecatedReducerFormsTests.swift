import ComposableArchitecture
import XCTest

// The case path (`/Action.child`) forms of TCA 1.0–1.3, deprecated since 1.4: features written
// with them still compile (with deprecation warnings) and behave as the case key path forms.

private struct LegacyCounter: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }
  enum Action: Equatable {
    case increment
    case delayedIncrement
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .delayedIncrement:
      return .run { send in await send(.increment) }
    }
  }
}

/// `Scope(state: \.child, action: /Action.child)`.
private struct LegacyScopeParent: Reducer {
  struct State: Equatable {
    var child = LegacyCounter.State()
  }
  enum Action: Equatable {
    case child(LegacyCounter.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: /Action.child) {
      LegacyCounter()
    }
  }
}

/// `Scope(state: /State.counter, action: /Action.counter)` and
/// `ifCaseLet(/State.counter, action: /Action.counter)`.
private struct LegacyCaseParent: Reducer {
  enum State: Equatable {
    case counter(LegacyCounter.State)
    case other
  }
  enum Action: Equatable {
    case counter(LegacyCounter.Action)
    case scoped(LegacyCounter.Action)
    case switchToOther
  }
  var body: some ReducerOf<Self> {
    Scope(state: /State.counter, action: /Action.scoped) {
      LegacyCounter()
    }
    Reduce { state, action in
      if case .switchToOther = action {
        state = .other
      }
      return .none
    }
    .ifCaseLet(/State.counter, action: /Action.counter) {
      LegacyCounter()
    }
  }
}

/// `ifLet(\.child, action: /Action.child)`, with a child and for an optional alert.
private struct LegacyIfLetParent: Reducer {
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var child: LegacyCounter.State?
    var isConfirmed = false
  }
  enum Action: Equatable {
    case alert(Alert)
    case child(LegacyCounter.Action)
    case show
    enum Alert: Equatable {
      case confirm
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.confirm):
        state.isConfirmed = true
        return .none
      case .child:
        return .none
      case .show:
        state.child = LegacyCounter.State()
        state.alert = AlertState { TextState("Confirm?") }
        return .none
      }
    }
    .ifLet(\.child, action: /Action.child) {
      LegacyCounter()
    }
    .ifLet(\.alert, action: /Action.alert)
  }
}

/// `ifLet(\.$destination, action: /Action.destination)`, with a destination and for an alert.
private struct LegacyPresentationParent: Reducer {
  struct State: Equatable {
    @PresentationState var alert: AlertState<Action.Alert>?
    @PresentationState var destination: LegacyCounter.State?
  }
  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case destination(PresentationAction<LegacyCounter.Action>)
    case show
    enum Alert: Equatable {
      case confirm
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .show = action {
        state.destination = LegacyCounter.State()
        state.alert = AlertState { TextState("Confirm?") }
      }
      return .none
    }
    .ifLet(\.$destination, action: /Action.destination) {
      LegacyCounter()
    }
    .ifLet(\.$alert, action: /Action.alert)
  }
}

/// `forEach(\.rows, action: /Action.row(id:action:))` and
/// `forEach(\.path, action: /Action.path)`.
private struct LegacyCollectionsParent: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<LegacyCounter.State> = [LegacyCounter.State(id: 1)]
    var path = StackState<LegacyCounter.State>()
  }
  enum Action: Equatable {
    case row(id: Int, action: LegacyCounter.Action)
    case path(StackAction<LegacyCounter.State, LegacyCounter.Action>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: /Action.row(id:action:)) {
        LegacyCounter()
      }
      .forEach(\.path, action: /Action.path) {
        LegacyCounter()
      }
  }
}

@MainActor
final class DeprecatedReducerFormsTests: XCTestCase {
  func testScopeWithACasePathAction() async {
    let store = TestStore(initialState: LegacyScopeParent.State()) { LegacyScopeParent() }
    await store.send(.child(.increment)) {
      $0.child.count = 1
    }
    await store.send(.child(.delayedIncrement))
    await store.receive(.child(.increment)) {
      $0.child.count = 2
    }
  }

  func testScopeAndIfCaseLetWithCasePaths() async {
    let store = TestStore(initialState: LegacyCaseParent.State.counter(LegacyCounter.State())) {
      LegacyCaseParent()
    }
    await store.send(.scoped(.increment)) {
      $0 = .counter(LegacyCounter.State(count: 1))
    }
    await store.send(.counter(.delayedIncrement))
    await store.receive(.counter(.increment)) {
      $0 = .counter(LegacyCounter.State(count: 2))
    }
    await store.send(.switchToOther) {
      $0 = .other
    }
  }

  func testIfCaseLetWithCasePathsReportsAnActionForAnotherCase() async {
    let store = Store(initialState: LegacyCaseParent.State.other) { LegacyCaseParent() }
    let issues = reportedIssues { store.send(.counter(.increment)) }
    assertSingleIssue(
      issues,
      containing: [
        "An \"ifCaseLet\" at \"ComposableArchitectureTests/DeprecatedReducerFormsTests.swift:",
        "LegacyCaseParent.Action.counter(.increment)",
      ]
    )
  }

  func testIfLetWithACasePath() async {
    let store = TestStore(initialState: LegacyIfLetParent.State()) { LegacyIfLetParent() }
    await store.send(.show) {
      $0.child = LegacyCounter.State()
      $0.alert = AlertState { TextState("Confirm?") }
    }
    await store.send(.child(.delayedIncrement))
    await store.receive(.child(.increment)) {
      $0.child?.count = 1
    }
    await store.send(.alert(.confirm)) {
      $0.alert = nil
      $0.isConfirmed = true
    }
  }

  func testPresentationIfLetWithACasePath() async {
    let store = TestStore(initialState: LegacyPresentationParent.State()) {
      LegacyPresentationParent()
    }
    await store.send(.show) {
      $0.destination = LegacyCounter.State()
      $0.alert = AlertState { TextState("Confirm?") }
    }
    await store.send(.destination(.presented(.increment))) {
      $0.destination?.count = 1
    }
    await store.send(.alert(.presented(.confirm))) {
      $0.alert = nil
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  func testForEachWithCasePaths() async {
    let store = TestStore(initialState: LegacyCollectionsParent.State()) {
      LegacyCollectionsParent()
    }
    await store.send(.row(id: 1, action: .increment)) {
      $0.rows[id: 1]?.count = 1
    }
    await store.send(.row(id: 1, action: .delayedIncrement))
    await store.receive(.row(id: 1, action: .increment)) {
      $0.rows[id: 1]?.count = 2
    }
    await store.send(.path(.push(id: 0, state: LegacyCounter.State()))) {
      $0.path.append(LegacyCounter.State())
    }
    await store.send(.path(.element(id: 0, action: .increment))) {
      $0.path[id: 0]?.count = 1
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.pop(from: 0)
    }
  }
}
