import XCTest

@testable import Analytics

final class AnalyticsEventTests: XCTestCase {
  func testAViewedListingCarriesItsIDAndCity() {
    XCTAssertEqual(
      AnalyticsEvent.listingViewed(id: "lx-1", city: "Amsterdam"),
      AnalyticsEvent(
        name: "listing_viewed", parameters: ["listing_id": "lx-1", "city": "Amsterdam"])
    )
  }

  func testABookingReportsItsValueInEuros() {
    let event = AnalyticsEvent.bookingCompleted(reservationID: "R-77", totalCents: 148_105)
    XCTAssertEqual(event.name, "booking_completed")
    XCTAssertEqual(event.parameters["value"], "1481.05")
    XCTAssertEqual(event.parameters["currency"], "EUR")
    XCTAssertEqual(event.parameters["reservation_id"], "R-77")
  }

  func testFirebaseGetsGA4Names() {
    let event = AnalyticsEvent.bookingCompleted(reservationID: "R-77", totalCents: 66_004)
    XCTAssertEqual(event.firebaseName, "purchase")
    XCTAssertEqual(event.firebaseParameters["value"] as? Double, 660.04)
    XCTAssertEqual(event.firebaseParameters["transaction_id"] as? String, "R-77")
    XCTAssertEqual(AnalyticsEvent.tripsUnlocked.firebaseName, "trips_unlocked")
  }
}
