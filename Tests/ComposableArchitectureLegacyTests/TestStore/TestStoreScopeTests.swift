import ComposableArchitectureLegacy
import XCTest

// `TestStore.scope(state:action:)`: a test of a child feature through its parent's reducer.

private struct Parent: Equatable {
  var child = Child()
  var title = ""
}

private struct Child: Equatable {
  var count = 0
}

private enum ParentAction: Equatable {
  case child(ChildAction)
  case childChanged(Int)
}

private enum ChildAction: Equatable {
  case increment
}

private let parentReducer = Reducer<Parent, ParentAction, Void> { state, action, _ in
  switch action {
  case .child(.increment):
    state.child.count += 1
    return Effect(value: .childChanged(state.child.count))
  case let .childChanged(count):
    state.title = "Count: \(count)"
    return .none
  }
}

final class TestStoreScopeTests: XCTestCase {
  func testScopeSendsLocalActionsAndAssertsLocalState() {
    let store = TestStore(initialState: Parent(), reducer: parentReducer, environment: ())
      .scope(state: \.child, action: ParentAction.child)
    store.send(.increment) { $0.count = 1 }
    // Received actions are the parent's; the state asserted is the child's.
    store.receive(.childChanged(1))
    store.assert(
      .send(.increment) { $0.count = 2 },
      .receive(.childChanged(2))
    )
  }

  func testScopeOfTheWholeStateSeesEveryChange() {
    let store = TestStore(initialState: Parent(), reducer: parentReducer, environment: ())
      .scope(state: { $0 }, action: ParentAction.child)
    store.send(.increment) { $0.child.count = 1 }
    store.receive(.childChanged(1)) { $0.title = "Count: 1" }
  }

  func testScopedStoreReportsMismatchesInLocalTerms() {
    var line: UInt = 0
    let issues = recordIssues {
      let store = TestStore(initialState: Parent(), reducer: parentReducer, environment: ())
        .scope(state: \.child.count, action: ParentAction.child)
      line = #line + 1
      store.send(.increment) { $0 = 2 }
      store.receive(.childChanged(1))
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        State change does not match expectation: …

            − 2
            + 1

        (Expected: −, Actual: +)
        """
      ]
    )
    XCTAssertEqual(issues.first?.line, line)
  }
}
