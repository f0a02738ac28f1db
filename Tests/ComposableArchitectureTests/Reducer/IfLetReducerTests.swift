import ComposableArchitecture
import Testing
import XCTest

private enum TimerID { case timer }

private struct Child: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }
  @CasePathable
  enum Action: Equatable {
    case increment
    case delayedIncrement
    case startLongEffect
    case startLongEffectAndClose
    case startTimer
    case stopTimer
  }
  let probe: EffectProbe
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .delayedIncrement:
      return .run { send in await send(.increment) }
    case .startLongEffect, .startLongEffectAndClose:
      return self.probe.neverEndingEffect()
    case .startTimer:
      return self.probe.neverEndingEffect().cancellable(id: TimerID.timer)
    case .stopTimer:
      return .cancel(id: TimerID.timer)
    }
  }
}

private struct Parent: Reducer {
  struct State: Equatable {
    var child: Child.State?
    var childCountSeenByParent: Int?
  }
  @CasePathable
  enum Action: Equatable {
    case child(Child.Action)
    case show(id: Int)
    case bumpChild
    case dismiss
    case cancelTimerFromParent
  }
  let probe: EffectProbe
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child(.startLongEffectAndClose):
        state.child = nil
        return .none
      case .child:
        state.childCountSeenByParent = state.child?.count
        return .none
      case let .show(id):
        state.child = Child.State(id: id)
        return .none
      case .bumpChild:
        state.child?.count += 100
        return .none
      case .dismiss:
        state.child = nil
        return .none
      case .cancelTimerFromParent:
        return .cancel(id: TimerID.timer)
      }
    }
    .ifLet(\.child, action: \.child) {
      Child(probe: self.probe)
    }
  }
}

private struct ObservableChild: Reducer {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action: Equatable {
    case startLongEffect
  }
  let probe: EffectProbe
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.probe.neverEndingEffect()
  }
}

private struct ObservableParent: Reducer {
  @ObservableState
  struct State: Equatable {
    var child: ObservableChild.State? = ObservableChild.State()
  }
  @CasePathable
  enum Action: Equatable {
    case child(ObservableChild.Action)
    case bumpChild
  }
  let probe: EffectProbe
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .bumpChild = action {
        state.child?.count += 100
      }
      return .none
    }
    .ifLet(\.child, action: \.child) {
      ObservableChild(probe: self.probe)
    }
  }
}

@MainActor
final class IfLetReducerTests: XCTestCase {
  func testIfLetKeepsChildEffectsWhenParentMutatesAnObservableChildInPlace() async {
    // The in-place mutation gives the child a new observation identity (B-OB-03); it stays the
    // same child for navigation.
    let probe = EffectProbe()
    let store = Store(initialState: ObservableParent.State()) {
      ObservableParent(probe: probe)
    }
    let task = store.send(.child(.startLongEffect))
    await probe.waitUntilStarted()

    store.send(.bumpChild)
    XCTAssertEqual(store.child?.count, 100)
    XCTAssertFalse(probe.cancelled.value)

    task.cancel()
    await task.finish()
    XCTAssertTrue(probe.cancelled.value)
  }

  func testIfLetRunsChildBeforeParent() async {
    let store = Store(initialState: Parent.State(child: Child.State(id: 1))) {
      Parent(probe: EffectProbe())
    }
    store.send(.child(.increment))
    XCTAssertEqual(store.child?.count, 1)
    XCTAssertEqual(store.childCountSeenByParent, 1)
  }

  func testIfLetDeliversChildEffectActionsToTheChild() async {
    let store = Store(initialState: Parent.State(child: Child.State(id: 1))) {
      Parent(probe: EffectProbe())
    }
    await store.send(.child(.delayedIncrement)).finish()
    XCTAssertEqual(store.child?.count, 1)
  }

  func testIfLetIgnoresParentActionsWhenChildIsNil() async {
    let store = Store(initialState: Parent.State()) { Parent(probe: EffectProbe()) }
    let issues = reportedIssues {
      store.send(.show(id: 1))
      store.send(.dismiss)
    }
    XCTAssertEqual(issues, [])
    XCTAssertNil(store.child)
  }

  func testIfLetCancelsChildEffectsWhenParentSetsChildToNil() async {
    let probe = EffectProbe()
    let store = Store(initialState: Parent.State(child: Child.State(id: 1))) {
      Parent(probe: probe)
    }
    let task = store.send(.child(.startLongEffect))
    await probe.waitUntilStarted()
    XCTAssertFalse(probe.cancelled.value)

    store.send(.dismiss)
    XCTAssertTrue(probe.cancelled.value)
    await waitUntilFinished(task)
  }

  func testIfLetCancelsChildEffectsWhenChildIsReplacedByOneWithAnotherID() async {
    let probe = EffectProbe()
    let store = Store(initialState: Parent.State(child: Child.State(id: 1))) {
      Parent(probe: probe)
    }
    let task = store.send(.child(.startLongEffect))
    await probe.waitUntilStarted()

    store.send(.show(id: 2))
    XCTAssertTrue(probe.cancelled.value)
    XCTAssertEqual(store.child, Child.State(id: 2))
    await waitUntilFinished(task)
  }

  func testIfLetKeepsChildEffectsWhenParentMutatesTheSameChild() async {
    let probe = EffectProbe()
    let store = Store(initialState: Parent.State(child: Child.State(id: 1))) {
      Parent(probe: probe)
    }
    let task = store.send(.child(.startLongEffect))
    await probe.waitUntilStarted()

    store.send(.bumpChild)
    XCTAssertEqual(store.child?.count, 100)
    XCTAssertFalse(probe.cancelled.value)

    task.cancel()
    await task.finish()
    XCTAssertTrue(probe.cancelled.value)
  }

  func testIfLetCancelsAnEffectTheChildStartedInTheActionThatDismissedIt() async {
    let probe = EffectProbe()
    let store = Store(initialState: Parent.State(child: Child.State(id: 1))) {
      Parent(probe: probe)
    }
    let task = store.send(.child(.startLongEffectAndClose))
    XCTAssertNil(store.child)
    await waitUntilFinished(task)
    XCTAssertTrue(probe.cancelled.value)
  }

  /// A parent's cancellation reaches the effects its `ifLet` child started with the same
  /// identifier, as in TCA (see also `ChildCancellationTests`).
  func testParentCancelIDReachesTheChild() async {
    let probe = EffectProbe()
    let store = Store(initialState: Parent.State(child: Child.State(id: 1))) {
      Parent(probe: probe)
    }
    let task = store.send(.child(.startTimer))
    await probe.waitUntilStarted()

    store.send(.cancelTimerFromParent)
    XCTAssertTrue(probe.cancelled.value)
    await waitUntilFinished(task)
  }

  func testIfLetReportsChildActionWhenChildStateIsNil() async {
    let store = Store(initialState: Parent.State()) { Parent(probe: EffectProbe()) }
    let issues = reportedIssues {
      store.send(.child(.increment))
    }
    assertSingleIssue(
      issues,
      containing: [
        "An \"ifLet\" at \"",
        "IfLetReducerTests.swift:",
        "received a child action when child state was \"nil\"",
        "Parent.Action.child(.increment)",
        "This reducer must run before any other reducer sets child state to \"nil\"",
      ]
    )
    XCTAssertEqual(store.withState { $0 }, Parent.State(childCountSeenByParent: nil))
  }

  func testStoreKeepsWorkingAfterIfLetMisuse() async {
    let store = Store(initialState: Parent.State()) { Parent(probe: EffectProbe()) }
    _ = reportedIssues {
      store.send(.child(.increment))
    }
    store.send(.show(id: 1))
    store.send(.child(.increment))
    XCTAssertEqual(store.child?.count, 1)
  }

  func testAnAlertIsClearedAfterTheParentHandledItsAction() async {
    let store = TestStore(
      initialState: AlertSettings.State(alert: AlertState { TextState("Sure?") })
    ) {
      AlertSettings()
    }
    await store.send(.alert(.confirm)) {
      $0.alert = nil
      $0.sawAlert = true
    }
  }

  func testAnAlertTheParentReplacedInItsActionStays() async {
    let store = TestStore(
      initialState: AlertSettings.State(alert: AlertState { TextState("Sure?") })
    ) {
      AlertSettings()
    }
    await store.send(.alert(.askAgain)) {
      $0.alert = AlertState { TextState("Really?") }
      $0.sawAlert = true
    }
  }

  /// B-RN-02: a plain optional `ConfirmationDialogState` (not `@Presents`) integrated with a
  /// childless `ifLet` is dismissed only after the parent has handled its action, which still
  /// sees the dialog.
  func testADialogIsClearedAfterTheParentHandledItsAction() async {
    let store = TestStore(
      initialState: DialogSettings.State(
        dialog: ConfirmationDialogState { TextState("Delete?") }
      )
    ) {
      DialogSettings()
    }
    await store.send(.dialog(.confirm)) {
      $0.dialog = nil
      $0.sawDialog = true
    }
  }
}

@MainActor
@Suite struct IfLetReducerSwiftTests {
  @Test func childActionWhileNilIsReportedAsAKnownIssue() {
    let store = Store(initialState: Parent.State()) { Parent(probe: EffectProbe()) }
    withKnownIssue {
      store.send(.child(.increment))
    } matching: { issue in
      message(of: issue).contains("received a child action when child state was \"nil\"")
    }
    store.send(.show(id: 7))
    store.send(.child(.increment))
    #expect(store.child == Child.State(id: 7, count: 1))
  }

  @Test func dismissingCancelsChildEffects() async {
    let probe = EffectProbe()
    let store = Store(initialState: Parent.State(child: Child.State(id: 1))) {
      Parent(probe: probe)
    }
    let task = store.send(.child(.startLongEffect))
    await probe.waitUntilStarted()
    store.send(.dismiss)
    #expect(probe.cancelled.value)
    await waitUntilFinished(task)
  }
}

/// A feature whose alert is plain optional state (not `@Presents`), integrated with `ifLet` and
/// no child reducer. `askAgain` presents another alert in place of the one that sent it.
@Reducer
private struct AlertSettings {
  @ObservableState
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var sawAlert = false
  }

  enum Action: Equatable {
    case alert(Alert)

    enum Alert: Equatable {
      case askAgain
      case confirm
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.sawAlert = state.alert != nil
      if action == .alert(.askAgain) {
        state.alert = AlertState { TextState("Really?") }
      }
      return .none
    }
    .ifLet(\.alert, action: \.alert)
  }
}

/// A feature whose confirmation dialog is plain optional state (not `@Presents`), integrated
/// with `ifLet` and no child reducer.
@Reducer
private struct DialogSettings {
  @ObservableState
  struct State: Equatable {
    var dialog: ConfirmationDialogState<Action.Dialog>?
    var sawDialog = false
  }

  enum Action: Equatable {
    case dialog(Dialog)

    enum Dialog: Equatable {
      case confirm
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.sawDialog = state.dialog != nil
      return .none
    }
    .ifLet(\.dialog, action: \.dialog)
  }
}
