import ComposableArchitecture
import XCTest

/// A feature whose body is an existential: only known to be a reducer at run time.
private struct ExistentialBodyFeature: Reducer {
  typealias State = Counter.State
  typealias Action = Counter.Action
  var body: any Reducer<State, Action> {
    Counter()
  }
}

/// A feature with neither a body nor a `reduce(into:action:)`.
private struct NoLogicFeature: Reducer {
  typealias State = Int
  typealias Action = Counter.Action
}

/// The default `reduce(into:action:)` that every reducer has (deprecated for direct calls, as in
/// TCA): it runs a body whose type is known only at run time.
@MainActor
final class ReducerDynamicBodyTests: XCTestCase {
  func testAnExistentialBodyRuns() async {
    let store = TestStore(initialState: Counter.State()) { ExistentialBodyFeature() }
    await store.send(.increment) {
      $0.count = 1
    }
  }

  func testAReducerWithoutLogicReportsAndKeepsRunning() async {
    let store = Store(initialState: 0) { NoLogicFeature() }
    let issues = reportedIssues { store.send(.increment) }
    assertSingleIssue(
      issues,
      containing: ["'NoLogicFeature' has neither a 'body' nor a 'reduce(into:action:)'."]
    )
    XCTAssertEqual(store.withState { $0 }, 0)
  }
}
