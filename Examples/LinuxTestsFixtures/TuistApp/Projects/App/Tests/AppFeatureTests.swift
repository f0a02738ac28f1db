import Analytics
import Booking
import Catalog
import ComposableArchitecture
import Profile
import XCTest

@testable import Stays

private let loft = Listing(
  id: "lx-1", title: "Canal loft", city: "Amsterdam", nightlyRateCents: 18_900, rating: 4.8)
/// 28 April 2026, 12:00 UTC.
private let now = Date(timeIntervalSince1970: 1_777_377_600)
private let utc: Calendar = {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC")!
  return calendar
}()

@MainActor
final class AppFeatureTests: XCTestCase {
  func testOpeningAListingStartsABookingAWeekOut() async {
    let tracked = LockIsolated<[AnalyticsEvent]>([])
    var state = AppFeature.State()
    state.catalog.listings = [loft]
    let store = TestStore(initialState: state) {
      AppFeature()
    } withDependencies: {
      $0.analytics.track = { event in tracked.withValue { $0.append(event) } }
      $0.calendar = utc
      $0.date.now = now
    }

    await store.send(.catalog(.listingTapped(id: "lx-1")))
    await store.receive(\.catalog.delegate.openListing) {
      $0.booking = BookingFeature.State(
        listing: loft,
        checkIn: Date(timeIntervalSince1970: 1_777_939_200),
        checkOut: Date(timeIntervalSince1970: 1_778_198_400)
      )
    }
    await store.finish()
    XCTAssertEqual(tracked.value, [.listingViewed(id: "lx-1", city: "Amsterdam")])
    XCTAssertEqual(store.state.booking?.nights, 3)
  }

  func testABookedStayClosesTheSheetAndShowsTheTrip() async {
    let tracked = LockIsolated<[AnalyticsEvent]>([])
    let reservation = Reservation(
      id: "R-5", listing: loft, checkIn: now, checkOut: now.addingTimeInterval(3 * 86_400),
      guests: 2, totalCents: 66_004)
    var state = AppFeature.State()
    state.booking = BookingFeature.State(
      listing: loft, checkIn: now, checkOut: now.addingTimeInterval(3 * 86_400))
    let store = TestStore(initialState: state) {
      AppFeature()
    } withDependencies: {
      $0.analytics.track = { event in tracked.withValue { $0.append(event) } }
    }

    await store.send(.booking(.presented(.reservationResponse(.success(reservation))))) {
      $0.booking?.status = .confirmed(reservation)
    }
    await store.receive(\.booking.presented.delegate.booked) {
      $0.booking = nil
      $0.profile.trips = [reservation]
      $0.selectedTab = .trips
    }
    await store.finish()
    XCTAssertEqual(
      tracked.value, [.bookingCompleted(reservationID: "R-5", totalCents: 66_004)])
  }

  func testUnlockingTripsIsCounted() async {
    let tracked = LockIsolated<[AnalyticsEvent]>([])
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.analytics.track = { event in tracked.withValue { $0.append(event) } }
      $0.trips.load = { [] }
    }
    store.exhaustivity = .off

    await store.send(.profile(.unlockResponse(true)))
    await store.finish()
    XCTAssertTrue(store.state.profile.isUnlocked)
    XCTAssertEqual(tracked.value, [.tripsUnlocked])
  }

  func testSwitchingTabs() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }

    await store.send(.tabSelected(.trips)) {
      $0.selectedTab = .trips
    }
    await store.send(.tabSelected(.explore)) {
      $0.selectedTab = .explore
    }
  }
}
