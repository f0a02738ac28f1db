import ComposableArchitectureLegacy
import XCTest

// The 0.1–0.20 `forEach` over an array, whose actions carry the element's index.

private struct Row: Equatable {
  var count = 0
}

private struct ListState: Equatable {
  var rows: [Row] = []
}

private enum ListAction: Equatable {
  case row(index: Int, action: RowAction)
}

private enum RowAction: Equatable {
  case increment
  case incrementLater
}

private let rowReducer = Reducer<Row, RowAction, Void> { state, action, _ in
  switch action {
  case .increment:
    state.count += 1
    return .none
  case .incrementLater:
    return Effect(value: .increment)
  }
}

@available(*, deprecated)
final class ReducerForEachArrayTests: XCTestCase {
  func testRunsTheElementAtTheIndexAndEmbedsItsEffects() {
    let listReducer = rowReducer.forEach(
      state: \ListState.rows,
      action: /ListAction.row(index:action:),
      environment: { (_: Void) in () }
    )
    let store = TestStore(
      initialState: ListState(rows: [Row(), Row()]), reducer: listReducer, environment: ()
    )
    store.send(.row(index: 1, action: .increment)) { $0.rows[1].count = 1 }
    store.send(.row(index: 0, action: .incrementLater))
    store.receive(.row(index: 0, action: .increment)) { $0.rows[0].count = 1 }
  }

  func testReportsAnActionForAMissingIndex() {
    let listReducer = rowReducer.forEach(
      state: \ListState.rows,
      action: /ListAction.row(index:action:),
      environment: { (_: Void) in () }
    )
    var state = ListState(rows: [Row()])
    let issues = recordIssues {
      _ = listReducer.run(&state, .row(index: 3, action: .increment), ())
    }
    XCTAssertEqual(state, ListState(rows: [Row()]))
    XCTAssertEqual(issues.count, 1)
    XCTAssertTrue(
      issues.first?.message.contains(
        """
        received an action when state contained no element at that index. …

          Action:
            RowAction.increment
        """
      ) == true,
      issues.first?.message ?? ""
    )
    XCTAssertTrue(
      issues.first?.message.hasSuffix(#"In SwiftUI applications, use "ForEachStore"."#) == true
    )
  }
}
