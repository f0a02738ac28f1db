import ComposableArchitecture
import XCTest

@Reducer
private struct OverrideChild {
  struct State: Equatable {}

  enum Action: Equatable {
    case closeButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { _, _ in
      .run { _ in await self.dismiss() }
    }
  }
}

@Reducer
private struct OverrideParent {
  @ObservableState
  struct State: Equatable {
    @Presents var child: OverrideChild.State?
  }

  enum Action: Equatable {
    case child(PresentationAction<OverrideChild.Action>)
    case presentButtonTapped
  }

  /// The `dismiss` the child is given by hand, inside its presentation, if any.
  let childDismiss: DismissEffect?

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .presentButtonTapped:
        state.child = OverrideChild.State()
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) {
      if let childDismiss {
        OverrideChild().dependency(\.dismiss, childDismiss)
      } else {
        OverrideChild()
      }
    }
  }
}

/// Which `dismiss` a presented feature gets: the presentation's, unless set by hand inside it;
/// one set outside the presentation is replaced by the presentation's, as in TCA.
@MainActor
final class DismissOverrideTests: XCTestCase {
  func testDismissSetByHandInsideThePresentationIsTheOneCalled() async {
    let calls = LockIsolated(0)
    let store = TestStore(initialState: OverrideParent.State()) {
      OverrideParent(childDismiss: DismissEffect { calls.withValue { $0 += 1 } })
    }

    await store.send(.presentButtonTapped) {
      $0.child = OverrideChild.State()
    }
    await store.send(\.child.closeButtonTapped)
    XCTAssertEqual(calls.value, 1)
    // The presentation was not dismissed by the child: the parent dismisses it.
    await store.send(.child(.dismiss)) {
      $0.child = nil
    }
  }

  func testDismissSetOutsideThePresentationIsReplacedByThePresentations() async {
    let calls = LockIsolated(0)
    let store = TestStore(initialState: OverrideParent.State()) {
      OverrideParent(childDismiss: nil)
    } withDependencies: {
      $0.dismiss = DismissEffect { calls.withValue { $0 += 1 } }
    }

    await store.send(.presentButtonTapped) {
      $0.child = OverrideChild.State()
    }
    await store.send(\.child.closeButtonTapped)
    await store.receive(\.child.dismiss) {
      $0.child = nil
    }
    XCTAssertEqual(calls.value, 0)
  }

  func testIsPresentedFollowsTheDismissSetByHand() {
    withDependencies {
      $0.dismiss = DismissEffect {}
    } operation: {
      @Dependency(\.isPresented) var isPresented
      XCTAssertTrue(isPresented)
    }
    @Dependency(\.isPresented) var isPresented
    XCTAssertFalse(isPresented)
  }
}
