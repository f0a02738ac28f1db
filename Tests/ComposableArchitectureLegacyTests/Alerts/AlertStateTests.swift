import ComposableArchitectureLegacy
import XCTest

private enum Action: Equatable {
  case cancelTapped
  case deleteTapped
  case okTapped
}

private struct State: Equatable {
  var alert: AlertState<Action>?
  var dialog: ConfirmationDialogState<Action>?
  var deleted = false
}

private let reducer = Reducer<State, Action, Void> { state, action, _ in
  switch action {
  case .cancelTapped, .okTapped:
    state.alert = nil
    state.dialog = nil
    return .none
  case .deleteTapped:
    state.alert = AlertState(
      title: TextState("Delete?"),
      message: TextState("This cannot be undone."),
      buttons: [
        .destructive(TextState("Delete"), action: .send(.okTapped)),
        .cancel(TextState("Cancel")),
      ]
    )
    state.deleted = true
    return .none
  }
}

final class AlertStateTests: XCTestCase {
  func testAlertStateInTestStore() {
    let store = TestStore(initialState: State(), reducer: reducer, environment: ())
    store.send(.deleteTapped) {
      $0.alert = AlertState(
        title: TextState("Delete?"),
        message: TextState("This cannot be undone."),
        buttons: [
          .destructive(TextState("Delete"), action: .send(.okTapped)),
          .cancel(TextState("Cancel")),
        ]
      )
      $0.deleted = true
    }
    store.send(.okTapped) {
      $0.alert = nil
    }
  }

  func testAlertInitializers() {
    let ok = AlertState<Action>(
      title: TextState("Saved"),
      buttons: [.default(TextState("OK"), action: .send(.okTapped))]
    )
    XCTAssertEqual(String(state: ok.title), "Saved")
    XCTAssertNil(ok.message)
    XCTAssertEqual(ok.buttons.count, 1)
    XCTAssertNil(ok.buttons[0].role)
    XCTAssertEqual(ok.buttons[0].action, .send(.okTapped))
    XCTAssertEqual(ok.buttons[0].label, TextState("OK"))

    let dismissOnly = AlertState<Action>(title: TextState("Saved"))
    XCTAssertEqual(dismissOnly.buttons, [])
    let withDismiss = AlertState<Action>(
      title: TextState("Saved"), dismissButton: .default(TextState("OK")))
    XCTAssertEqual(withDismiss.buttons, [.default(TextState("OK"))])
    XCTAssertEqual(withDismiss.buttons[0].action, .send(nil))

    let twoButtons = AlertState<Action>(
      title: TextState("Delete?"),
      message: TextState("Really?"),
      primaryButton: .destructive(TextState("Delete"), action: .send(.deleteTapped)),
      secondaryButton: .cancel(TextState("Cancel"), action: .send(.cancelTapped))
    )
    XCTAssertEqual(twoButtons.message, TextState("Really?"))
    XCTAssertEqual(twoButtons.buttons.map(\.role), [.destructive, .cancel])
    XCTAssertEqual(twoButtons.buttons.map(\.action.action), [.deleteTapped, .cancelTapped])

    let button: AlertState<Action>.Button = .default(TextState("OK"))
    let buttonAction: AlertState<Action>.ButtonAction = .send(.okTapped)
    XCTAssertEqual(button.action.action, nil)
    XCTAssertEqual(buttonAction.action, .okTapped)
    // Equality ignores the identity of the alert.
    XCTAssertEqual(
      AlertState<Action>(title: TextState("A")), AlertState<Action>(title: TextState("A")))
    XCTAssertNotEqual(
      AlertState<Action>(title: TextState("A")), AlertState<Action>(title: TextState("B")))
  }

  func testConfirmationDialogAndActionSheet() {
    let dialog = ConfirmationDialogState<Action>(
      title: TextState("Share"),
      titleVisibility: .visible,
      message: TextState("Pick one"),
      buttons: [
        .default(TextState("OK"), action: .send(.okTapped)),
        .cancel(TextState("Cancel")),
      ]
    )
    XCTAssertEqual(dialog.titleVisibility, .visible)
    XCTAssertEqual(dialog.message, TextState("Pick one"))
    XCTAssertEqual(dialog.buttons.count, 2)

    let sheet = ActionSheetState<Action>(
      title: TextState("Share"),
      message: TextState("Pick one"),
      buttons: [
        .default(TextState("OK"), action: .send(.okTapped)),
        .cancel(TextState("Cancel")),
      ]
    )
    XCTAssertEqual(sheet.titleVisibility, .automatic)
    XCTAssertEqual(sheet.buttons, dialog.buttons)
    let visibility: ConfirmationDialogState<Action>.Visibility = .hidden
    XCTAssertEqual(
      ConfirmationDialogState<Action>(title: "T", titleVisibility: visibility).buttons, [])
  }

  func testTextState() {
    let text = TextState("Hello, ") + TextState(verbatim: "Blob").bold()
    XCTAssertEqual(String(state: text), "Hello, Blob")
    XCTAssertNotEqual(TextState("Blob").bold(), TextState("Blob"))
    XCTAssertEqual(TextState("Blob"), "Blob")
  }
}
