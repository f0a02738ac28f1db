import PassKit
import XCTest

@testable import Booking

final class PaymentSummaryTests: XCTestCase {
  func testTheApplePaySheetListsTheStayAndTheMerchant() {
    let items = PaymentClient.summaryItems(amountCents: 66_004, label: "Canal loft, 3 nights")
    XCTAssertEqual(items.map(\.label), ["Canal loft, 3 nights", "Stays"])
    XCTAssertEqual(items.last?.amount, NSDecimalNumber(string: "660.04"))
  }
}
