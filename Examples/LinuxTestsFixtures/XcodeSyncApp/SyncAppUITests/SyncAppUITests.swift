import XCTest

final class SyncAppUITests: XCTestCase {
  override func setUpWithError() throws {
    continueAfterFailure = false
  }

  @MainActor
  func testTipCalculatorSplitsABill() throws {
    let app = XCUIApplication()
    app.launch()

    app.tabBars.buttons["Tips"].tap()
    let bill = app.textFields["Bill"]
    bill.tap()
    bill.typeText("84.50")
    XCTAssertTrue(app.staticTexts["Each"].waitForExistence(timeout: 2))
  }

  @MainActor
  func testAccountShowsTheSignInForm() throws {
    let app = XCUIApplication()
    app.launch()

    app.tabBars.buttons["Account"].tap()
    XCTAssertTrue(app.buttons["Sign in"].exists)
    XCTAssertFalse(app.buttons["Sign in"].isEnabled)
  }
}
