import ComposableArchitecture
import Testing

/// A stack of ``NavTestChild`` screens, for the Swift Testing tests.
@Reducer
private struct NavTestSwiftTestingStack {
  @ObservableState
  struct State: Equatable {
    var path = StackState<NavTestChild.State>()
  }

  enum Action: Equatable {
    case path(StackActionOf<NavTestChild>)
    case pushButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path:
        return .none

      case .pushButtonTapped:
        state.path.append(NavTestChild.State())
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      NavTestChild()
    }
  }
}

/// Presentation and stacks under Swift Testing, misuse included: the issues navigation reports
/// fail a Swift Testing test at the step that caused them.
@MainActor
@Suite(.serialized)
struct NavigationSwiftTestingTests {
  @Test func childDismissesItselfAndItsTimerStops() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestParent.State()) {
      NavTestParent()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.presentChildButtonTapped) {
      $0.child = NavTestChild.State()
    }
    await store.send(\.child.startTimerButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.child.timerTicked) {
      $0.child?.ticks = 1
    }
    await store.send(\.child.closeButtonTapped)
    await store.receive(\.child.dismiss) {
      $0.child = nil
    }
    await clock.advance(by: .seconds(10))
  }

  @Test func stackIDsStartAtZeroInEachTest() async {
    let store = TestStore(initialState: NavTestSwiftTestingStack.State()) {
      NavTestSwiftTestingStack()
    }

    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    #expect(store.state.path.ids == [0, 1])
    await store.send(\.path[id: 1].closeButtonTapped)
    await store.receive(\.path.popFrom, 1) {
      $0.path.pop(from: 1)
    }
  }

  @Test func stackIDsStartAtZeroInThisTestToo() async {
    let store = TestStore(initialState: NavTestSwiftTestingStack.State()) {
      NavTestSwiftTestingStack()
    }

    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    #expect(store.state.path.ids == [0])
  }

  @Test func isPresentedInsideAndOutside() async {
    let store = TestStore(initialState: NavTestParent.State()) {
      NavTestParent()
    }
    await store.send(.presentChildButtonTapped) {
      $0.child = NavTestChild.State()
    }
    await store.send(\.child.isPresentedButtonTapped) {
      $0.child?.isPresented = true
    }

    // The root of a test store is presented, as in TCA.
    let root = TestStore(initialState: NavTestChild.State()) {
      NavTestChild()
    }
    await root.send(.isPresentedButtonTapped) {
      $0.isPresented = true
    }
  }

  @Test func dismissAtTheRootOfATestStoreDismissesIt() async {
    let store = TestStore(initialState: NavTestChild.State()) {
      NavTestChild()
    }
    await store.send(.closeButtonTapped)
    #expect(store.isDismissed)
  }

  @Test func presentationActionWhileStateIsNilIsAnIssue() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: NavTestParent.State()) {
        NavTestParent()
      }
      line.next()
      await store.send(.child(.presented(.incrementButtonTapped)))
    } matching: { issue in
      issue.matches(
        "received a presentation action when destination state was absent", at: line.value
      )
    }
  }

  @Test func pushingAnExistingIDIsAnIssue() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: NavTestSwiftTestingStack.State()) {
        NavTestSwiftTestingStack()
      }
      await store.send(.pushButtonTapped) {
        $0.path.append(NavTestChild.State())
      }
      line.next()
      await store.send(.path(.push(id: 0, state: NavTestChild.State())))
    } matching: { issue in
      issue.matches(#"received a "push" action for an element it already contains"#, at: line.value)
    }
  }

  @Test func poppingAMissingIDIsAnIssue() async {
    let line = StepLine()
    await withKnownIssue {
      let store = TestStore(initialState: NavTestSwiftTestingStack.State()) {
        NavTestSwiftTestingStack()
      }
      line.next()
      await store.send(.path(.popFrom(id: 0)))
    } matching: { issue in
      issue.matches(#"received a "popFrom" action for a missing element"#, at: line.value)
    }
  }

  @Test func rowStoreOfARemovedElementReportsAndDoesNotCrash() async {
    let store = Store(initialState: NavTestSwiftTestingStack.State()) {
      NavTestSwiftTestingStack()
    }
    store.send(.pushButtonTapped)
    let elementStore = store.scope(state: \.path, action: \.path)[0]
    store.send(.path(.popFrom(id: 0)))

    withKnownIssue {
      elementStore.send(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("received an action for a missing element")
    }
    #expect(store.path.isEmpty)
    #expect(elementStore.count == 0)
  }
}
