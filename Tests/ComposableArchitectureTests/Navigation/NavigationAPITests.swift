import ComposableArchitecture
import XCTest

/// The screens of a stack, for the by-case subscripts.
@CasePathable
private enum APIScreen: Equatable {
  case counter(Int)
  case text(String)
}

/// A stack of ``NavTestChild`` screens, to assert pushes the way TCA users do.
@Reducer
private struct APIStackRoot {
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
      if case .pushButtonTapped = action {
        state.path.append(NavTestChild.State())
      }
      return .none
    }
    .forEach(\.path, action: \.path) {
      NavTestChild()
    }
  }
}

/// Destinations of ``APIParent``, to reach a case of presented state and of presented actions.
@Reducer
private enum APIDestination {
  case child(NavTestChild)
  case other(NavTestChild)
}
extension APIDestination.State: Equatable {}
extension APIDestination.Action: Equatable {}

/// The 1.x navigation API beyond the basics: `StackState` by id (with source locations), its
/// path view, `PresentationState`'s dynamic members and `PresentationAction`'s case paths, and
/// a `DismissEffect` made from a closure.
@MainActor
final class NavigationAPITests: XCTestCase {
  func testAssigningAnElementAtAMissingIDAppendsItWithThatID() async {
    var path: StackState<Int> = [10, 20]
    path[id: 5] = 50
    XCTAssertEqual(path.ids, [0, 1, 5])
    XCTAssertEqual(Array(path), [10, 20, 50])
    XCTAssertEqual(path[id: 5], 50)
  }

  func testATestStoreAssertsAPushByAssigningAtTheNewID() async {
    let store = TestStore(initialState: APIStackRoot.State()) { APIStackRoot() }
    await store.send(.pushButtonTapped) {
      $0.path[id: 0] = NavTestChild.State()
    }
    await store.send(.pushButtonTapped) {
      $0.path[id: 1] = NavTestChild.State()
    }
    await store.send(\.path[id: 1].incrementButtonTapped) {
      $0.path[id: 1]?.count = 1
    }
  }

  func testPopAndRemoveAll() async {
    var path: StackState<Int> = [10, 20, 30, 40]
    path.pop(to: 2)
    XCTAssertEqual(path.ids, [0, 1, 2])
    path.pop(from: 1)
    XCTAssertEqual(path.ids, [0])
    path.pop(from: 9)
    path.pop(to: 9)
    XCTAssertEqual(path.ids, [0])

    path.append(contentsOf: [1, 2])
    path.removeAll(keepingCapacity: true)
    XCTAssertTrue(path.isEmpty)
    path.append(3)
    XCTAssertEqual(path.ids, [6])
  }

  /// BEHAVIOUR.md B-RN-01: `[id:case:]` with an `AnyCasePath`: reads, mutates, refuses.
  @available(*, deprecated)
  func testElementByIDAndCasePath() async {
    var path: StackState<APIScreen> = [.counter(1), .text("Hi")]
    let counter = AnyCasePath(\APIScreen.Cases.counter)
    XCTAssertEqual(path[id: 0, case: counter], 1)
    XCTAssertNil(path[id: 1, case: counter])
    path[id: 0, case: counter]? += 1
    let issues = recordIssuesSynchronously {
      path[id: 1, case: counter] = 5
    }
    XCTAssertEqual(issues.map(\.message), [#"Can't modify unrelated case "text""#])
    XCTAssertEqual(Array(path), [.counter(2), .text("Hi")])
  }

  func testDebugDescriptions() async {
    let path: StackState<String> = ["a", "b"]
    XCTAssertEqual(StackElementID(integerLiteral: 3).debugDescription, "#3")
    XCTAssertEqual(path.debugDescription, #"StackState<String>([#0: "a", #1: "b"])"#)
  }

  func testPresentationStateReachesAMemberOfThePresentedState() async {
    var child = PresentationState<NavTestChild.State>(wrappedValue: nil)
    XCTAssertNil(child.count.wrappedValue)
    child.wrappedValue = NavTestChild.State(count: 3)
    let count: PresentationState<Int> = child.count
    XCTAssertEqual(count.wrappedValue, 3)
  }

  func testPresentationStateReachesACaseOfThePresentedState() async {
    var destination = PresentationState<APIDestination.State>(wrappedValue: nil)
    XCTAssertNil(destination.child.wrappedValue)
    destination.wrappedValue = .child(NavTestChild.State(count: 2))
    let child: PresentationState<NavTestChild.State> = destination.child
    XCTAssertEqual(child.wrappedValue?.count, 2)
    XCTAssertNil(destination.other.wrappedValue)
  }

  @available(*, deprecated)
  func testPresentationStateByCasePath() async {
    let childCase = AnyCasePath(\APIDestination.State.Cases.child)
    var destination = PresentationState<APIDestination.State>(
      wrappedValue: .child(NavTestChild.State())
    )
    XCTAssertEqual(destination[case: childCase]?.count, 0)
    destination[case: childCase]?.count += 1
    XCTAssertEqual(destination.wrappedValue, .child(NavTestChild.State(count: 1)))
    XCTAssertNil(destination[case: AnyCasePath(\APIDestination.State.Cases.other)])
  }

  func testPresentationActionCasePathsReachThroughPresented() async {
    typealias Action = PresentationAction<APIDestination.Action>
    let child: AnyCasePath<Action, NavTestChild.Action> = Action.allCasePaths.child
    XCTAssertEqual(
      child.extract(from: .presented(.child(.incrementButtonTapped))), .incrementButtonTapped)
    XCTAssertNil(child.extract(from: .presented(.other(.incrementButtonTapped))))
    XCTAssertNil(child.extract(from: .dismiss))
    XCTAssertEqual(child.embed(.closeButtonTapped), .presented(.child(.closeButtonTapped)))

    let nested: CaseKeyPath<Action, Void> = \.child.incrementButtonTapped
    XCTAssertTrue(Action.presented(.child(.incrementButtonTapped)).is(nested))
    XCTAssertFalse(Action.presented(.other(.incrementButtonTapped)).is(nested))
  }

  func testPresentationActionCasePathsAsPresentationActionsOfACase() async {
    typealias Action = PresentationAction<APIDestination.Action>
    let child: AnyCasePath<Action, PresentationAction<NavTestChild.Action>> =
      Action.allCasePaths.child
    XCTAssertEqual(child.extract(from: .dismiss), .dismiss)
    XCTAssertEqual(
      child.extract(from: .presented(.child(.incrementButtonTapped))),
      .presented(.incrementButtonTapped)
    )
    XCTAssertNil(child.extract(from: .presented(.other(.incrementButtonTapped))))
    XCTAssertEqual(child.embed(.dismiss), .dismiss)
    XCTAssertEqual(
      child.embed(.presented(.closeButtonTapped)), .presented(.child(.closeButtonTapped)))
  }

  func testADismissEffectMadeFromAClosureRunsIt() async {
    let dismissed = LockIsolated(false)
    let dismiss = DismissEffect { dismissed.setValue(true) }
    await dismiss()
    XCTAssertTrue(dismissed.value)

    try? await withDependencies {
      $0.dismiss = DismissEffect { dismissed.setValue(false) }
    } operation: {
      @Dependency(\.dismiss) var dismiss
      @Dependency(\.isPresented) var isPresented
      XCTAssertTrue(isPresented)
      await dismiss()
    }
    XCTAssertFalse(dismissed.value)
  }
}
