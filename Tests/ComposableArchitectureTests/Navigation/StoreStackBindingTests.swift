@_spi(Internals) import ComposableArchitecture
import XCTest

/// A stack of ``NavTestChild`` screens whose parent does nothing else.
@Reducer
private struct StackBindingRoot {
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

/// The store subscript behind the `NavigationStack(path:)` binding of
/// `$store.scope(state: \.path, action: \.path)`.
@MainActor
final class StoreStackBindingTests: XCTestCase {
  func testWritingAShorterPathPops() async {
    let store = Store(
      initialState: StackBindingRoot.State(
        path: StackState([NavTestChild.State(), NavTestChild.State(count: 1)])
      )
    ) {
      StackBindingRoot()
    }
    let pathStore = store.scope(\.path, action: \.path)
    let issues = await recordIssues {
      var path = pathStore[]
      path.removeLast()
      pathStore[] = path
    }
    XCTAssertEqual(issues.count, 0, issues.description)
    XCTAssertEqual(store.path.ids, [0])
  }

  func testWritingAPathOfTheSameCountIsReportedWhereTheBindingWasDerived() async {
    let store = Store(
      initialState: StackBindingRoot.State(path: StackState([NavTestChild.State()]))
    ) {
      StackBindingRoot()
    }
    let pathStore = store.scope(\.path, action: \.path)
    let bindingLine: UInt = #line + 2
    let issues = await recordIssues {
      pathStore[] = pathStore[]
    }
    XCTAssertSingleIssue(
      issues,
      is: """
        A navigation stack binding at "ComposableArchitectureTests/StoreStackBindingTests.swift:\
        \(bindingLine)" was written to with a path that has the same number of elements that \
        already exist in the store. A view should only write to this binding with a path that \
        has pushed a new element onto the stack, or popped one or more elements from the stack.

        This usually means the "forEach" has not been integrated with the reducer powering the \
        store, and this reducer is responsible for handling stack actions.

        To fix this, ensure that "forEach" is invoked from the reducer's "body":

            Reduce { state, action in
              // ...
            }
            .forEach(\\.path, action: \\.path) {
              Path()
            }

        And ensure that every parent reducer is integrated into the root reducer that powers the \
        store.
        """,
      at: bindingLine
    )
    XCTAssertEqual(store.path.ids, [0])
  }
}
