import ComposableArchitecture
import Testing
import XCTest

enum AlertsTestAction: Equatable, Hashable, Sendable {
  case confirm
  case deleteForMeOnly
  case share(Int)
}

enum AlertsTestParentAction: Equatable, Hashable, Sendable {
  case alert(AlertsTestAction)
}

final class ButtonStateTests: XCTestCase {
  func testActionCanBeAnActionOrAButtonAction() {
    let direct = ButtonState(action: AlertsTestAction.confirm) { TextState("OK") }
    let wrapped = ButtonState(action: .send(AlertsTestAction.confirm)) { TextState("OK") }
    XCTAssertEqual(direct, wrapped)
    XCTAssertEqual(direct.action.action, .confirm)
    XCTAssertNil(direct.role)
    XCTAssertEqual(direct.label, "OK")
  }

  func testDefaultActionOnlyDismisses() {
    let button = ButtonState<AlertsTestAction>(role: .cancel) { TextState("Cancel") }
    XCTAssertEqual(button.action, .send(nil))
    XCTAssertNil(button.action.action)
    XCTAssertEqual(button.role, .cancel)
  }

  func testEqualityAndHashingIgnoreTheID() {
    let first = ButtonState(role: .destructive, action: AlertsTestAction.confirm) { "Delete" }
    let second = ButtonState(role: .destructive, action: AlertsTestAction.confirm) { "Delete" }
    XCTAssertNotEqual(first.id, second.id)
    XCTAssertEqual(first, second)
    XCTAssertEqual(Set([first, second]).count, 1)
  }

  func testRoleActionAndLabelTakePartInEquality() {
    let button = ButtonState(role: .destructive, action: AlertsTestAction.confirm) { "Delete" }
    XCTAssertNotEqual(button, ButtonState(action: AlertsTestAction.confirm) { "Delete" })
    XCTAssertNotEqual(
      button, ButtonState(role: .destructive, action: AlertsTestAction.deleteForMeOnly) { "Delete" }
    )
    XCTAssertNotEqual(
      button, ButtonState(role: .destructive, action: AlertsTestAction.confirm) { "X" })
  }

  func testWithActionPerformsTheAction() {
    var performed: [AlertsTestAction?] = []
    ButtonState(action: AlertsTestAction.share(1)) { "Share" }.withAction { performed.append($0) }
    ButtonState<AlertsTestAction> { "Cancel" }.withAction { performed.append($0) }
    XCTAssertEqual(performed, [.share(1), nil])
  }

  @MainActor
  func testAsyncWithActionPerformsTheAction() async {
    var performed: [AlertsTestAction?] = []
    await ButtonState(action: AlertsTestAction.confirm) { "OK" }.withAction { action in
      await Task.yield()
      performed.append(action)
    }
    XCTAssertEqual(performed, [.confirm])
  }

  func testMapTransformsTheActionAndKeepsTheRest() {
    let button = ButtonState(role: .destructive, action: AlertsTestAction.confirm) { "Delete" }
    let mapped = button.map { $0.map(AlertsTestParentAction.alert) }
    XCTAssertEqual(mapped.id, button.id)
    XCTAssertEqual(mapped.action, .send(.alert(.confirm)))
    XCTAssertEqual(mapped.role, .destructive)
    XCTAssertEqual(mapped.label, "Delete")

    let dismissOnly = ButtonState<AlertsTestAction> { "Cancel" }.map {
      $0.map(AlertsTestParentAction.alert)
    }
    XCTAssertEqual(dismissOnly.action, .send(nil))
  }

  func testCustomDumpShowsRoleActionAndLabel() {
    XCTAssertEqual(
      String(customDumping: ButtonState(role: .cancel, action: AlertsTestAction.confirm) { "OK" }),
      """
      ButtonState(
        role: .cancel,
        action: .send(.confirm),
        label: "OK"
      )
      """
    )
    XCTAssertEqual(
      String(customDumping: ButtonState<AlertsTestAction> { TextState("Later").italic() }),
      """
      ButtonState(
        action: .send(nil),
        label: "_Later_"
      )
      """
    )
    XCTAssertEqual(
      String(customDumping: ButtonState(action: AlertsTestAction.share(2)) { "Share" }),
      """
      ButtonState(
        action: .send(
          .share(2)
        ),
        label: "Share"
      )
      """
    )
  }

  func testCustomDumpDiffNamesTheChangedField() {
    let difference = diff(
      ButtonState(action: AlertsTestAction.confirm) { "OK" },
      ButtonState(action: AlertsTestAction.deleteForMeOnly) { "OK" }
    )
    XCTAssertEqual(
      difference,
      """
        ButtonState(
      -   action: .send(.confirm)
      +   action: .send(.deleteForMeOnly)
          label: "OK"
        )
      """
    )
  }
}

@Suite struct ButtonStateSwiftTests {
  @Test func equalityIgnoresTheID() {
    let first = ButtonState(action: AlertsTestAction.confirm) { "OK" }
    let second = ButtonState(action: AlertsTestAction.confirm) { "OK" }
    #expect(first.id != second.id)
    #expect(first == second)
  }

  @Test func sendCarriesTheAction() {
    #expect(ButtonStateAction.send(AlertsTestAction.confirm).action == .confirm)
    #expect(ButtonStateAction<AlertsTestAction>.send(nil).action == nil)
  }
}
