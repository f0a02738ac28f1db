import ComposableArchitecture
import Testing
import XCTest

private func deleteAlert() -> AlertState<AlertsTestAction> {
  AlertState {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .cancel) { TextState("Cancel") }
    ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
  } message: {
    TextState("This cannot be undone.")
  }
}

final class AlertStateTests: XCTestCase {
  func testInitializerKeepsTitleButtonsAndMessage() {
    let alert = deleteAlert()
    XCTAssertEqual(alert.title, "Delete?")
    XCTAssertEqual(alert.message, "This cannot be undone.")
    XCTAssertEqual(alert.buttons.map(\.label), ["Cancel", "Delete"])
    XCTAssertEqual(alert.buttons.map(\.role), [.cancel, .destructive])
    XCTAssertEqual(alert.buttons.map(\.action.action), [nil, .confirm])
  }

  func testActionsAndMessageAreOptional() {
    let alert = AlertState<AlertsTestAction> { TextState("Saved") }
    XCTAssertEqual(alert.title, "Saved")
    XCTAssertNil(alert.message)
    XCTAssertEqual(alert.buttons, [])
  }

  func testEqualityAndHashingIgnoreIDs() {
    let first = deleteAlert()
    let second = deleteAlert()
    XCTAssertNotEqual(first.id, second.id)
    XCTAssertEqual(first, second)
    XCTAssertEqual(Set([first, second]).count, 1)
  }

  func testTitleMessageAndButtonsTakePartInEquality() {
    var alert = deleteAlert()
    alert.title = "Remove?"
    XCTAssertNotEqual(alert, deleteAlert())

    alert = deleteAlert()
    alert.message = nil
    XCTAssertNotEqual(alert, deleteAlert())

    alert = deleteAlert()
    alert.buttons.removeFirst()
    XCTAssertNotEqual(alert, deleteAlert())
  }

  func testMapTransformsEveryButtonAndKeepsTheRest() {
    let alert = deleteAlert()
    let mapped = alert.map { $0.map(AlertsTestParentAction.alert) }
    XCTAssertEqual(mapped.id, alert.id)
    XCTAssertEqual(mapped.buttons.map(\.id), alert.buttons.map(\.id))
    XCTAssertEqual(mapped.title, alert.title)
    XCTAssertEqual(mapped.message, alert.message)
    XCTAssertEqual(mapped.buttons.map(\.action.action), [nil, .alert(.confirm)])
    XCTAssertEqual(
      mapped,
      AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .cancel) { TextState("Cancel") }
        ButtonState(role: .destructive, action: .alert(.confirm)) { TextState("Delete") }
      } message: {
        TextState("This cannot be undone.")
      }
    )
  }

  func testDescriptionIsOneLineOfPlainText() {
    XCTAssertEqual(
      String(describing: deleteAlert()),
      #"Alert: "Delete?" — "This cannot be undone." [Cancel (cancel)] [Delete (destructive)]"#
    )
    XCTAssertEqual(
      AlertState<AlertsTestAction> {
        TextState("Saved ") + TextState("Report.pdf").bold()
      } actions: {
        ButtonState { "OK" }
      }
      .description,
      #"Alert: "Saved Report.pdf" [OK]"#
    )
    XCTAssertEqual("\(AlertState<AlertsTestAction> { "Saved" })", #"Alert: "Saved""#)
  }

  func testCustomDumpShowsTitleActionsAndMessage() {
    XCTAssertEqual(
      String(customDumping: deleteAlert()),
      """
      AlertState(
        title: "Delete?",
        actions: [
          [0]: ButtonState(
            role: .cancel,
            action: .send(nil),
            label: "Cancel"
          ),
          [1]: ButtonState(
            role: .destructive,
            action: .send(.confirm),
            label: "Delete"
          )
        ],
        message: "This cannot be undone."
      )
      """
    )
    XCTAssertEqual(
      String(customDumping: AlertState<AlertsTestAction> { TextState("Saved").bold() }),
      """
      AlertState(title: "**Saved**")
      """
    )
  }

  func testCustomDumpDiffShowsOnlyTheChange() {
    var changed = deleteAlert()
    changed.message = "Gone for good."
    XCTAssertEqual(
      diff(deleteAlert(), changed),
      """
        AlertState(
          title: "Delete?",
          actions: […],
      -   message: "This cannot be undone."
      +   message: "Gone for good."
        )
      """
    )
  }
}

@Suite struct AlertStateSwiftTests {
  @Test func rebuildingTheSameAlertIsEqual() {
    #expect(deleteAlert() == deleteAlert())
  }

  @Test func describesTheAlertInOneLine() {
    #expect(
      deleteAlert().description
        == #"Alert: "Delete?" — "This cannot be undone." [Cancel (cancel)] [Delete (destructive)]"#
    )
  }

  @Test func mapKeepsTheID() {
    let alert = deleteAlert()
    #expect(alert.map { $0.map(AlertsTestParentAction.alert) }.id == alert.id)
  }
}
