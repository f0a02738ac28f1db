import Booking
import Catalog
import ComposableArchitecture
import XCTest

@testable import Profile

private let loft = Listing(
  id: "lx-1", title: "Canal loft", city: "Amsterdam", nightlyRateCents: 18_900, rating: 4.8)
private let cabin = Listing(
  id: "lx-9", title: "Forest cabin", city: "Utrecht", nightlyRateCents: 11_000, rating: 4.6)
/// 28 April 2026, 12:00 UTC.
private let now = Date(timeIntervalSince1970: 1_777_377_600)
private let mayTrip = Reservation(
  id: "R-1", listing: loft, checkIn: now.addingTimeInterval(3 * 86_400),
  checkOut: now.addingTimeInterval(6 * 86_400), guests: 2, totalCents: 66_004)
private let tomorrowTrip = Reservation(
  id: "R-2", listing: cabin, checkIn: now.addingTimeInterval(86_400),
  checkOut: now.addingTimeInterval(2 * 86_400), guests: 1, totalCents: 14_820)
private let pastTrip = Reservation(
  id: "R-0", listing: cabin, checkIn: now.addingTimeInterval(-9 * 86_400),
  checkOut: now.addingTimeInterval(-7 * 86_400), guests: 1, totalCents: 27_140)

private struct ServerDown: Error {}

@MainActor
final class ProfileFeatureTests: XCTestCase {
  func testUnlockingLoadsTheTrips() async {
    let reasons = LockIsolated<[String]>([])
    let store = TestStore(initialState: ProfileFeature.State()) {
      ProfileFeature()
    } withDependencies: {
      $0.biometrics.authenticate = { reason in
        reasons.withValue { $0.append(reason) }
        return true
      }
      $0.trips.load = { [mayTrip, pastTrip, tomorrowTrip] }
    }

    await store.send(.task)
    await store.receive(\.unlockResponse) {
      $0.isUnlocked = true
      $0.isLoading = true
    }
    await store.receive(\.tripsResponse.success) {
      $0.isLoading = false
      $0.trips = [mayTrip, pastTrip, tomorrowTrip]
    }
    XCTAssertEqual(reasons.value, ["Unlock your trips"])
    XCTAssertEqual(store.state.upcomingTrips(now: now).map(\.id), ["R-2", "R-1"])
    await store.send(.unlockButtonTapped)
  }

  func testAFailedUnlockKeepsTheTripsHidden() async {
    let store = TestStore(initialState: ProfileFeature.State()) {
      ProfileFeature()
    } withDependencies: {
      $0.biometrics.authenticate = { _ in false }
    }

    await store.send(.unlockButtonTapped)
    await store.receive(\.unlockResponse)
    XCTAssertFalse(store.state.isUnlocked)
    XCTAssertTrue(store.state.trips.isEmpty)
  }

  func testTappingATripPushesItsDetail() async {
    var state = ProfileFeature.State()
    state.isUnlocked = true
    state.trips = [mayTrip, tomorrowTrip]
    let store = TestStore(initialState: state) {
      ProfileFeature()
    }

    await store.send(.tripTapped(id: "R-1")) {
      $0.path[id: 0] = .tripDetail(TripDetailFeature.State(reservation: mayTrip))
    }
    await store.send(.tripTapped(id: "R-404"))
  }

  func testCancellingATripRemovesItAndGoesBack() async {
    var state = ProfileFeature.State()
    state.isUnlocked = true
    state.trips = [mayTrip, tomorrowTrip]
    state.path.append(.tripDetail(TripDetailFeature.State(reservation: mayTrip)))
    let cancelled = LockIsolated<[String]>([])
    let store = TestStore(initialState: state) {
      ProfileFeature()
    } withDependencies: {
      $0.date.now = now
      $0.trips.cancel = { id in cancelled.withValue { $0.append(id) } }
    }
    store.exhaustivity = .off

    await store.send(\.path[id: 0].tripDetail.cancelButtonTapped)
    await store.send(\.path[id: 0].tripDetail.alert.confirmCancel) {
      $0.path[id: 0, case: \.tripDetail]?.isCancelling = true
    }
    await store.receive(\.path[id: 0].tripDetail.delegate.cancelled) {
      $0.trips = [tomorrowTrip]
      $0.path = StackState()
    }
    XCTAssertEqual(cancelled.value, ["R-1"])
  }
}

@MainActor
final class TripDetailFeatureTests: XCTestCase {
  func testCancellationIsFreeUntilTwoDaysBefore() {
    let state = TripDetailFeature.State(reservation: mayTrip)
    XCTAssertTrue(state.canCancel(now: now))
    XCTAssertTrue(state.canCancel(now: now.addingTimeInterval(86_400)))
    XCTAssertFalse(state.canCancel(now: now.addingTimeInterval(86_401)))
  }

  func testTooLateToCancelSaysWhy() async {
    let store = TestStore(initialState: TripDetailFeature.State(reservation: tomorrowTrip)) {
      TripDetailFeature()
    } withDependencies: {
      $0.date.now = now
    }

    await store.send(.cancelButtonTapped) {
      $0.errorMessage = "Free cancellation ended 48 hours before check-in."
    }
  }

  func testAFailedCancellationCanBeRetried() async {
    var state = TripDetailFeature.State(reservation: mayTrip)
    state.alert = AlertState { TextState("Cancel your stay at Canal loft?") }
    let store = TestStore(initialState: state) {
      TripDetailFeature()
    } withDependencies: {
      $0.trips.cancel = { _ in throw ServerDown() }
    }

    await store.send(.alert(.presented(.confirmCancel))) {
      $0.alert = nil
      $0.isCancelling = true
    }
    await store.receive(\.cancelResponse.failure) {
      $0.isCancelling = false
      $0.errorMessage = "The stay couldn’t be cancelled. Try again."
    }
  }

  func testLocalAuthenticationKindsMapToTheAppsOwn() {
    XCTAssertEqual(BiometryKind(.faceID), .faceID)
    XCTAssertEqual(BiometryKind(.touchID), .touchID)
    XCTAssertEqual(BiometryKind(.none), .none)
  }
}
