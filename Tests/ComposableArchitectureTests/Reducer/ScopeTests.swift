import ComposableArchitecture
import XCTest

private struct Parent: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var other = Counter.State()
  }
  @CasePathable
  enum Action: Equatable {
    case counter(Counter.Action)
    case other(Counter.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) {
      Counter()
    }
  }
}

private struct Session: Reducer {
  @CasePathable
  enum State: Equatable {
    case loggedIn(Counter.State)
    case loggedOut
  }
  @CasePathable
  enum Action: Equatable {
    case loggedIn(Counter.Action)
    case logOut
    case logIn
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.loggedIn, action: \.loggedIn) {
      Counter()
    }
    Reduce { state, action in
      switch action {
      case .loggedIn:
        return .none
      case .logOut:
        state = .loggedOut
        return .none
      case .logIn:
        state = .loggedIn(Counter.State())
        return .none
      }
    }
  }
}

@MainActor
final class ScopeTests: XCTestCase {
  func testScopeWithKeyPathRunsChildOnItsState() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.counter(.increment))
    store.send(.counter(.increment))
    XCTAssertEqual(store.counter.count, 2)
    XCTAssertEqual(store.other.count, 0)
  }

  func testScopeIgnoresActionsOfOtherCases() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.other(.increment))
    XCTAssertEqual(store.withState { $0 }, Parent.State())
  }

  func testScopeEmbedsChildEffectActionsInParentAction() async {
    let actions = LockIsolated<[Parent.Action]>([])
    let store = Store(initialState: Parent.State()) {
      Reduce<Parent.State, Parent.Action> { _, action in
        actions.withValue { $0.append(action) }
        return .none
      }
      Parent()
    }
    await store.send(.counter(.delayedIncrement)).finish()
    store.send(.counter(.incrementTwiceViaSend))
    XCTAssertEqual(
      actions.value,
      [
        .counter(.delayedIncrement), .counter(.increment),
        .counter(.incrementTwiceViaSend), .counter(.increment), .counter(.increment),
      ]
    )
    XCTAssertEqual(store.counter.count, 3)
  }

  func testScopeWithCaseKeyPathRunsChildOnTheCaseState() async {
    let store = Store(initialState: Session.State.loggedIn(Counter.State())) { Session() }
    store.send(.loggedIn(.increment))
    XCTAssertEqual(store.withState { $0 }, .loggedIn(Counter.State(count: 1)))
    await store.send(.loggedIn(.delayedIncrement)).finish()
    XCTAssertEqual(store.withState { $0 }, .loggedIn(Counter.State(count: 2)))
  }

  func testScopeWithCaseKeyPathReportsActionForAnotherCase() async {
    let store = Store(initialState: Session.State.loggedOut) { Session() }
    let issues = reportedIssues {
      store.send(.loggedIn(.increment))
    }
    assertSingleIssue(
      issues,
      containing: [
        "A \"Scope\" at \"",
        "received a child action when child state was set to a different case",
        "Session.Action.loggedIn(.increment)",
        "Reducer.ifCaseLet",
      ]
    )
    XCTAssertEqual(store.withState { $0 }, .loggedOut)
  }

  func testStoreKeepsWorkingAfterScopeMisuse() async {
    let store = Store(initialState: Session.State.loggedOut) { Session() }
    _ = reportedIssues {
      store.send(.loggedIn(.increment))
    }
    store.send(.logIn)
    store.send(.loggedIn(.increment))
    XCTAssertEqual(store.withState { $0 }, .loggedIn(Counter.State(count: 1)))
  }
}
