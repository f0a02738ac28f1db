import ComposableArchitecture
import Testing
import XCTest

private func shareDialog(
  titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic
) -> ConfirmationDialogState<AlertsTestAction> {
  ConfirmationDialogState(titleVisibility: titleVisibility) {
    TextState("Share")
  } actions: {
    ButtonState(action: .share(1)) { TextState("Copy Link") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("Anyone with the link can view.")
  }
}

final class ConfirmationDialogStateTests: XCTestCase {
  func testInitializerKeepsEveryPart() {
    let dialog = shareDialog(titleVisibility: .visible)
    XCTAssertEqual(dialog.titleVisibility, .visible)
    XCTAssertEqual(dialog.title, "Share")
    XCTAssertEqual(dialog.message, "Anyone with the link can view.")
    XCTAssertEqual(dialog.buttons.map(\.label), ["Copy Link", "Cancel"])
  }

  func testTitleVisibilityDefaultsToAutomatic() {
    let dialog = ConfirmationDialogState<AlertsTestAction> { TextState("Share") }
    XCTAssertEqual(dialog.titleVisibility, .automatic)
    XCTAssertNil(dialog.message)
    XCTAssertEqual(dialog.buttons, [])
  }

  func testEqualityIgnoresIDsButNotTitleVisibility() {
    XCTAssertNotEqual(shareDialog().id, shareDialog().id)
    XCTAssertEqual(shareDialog(), shareDialog())
    XCTAssertEqual(Set([shareDialog(), shareDialog()]).count, 1)
    XCTAssertNotEqual(shareDialog(titleVisibility: .hidden), shareDialog())
  }

  func testMapTransformsEveryButtonAndKeepsTheRest() {
    let dialog = shareDialog(titleVisibility: .hidden)
    let mapped = dialog.map { $0.map(AlertsTestParentAction.alert) }
    XCTAssertEqual(mapped.id, dialog.id)
    XCTAssertEqual(mapped.titleVisibility, .hidden)
    XCTAssertEqual(mapped.title, "Share")
    XCTAssertEqual(mapped.message, dialog.message)
    XCTAssertEqual(mapped.buttons.map(\.action.action), [.alert(.share(1)), nil])
  }

  func testDescriptionIsOneLineOfPlainText() {
    XCTAssertEqual(
      String(describing: shareDialog()),
      #"Confirmation dialog: "Share" — "Anyone with the link can view." [Copy Link] [Cancel (cancel)]"#
    )
    XCTAssertEqual(
      ConfirmationDialogState<AlertsTestAction>(titleVisibility: .hidden) {
        "Share"
      } actions: {
        ButtonState(role: .cancel) { "Cancel" }
      }
      .description,
      #"Confirmation dialog (title hidden): "Share" [Cancel (cancel)]"#
    )
  }

  func testCustomDumpShowsTitleVisibilityOnlyWhenNotAutomatic() {
    XCTAssertEqual(
      String(customDumping: shareDialog()),
      """
      ConfirmationDialogState(
        title: "Share",
        actions: [
          [0]: ButtonState(
            action: .send(
              .share(1)
            ),
            label: "Copy Link"
          ),
          [1]: ButtonState(
            role: .cancel,
            action: .send(nil),
            label: "Cancel"
          )
        ],
        message: "Anyone with the link can view."
      )
      """
    )
    XCTAssertEqual(
      String(
        customDumping: ConfirmationDialogState<AlertsTestAction>(titleVisibility: .visible) {
          "Share"
        }
      ),
      """
      ConfirmationDialogState(
        titleVisibility: .visible,
        title: "Share"
      )
      """
    )
  }
}

@Suite struct ConfirmationDialogStateSwiftTests {
  @Test(arguments: [
    ConfirmationDialogStateTitleVisibility.automatic, .hidden, .visible,
  ])
  func equalityIgnoresTheID(titleVisibility: ConfirmationDialogStateTitleVisibility) {
    #expect(
      shareDialog(titleVisibility: titleVisibility) == shareDialog(titleVisibility: titleVisibility)
    )
  }
}
