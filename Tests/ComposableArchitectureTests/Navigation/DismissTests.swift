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

  func testDismissAtTheRootIsReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: NavTestChild.State()) {
        NavTestChild()
      }
      line = #line + 1
      await store.send(.closeButtonTapped)
      await store.finish()
    }

    XCTAssertSingleIssue(
      issues,
      containing:
        #"A reducer requested dismissal at "ComposableArchitectureTests/NavigationFeatures.swift:"#,
      "but couldn't be dismissed.",
      #"use @Dependency(\.isPresented) to determine if the reducer is being presented"#,
      at: line
    )
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

  func testIsPresentedDependsOnWhereTheFeatureRuns() async {
    let presented = TestStore(initialState: NavTestParent.State(child: NavTestChild.State())) {
      NavTestParent()
    }
    await presented.send(\.child.isPresentedButtonTapped) {
      $0.child?.isPresented = true
    }

    let root = TestStore(initialState: NavTestChild.State()) {
      NavTestChild()
    }
    await root.send(.isPresentedButtonTapped) {
      $0.isPresented = false
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
}
