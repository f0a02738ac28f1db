import ComposableArchitecture
import XCTest

/// A feature that can present itself, to show that `dismiss()` dismisses the innermost
/// presentation only.
@Reducer
private struct NavTestNested {
  @ObservableState
  struct State: Equatable {
    @Presents var child: NavTestNested.State?
    var level = 0
  }

  enum Action: Equatable {
    indirect case child(PresentationAction<NavTestNested.Action>)
    case closeButtonTapped
    case presentButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child:
        return .none

      case .closeButtonTapped:
        return .run { _ in await self.dismiss() }

      case .presentButtonTapped:
        state.child = NavTestNested.State(level: state.level + 1)
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) {
      Self()
    }
  }
}

/// A stack of ``NavTestChild`` screens.
@Reducer
private struct NavTestChildStack {
  @ObservableState
  struct State: Equatable {
    var path = StackState<NavTestChild.State>()
  }

  enum Action: Equatable {
    case path(StackActionOf<NavTestChild>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.path, action: \.path) {
        NavTestChild()
      }
  }
}

/// An app that shows ``NavTestParent`` and ``NavTestChildStack``, and deep-links into both from
/// its own reducer: the child and the elements appear without the `ifLet` or the `forEach` that
/// runs them seeing it happen.
@Reducer
private struct NavTestDeepLinkApp {
  @ObservableState
  struct State: Equatable {
    var parent = NavTestParent.State()
    var stack = NavTestChildStack.State()
  }

  enum Action: Equatable {
    case closeChildLinkOpened
    case childLinkOpened
    case parent(NavTestParent.Action)
    case stack(NavTestChildStack.Action)
    case stackLinkOpened
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.parent, action: \.parent) {
      NavTestParent()
    }
    Scope(state: \.stack, action: \.stack) {
      NavTestChildStack()
    }
    Reduce { state, action in
      switch action {
      case .closeChildLinkOpened:
        state.parent.child = nil
        return .none

      case .childLinkOpened:
        state.parent.child = NavTestChild.State(count: 7)
        return .none

      case .parent, .stack:
        return .none

      case .stackLinkOpened:
        state.stack.path.append(NavTestChild.State(count: 7))
        return .none
      }
    }
  }
}

/// `@Dependency(\.dismiss)` and `@Dependency(\.isPresented)`: what a feature can do about its
/// own presentation, wherever it is presented.
@MainActor
final class DismissTests: XCTestCase {
  func testDismissDismissesTheInnermostPresentationOnly() async {
    let store = TestStore(initialState: NavTestNested.State()) {
      NavTestNested()
    }

    await store.send(.presentButtonTapped) {
      $0.child = NavTestNested.State(level: 1)
    }
    await store.send(.child(.presented(.presentButtonTapped))) {
      $0.child?.child = NavTestNested.State(level: 2)
    }
    await store.send(.child(.presented(.child(.presented(.closeButtonTapped)))))
    await store.receive(\.child.child.dismiss) {
      $0.child?.child = nil
    }
    await store.send(\.child.closeButtonTapped)
    await store.receive(\.child.dismiss) {
      $0.child = nil
    }
  }

  func testDismissingTheOuterPresentationTakesTheInnerOneWithIt() async {
    let store = TestStore(initialState: NavTestNested.State()) {
      NavTestNested()
    }

    await store.send(.presentButtonTapped) {
      $0.child = NavTestNested.State(level: 1)
    }
    await store.send(.child(.presented(.presentButtonTapped))) {
      $0.child?.child = NavTestNested.State(level: 2)
    }
    await store.send(\.child.closeButtonTapped)
    await store.receive(\.child.dismiss) {
      $0.child = nil
    }
  }

  func testDismissAtTheRootOfATestStoreDismissesIt() async {
    // As in TCA, the root of a test store is presented: dismissing it is not an issue.
    let issues = await recordIssues {
      let store = TestStore(initialState: NavTestChild.State()) {
        NavTestChild()
      }
      await store.send(.closeButtonTapped)
      XCTAssertTrue(store.isDismissed)
    }
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  func testDismissInAStoreAtTheRootIsReportedAndChangesNothing() async {
    let issues = await recordIssues {
      let store = Store(initialState: NavTestChild.State(count: 1)) {
        NavTestChild()
      }
      await store.send(.closeButtonTapped).finish()
      XCTAssertEqual(store.withState { $0 }, NavTestChild.State(count: 1))
    }

    XCTAssertEqual(issues.count, 1, issues.description)
    XCTAssertTrue(
      issues.first?.message.contains("but couldn't be dismissed") == true, issues.description
    )
  }

  /// BEHAVIOUR.md B-RN-08: `dismiss.notPresented`, exact text.
  func testDismissOutsideAPresentationReportsTCAsTextAtTheCallSite() async {
    let issues = await recordIssues {
      let store = Store(initialState: 0) { DismissingRoot() }
      await store.send(()).finish()
    }

    XCTAssertSingleIssue(
      issues,
      is: """
        A reducer requested dismissal at \
        "ComposableArchitectureTests/DismissTests.swift:\(DismissingRoot.dismissLine)", but \
        couldn't be dismissed.

        This is generally considered an application logic error, and can happen when a reducer \
        assumes it runs in a presentation context. If a reducer can run at both the root level \
        of an application, as well as in a presentation destination, use \
        @Dependency(\\.isPresented) to determine if the reducer is being presented before \
        calling @Dependency(\\.dismiss).
        """,
      at: DismissingRoot.dismissLine
    )
  }

  func testIsPresentedDependsOnWhereTheFeatureRuns() async {
    let presented = TestStore(initialState: NavTestParent.State(child: NavTestChild.State())) {
      NavTestParent()
    }
    await presented.send(\.child.isPresentedButtonTapped) {
      $0.child?.isPresented = true
    }

    // The root of a store is not presented; the root of a test store is, as in TCA.
    let root = Store(initialState: NavTestChild.State()) {
      NavTestChild()
    }
    root.send(.isPresentedButtonTapped)
    XCTAssertEqual(root.withState(\.isPresented), false)
    let testRoot = TestStore(initialState: NavTestChild.State()) {
      NavTestChild()
    }
    await testRoot.send(.isPresentedButtonTapped) {
      $0.isPresented = true
    }
  }

  func testIsPresentedIsFalseForTheParentOfAPresentedChild() async {
    @Dependency(\.isPresented) var isPresented
    XCTAssertFalse(isPresented)
    let store = Store(initialState: NavTestParent.State()) {
      NavTestParent()
    }
    store.send(.presentChildButtonTapped)
    store.send(.child(.presented(.isPresentedButtonTapped)))
    XCTAssertEqual(store.child?.isPresented, true)
    XCTAssertFalse(isPresented)
  }

  func testDismissInALiveStore() async {
    let store = Store(initialState: NavTestParent.State()) {
      NavTestParent()
    }
    store.send(.presentChildButtonTapped)
    XCTAssertNotNil(store.child)
    await store.send(.child(.presented(.closeButtonTapped))).finish()
    // The dismiss action is fed back by the wait the presentation started.
    for _ in 1...100 where store.child != nil {
      await Task.yield()
    }
    XCTAssertNil(store.child)
  }

  // A child present in the initial state, or presented by another reducer, was never seen
  // appearing by its `ifLet` or `forEach`; it can dismiss itself all the same.

  func testChildPresentedInTheInitialStateDismissesItself() async {
    let store = TestStore(initialState: NavTestParent.State(child: NavTestChild.State())) {
      NavTestParent()
    }

    await store.send(.child(.presented(.closeButtonTapped)))
    await store.receive(\.child.dismiss) {
      $0.child = nil
    }
  }

  func testElementOfTheInitialStackDismissesItself() async {
    let store = TestStore(
      initialState: NavTestChildStack.State(
        path: StackState([NavTestChild.State(), NavTestChild.State()])
      )
    ) {
      NavTestChildStack()
    }

    await store.send(\.path[id: 1].closeButtonTapped)
    await store.receive(\.path.popFrom, 1) {
      $0.path.pop(from: 1)
    }
    await store.send(\.path[id: 0].closeButtonTapped)
    await store.receive(\.path.popFrom, 0) {
      $0.path = []
    }
  }

  func testChildPresentedByAnotherReducerDismissesItself() async {
    let store = TestStore(initialState: NavTestDeepLinkApp.State()) {
      NavTestDeepLinkApp()
    }

    await store.send(.childLinkOpened) {
      $0.parent.child = NavTestChild.State(count: 7)
    }
    await store.send(\.parent.child.closeButtonTapped)
    await store.receive(\.parent.child.dismiss) {
      $0.parent.child = nil
    }
  }

  func testElementPushedByAnotherReducerDismissesItself() async {
    let store = TestStore(initialState: NavTestDeepLinkApp.State()) {
      NavTestDeepLinkApp()
    }

    await store.send(.stackLinkOpened) {
      $0.stack.path.append(NavTestChild.State(count: 7))
    }
    await store.send(\.stack.path[id: 0].closeButtonTapped)
    await store.receive(\.stack.path.popFrom, 0) {
      $0.stack.path = []
    }
  }

  func testChildRemovedByAnotherReducerHasItsEffectsCancelledAtTheNextAction() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestDeepLinkApp.State()) {
      NavTestDeepLinkApp()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.parent(.presentChildButtonTapped)) {
      $0.parent.child = NavTestChild.State()
    }
    await store.send(\.parent.child.startTimerButtonTapped)
    await store.send(.closeChildLinkOpened) {
      $0.parent.child = nil
    }
    // The next action through the parent's `ifLet` sees the child gone and ends its timer.
    await store.send(.parent(.stopTimerButtonTapped))
    await clock.advance(by: .seconds(10))
    await store.finish()
  }
}

/// A feature that dismisses itself from an effect, run where nothing presents it.
private struct DismissingRoot: Reducer {
  static let dismissLine: UInt = #line + 4
  @Dependency(\.dismiss) var dismiss
  func reduce(into state: inout Int, action: Void) -> Effect<Void> {
    .run { _ in
      await self.dismiss()
    }
  }
}
