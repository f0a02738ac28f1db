import ComposableArchitectureLegacy
import XCTest

// 0.40's runtime warning for a binding action that no `.binding()` reducer applies.

private let reducerWithoutBinding = Reducer<SettingsState, SettingsAction, Void> { _, _, _ in
  .none
}

final class BindingWarningTests: XCTestCase {
  func testUnhandledBindingActionIsReported() {
    let viewStore = ViewStore(
      Store(initialState: SettingsState(), reducer: reducerWithoutBinding, environment: ())
    )
    let line = #line + 1
    let displayName = viewStore.binding(\.$displayName)
    let issues = recordIssues { displayName.wrappedValue = "Blob" }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        A binding action sent from a view store at \
        "ComposableArchitectureLegacyTests/BindingWarningTests.swift:\(line)" was not handled. …

          Action:
            SettingsAction.binding(.set(_, Blob))

        To fix this, invoke the "binding()" method on your feature's reducer.
        """
      ]
    )
    XCTAssertEqual(viewStore.displayName, "")
  }

  func testHandledBindingActionIsNotReported() {
    let viewStore = ViewStore(
      Store(
        initialState: SettingsState(), reducer: reducerWithoutBinding.binding(), environment: ()
      )
    )
    let issues = recordIssues { viewStore.binding(\.$displayName).wrappedValue = "Blob" }
    XCTAssertEqual(issues.map(\.message), [])
    XCTAssertEqual(viewStore.displayName, "Blob")
  }
}
