import ComposableArchitecture
import Testing
import XCTest

private enum AlertsTestDestination {
  case alert(AlertState<AlertsTestAction>)
  case dialog(ConfirmationDialogState<AlertsTestAction>)
  case detail(Int)
  case none
}

final class EphemeralStateTests: XCTestCase {
  func testAlertAndDialogStateAreEphemeral() {
    XCTAssertTrue(_isEphemeral(AlertState<AlertsTestAction> { "Hi" }))
    XCTAssertTrue(_isEphemeral(ConfirmationDialogState<AlertsTestAction> { "Hi" }))
  }

  func testOtherStateIsNotEphemeral() {
    XCTAssertFalse(_isEphemeral(42))
    XCTAssertFalse(_isEphemeral("Hi"))
    XCTAssertFalse(_isEphemeral(TextState("Hi")))
    XCTAssertFalse(_isEphemeral(AlertsTestDestination.detail(1)))
    XCTAssertFalse(_isEphemeral(AlertsTestDestination.none))
  }

  func testEnumCasesHoldingAlertOrDialogStateAreEphemeral() {
    XCTAssertTrue(_isEphemeral(AlertsTestDestination.alert(AlertState { "Hi" })))
    XCTAssertTrue(_isEphemeral(AlertsTestDestination.dialog(ConfirmationDialogState { "Hi" })))
  }

  func testOptionalsAreLookedThrough() {
    XCTAssertTrue(_isEphemeral(AlertState<AlertsTestAction>?.some(AlertState { "Hi" })))
    XCTAssertTrue(_isEphemeral(AlertsTestDestination?.some(.alert(AlertState { "Hi" }))))
    XCTAssertFalse(_isEphemeral(AlertState<AlertsTestAction>?.none))
  }

  func testExistentialsAreCheckedByTheirDynamicType() {
    let state: Any = AlertState<AlertsTestAction> { "Hi" }
    XCTAssertTrue(_isEphemeral(state))
  }

  func testActionTypeNamesTheButtonsActions() {
    XCTAssertTrue(AlertState<AlertsTestAction>.actionType == AlertsTestAction.self)
    XCTAssertTrue(
      ConfirmationDialogState<AlertsTestParentAction>.actionType == AlertsTestParentAction.self)
    let metatype: Any.Type = AlertState<AlertsTestParentAction>.self
    XCTAssertTrue(
      (metatype as? any _EphemeralState.Type)?.actionType == AlertsTestParentAction.self)
  }
}

@Suite struct EphemeralStateSwiftTests {
  @Test func destinationAlertIsEphemeral() {
    #expect(_isEphemeral(AlertsTestDestination.alert(AlertState { "Hi" })))
    #expect(!_isEphemeral(AlertsTestDestination.detail(1)))
  }
}
