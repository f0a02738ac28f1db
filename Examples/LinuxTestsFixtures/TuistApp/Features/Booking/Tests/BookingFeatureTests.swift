import Catalog
import ComposableArchitecture
import XCTest

@testable import Booking

let loft = Listing(
  id: "lx-1", title: "Canal loft", city: "Amsterdam", nightlyRateCents: 18_900, rating: 4.8,
  maxGuests: 3)
let mayFirst = Date(timeIntervalSince1970: 1_777_593_600)
let mayFourth = Date(timeIntervalSince1970: 1_777_852_800)
let mayEighth = Date(timeIntervalSince1970: 1_778_198_400)

@MainActor
final class BookingFeatureTests: XCTestCase {
  func testAThreeNightQuote() {
    let state = BookingFeature.State(listing: loft, checkIn: mayFirst, checkOut: mayFourth)
    XCTAssertEqual(state.nights, 3)
    XCTAssertEqual(
      state.quote,
      PriceQuote(listing: loft, nights: 3)
    )
    XCTAssertEqual(state.quote?.subtotalCents, 56_700)
    XCTAssertEqual(state.quote?.cleaningFeeCents, 2_500)
    XCTAssertEqual(state.quote?.serviceFeeCents, 6_804)
    XCTAssertEqual(state.quote?.totalCents, 66_004)
  }

  func testAWeekHasNoCleaningFee() {
    let quote = PriceQuote(listing: loft, nights: 7)
    XCTAssertEqual(quote?.cleaningFeeCents, 0)
    XCTAssertEqual(quote?.totalCents, 132_300 + 15_876)
    XCTAssertNil(PriceQuote(listing: loft, nights: 0))
  }

  func testGuestsStayWithinTheListingsCapacity() async {
    let store = TestStore(
      initialState: BookingFeature.State(listing: loft, checkIn: mayFirst, checkOut: mayFourth)
    ) {
      BookingFeature()
    }

    await store.send(.guestsDecremented)
    await store.send(.guestsIncremented) { $0.guests = 2 }
    await store.send(.guestsIncremented) { $0.guests = 3 }
    await store.send(.guestsIncremented)
  }

  func testCheckingOutBeforeCheckingInCannotBeBooked() async {
    let store = TestStore(
      initialState: BookingFeature.State(listing: loft, checkIn: mayFirst, checkOut: mayFourth)
    ) {
      BookingFeature()
    }

    await store.send(.binding(.set(\.checkOut, mayFirst.addingTimeInterval(-86_400)))) {
      $0.checkOut = mayFirst.addingTimeInterval(-86_400)
    }
    XCTAssertNil(store.state.quote)
    XCTAssertFalse(store.state.canReserve)
    await store.send(.reserveButtonTapped)
  }

  func testReservingPaysThenBooks() async {
    let charged = LockIsolated<[Int]>([])
    let reservation = Reservation(
      id: "R-77", listing: loft, checkIn: mayFirst, checkOut: mayEighth, guests: 2,
      totalCents: 148_176)
    var state = BookingFeature.State(listing: loft, checkIn: mayFirst, checkOut: mayEighth)
    state.guests = 2
    let store = TestStore(initialState: state) {
      BookingFeature()
    } withDependencies: {
      $0.payments.canMakePayments = { true }
      $0.payments.authorize = { amount, label in
        charged.withValue { $0.append(amount) }
        XCTAssertEqual(label, "Canal loft, 7 nights")
        return "tok_visa"
      }
      $0.booking.reserve = { request in
        XCTAssertEqual(request.paymentToken, "tok_visa")
        XCTAssertEqual(request.guests, 2)
        return reservation
      }
    }

    await store.send(.reserveButtonTapped) {
      $0.status = .paying
    }
    await store.receive(\.reservationResponse.success) {
      $0.status = .confirmed(reservation)
    }
    await store.receive(\.delegate, .booked(reservation))
    XCTAssertEqual(charged.value, [148_176])
  }

  func testADeclinedPaymentSaysSo() async {
    let store = TestStore(
      initialState: BookingFeature.State(listing: loft, checkIn: mayFirst, checkOut: mayFourth)
    ) {
      BookingFeature()
    } withDependencies: {
      $0.payments.canMakePayments = { true }
      $0.payments.authorize = { _, _ in throw PaymentDeclined() }
    }

    await store.send(.reserveButtonTapped) {
      $0.status = .paying
    }
    await store.receive(\.reservationResponse.failure) {
      $0.status = .failed("The payment was declined.")
    }
  }

  func testWithoutApplePayTheGuestIsToldToAddACard() async {
    let store = TestStore(
      initialState: BookingFeature.State(listing: loft, checkIn: mayFirst, checkOut: mayFourth)
    ) {
      BookingFeature()
    } withDependencies: {
      $0.payments.canMakePayments = { false }
    }

    await store.send(.reserveButtonTapped) {
      $0.alert = AlertState {
        TextState("Apple Pay isn’t set up")
      } message: {
        TextState("Add a card in Wallet to book this stay.")
      }
    }
  }

  func testTheSandboxHoldsThePriceForThirtySeconds() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: BookingFeature.State(listing: loft, checkIn: mayFirst, checkOut: mayFourth)
    ) {
      BookingFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    XCTAssertEqual(BookingFeature.holdDuration, .seconds(30))
    await store.send(.task)
    await clock.advance(by: .seconds(29))
    await clock.advance(by: .seconds(1))
    await store.receive(\.holdExpired) {
      $0.status = .holdExpired
    }
    XCTAssertFalse(store.state.canReserve)
  }

  func testAConfirmedStayCanBeAddedToTheCalendar() async {
    let reservation = Reservation(
      id: "R-9", listing: loft, checkIn: mayFirst, checkOut: mayFourth, guests: 1,
      totalCents: 66_004)
    var state = BookingFeature.State(listing: loft, checkIn: mayFirst, checkOut: mayFourth)
    state.status = .confirmed(reservation)
    let events = LockIsolated<[String]>([])
    let store = TestStore(initialState: state) {
      BookingFeature()
    } withDependencies: {
      $0.calendarEvents.addEvent = { title, start, end in
        events.withValue { $0.append("\(title) \(start == mayFirst) \(end == mayFourth)") }
        return true
      }
    }

    await store.send(.addToCalendarButtonTapped)
    await store.receive(\.calendarResponse) {
      $0.addedToCalendar = true
    }
    XCTAssertEqual(events.value, ["Canal loft true true"])
  }
}
