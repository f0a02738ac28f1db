import ComposableArchitecture
import XCTest

/// A form whose body forgot its `BindingReducer`.
@Reducer
private struct ForgetfulForm {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// The same form with its bindings as view actions, also without a `BindingReducer`.
@Reducer
private struct ForgetfulViewForm {
  @ObservableState
  struct State: Equatable {
    var isOn = false
  }
  enum Action: ViewAction {
    case view(View)
    enum View: BindableAction {
      case binding(BindingAction<State>)
    }
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@MainActor
final class BindableActionDebuggerTests: XCTestCase {
  /// BEHAVIOUR.md B-BD-01: a store write that no `BindingReducer` applied reports
  /// `binding.actionNotHandled` with TCA's text.
  func testBindingActionNoBindingReducerAppliedIsReported() async {
    let issues = await recordIssues {
      let store = Store(initialState: ForgetfulForm.State()) { ForgetfulForm() }
      store.name = "Blob"
      XCTAssertEqual(store.name, "")
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        A binding action sent from a store was not handled.

          Action:
            ForgetfulForm.Action.binding(.set(_, "Blob"))

        To fix this, invoke "BindingReducer()" from your feature reducer's "body".
        """
      ]
    )
  }

  /// BEHAVIOUR.md B-BD-01: the same report for a binding view action.
  func testBindingViewActionNoBindingReducerAppliedIsReported() async {
    let issues = await recordIssues {
      let store = Store(initialState: ForgetfulViewForm.State()) { ForgetfulViewForm() }
      store.isOn = true
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        A binding action sent from a store was not handled.

          Action:
            ForgetfulViewForm.Action.View.binding(.set(_, true))

        To fix this, invoke "BindingReducer()" from your feature reducer's "body".
        """
      ]
    )
  }

  func testBindingActionABindingReducerAppliedIsNotReported() async {
    let issues = await recordIssues {
      let store = Store(initialState: BindingsFormFeature.State()) { BindingsFormFeature() }
      store.name = "Blob"
      store.count = 3
      XCTAssertEqual(store.name, "Blob")
    }
    XCTAssertEqual(issues.map(\.message), [])
  }
}
