@_spi(Internals) import ComposableArchitecture
import XCTest

/// A parent that presents ``NavTestChild`` but forgot to integrate it with `ifLet`.
@Reducer
private struct UnintegratedPresentationParent {
  @ObservableState
  struct State: Equatable {
    @Presents var child: NavTestChild.State?
  }
  enum Action: Equatable {
    case child(PresentationAction<NavTestChild.Action>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// The store subscript behind `$store.scope(state: \.child, action: \.child)` bindings.
@MainActor
final class StorePresentationBindingTests: XCTestCase {
  func testWritingNilDismissesThroughIfLet() async {
    let store = Store(initialState: NavTestParent.State(child: NavTestChild.State())) {
      NavTestParent()
    }
    let issues = await recordIssues {
      XCTAssertNotNil(store[state: \.child, action: \.child])
      store[state: \.child, action: \.child] = nil
    }
    XCTAssertEqual(issues.count, 0, issues.description)
    XCTAssertNil(store.child)
  }

  func testWritingNilWithoutIfLetIsReportedWhereTheBindingWasDerived() async {
    let store = Store(
      initialState: UnintegratedPresentationParent.State(child: NavTestChild.State())
    ) {
      UnintegratedPresentationParent()
    }
    let bindingLine: UInt = #line + 2
    let issues = await recordIssues {
      store[state: \.child, action: \.child] = nil
    }
    XCTAssertSingleIssue(
      issues,
      is: """
        A binding at "ComposableArchitectureTests/StorePresentationBindingTests.swift:\
        \(bindingLine)" was set to "nil", but the store destination wasn't nil'd out.

        This usually means an "ifLet" has not been integrated with the reducer powering the \
        store, and this reducer is responsible for handling presentation actions.

        To fix this, ensure that "ifLet" is invoked from the reducer's "body":

            Reduce { state, action in
              // ...
            }
            .ifLet(\\.destination, action: \\.destination) {
              Destination()
            }

        And ensure that every parent reducer is integrated into the root reducer that powers the \
        store.
        """,
      at: bindingLine
    )
    XCTAssertNotNil(store.child)
  }
}
