import ComposableArchitecture
import MapKit
import XCTest

@testable import Catalog

let canalLoft = Listing(
  id: "lx-1", title: "Canal loft", city: "Amsterdam", nightlyRateCents: 18_900, rating: 4.8,
  maxGuests: 4, latitude: 52.37, longitude: 4.89, amenities: [.wifi, .kitchen])
let gardenRoom = Listing(
  id: "lx-2", title: "Garden room", city: "Amsterdam", nightlyRateCents: 9_500, rating: 4.8,
  latitude: 52.35, longitude: 4.92)
let harbourFlat = Listing(
  id: "lx-3", title: "Harbour flat", city: "Rotterdam", nightlyRateCents: 12_000, rating: 4.5,
  latitude: 51.91, longitude: 4.48)

struct Offline: Error {}

@MainActor
final class CatalogFeatureTests: XCTestCase {
  func testTaskLoadsStaysEverywhere() async {
    let cities = LockIsolated<[String?]>([])
    let store = TestStore(initialState: CatalogFeature.State()) {
      CatalogFeature()
    } withDependencies: {
      $0.listings.search = { city in
        cities.withValue { $0.append(city) }
        return [harbourFlat, canalLoft]
      }
    }

    await store.send(.task) {
      $0.isLoading = true
    }
    await store.receive(\.searchResponse.success) {
      $0.isLoading = false
      $0.listings = [harbourFlat, canalLoft]
    }
    XCTAssertEqual(cities.value, [nil])
  }

  func testTypingACitySearchesOnceTheTypingPauses() async {
    let clock = TestClock()
    let cities = LockIsolated<[String?]>([])
    let store = TestStore(initialState: CatalogFeature.State()) {
      CatalogFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.listings.search = { city in
        cities.withValue { $0.append(city) }
        return [canalLoft, gardenRoom]
      }
    }

    await store.send(.binding(.set(\.city, "Ams"))) {
      $0.city = "Ams"
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.binding(.set(\.city, "Amsterdam "))) {
      $0.city = "Amsterdam "
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.search) {
      $0.isLoading = true
    }
    await store.receive(\.searchResponse.success) {
      $0.isLoading = false
      $0.listings = [canalLoft, gardenRoom]
    }
    XCTAssertEqual(cities.value, ["Amsterdam"])
  }

  func testASearchFailureSaysSo() async {
    var state = CatalogFeature.State()
    state.errorMessage = "old"
    let store = TestStore(initialState: state) {
      CatalogFeature()
    } withDependencies: {
      $0.listings.search = { _ in throw Offline() }
    }

    await store.send(.search) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    await store.receive(\.searchResponse.failure) {
      $0.isLoading = false
      $0.errorMessage = "Stays couldn’t be loaded."
    }
  }

  func testBestRatedComeFirstThenCheapest() async {
    var state = CatalogFeature.State()
    state.listings = [harbourFlat, canalLoft, gardenRoom]
    let store = TestStore(initialState: state) {
      CatalogFeature()
    }

    XCTAssertEqual(store.state.visibleListings.map(\.id), ["lx-2", "lx-1", "lx-3"])
    await store.send(.binding(.set(\.maximumNightlyCents, 12_000))) {
      $0.maximumNightlyCents = 12_000
    }
    XCTAssertEqual(store.state.visibleListings.map(\.id), ["lx-2", "lx-3"])
  }

  func testFavoritesAreSharedAndFilterTheList() async {
    @Shared(.inMemory("favoriteListingIDs")) var favorites: Set<Listing.ID> = []
    var state = CatalogFeature.State()
    state.listings = [harbourFlat, canalLoft, gardenRoom]
    let store = TestStore(initialState: state) {
      CatalogFeature()
    }

    await store.send(.favoriteButtonTapped(id: "lx-3")) {
      $0.$favorites.withLock { $0 = ["lx-3"] }
    }
    await store.send(.favoriteButtonTapped(id: "lx-1")) {
      $0.$favorites.withLock { $0 = ["lx-3", "lx-1"] }
    }
    XCTAssertEqual(favorites, ["lx-1", "lx-3"])
    await store.send(.binding(.set(\.showsFavoritesOnly, true))) {
      $0.showsFavoritesOnly = true
    }
    XCTAssertEqual(store.state.visibleListings.map(\.id), ["lx-1", "lx-3"])
    await store.send(.favoriteButtonTapped(id: "lx-3")) {
      $0.$favorites.withLock { $0 = ["lx-1"] }
    }
    XCTAssertEqual(store.state.visibleListings.map(\.id), ["lx-1"])
  }

  func testTappingAListingAsksTheAppToOpenIt() async {
    var state = CatalogFeature.State()
    state.listings = [canalLoft]
    let store = TestStore(initialState: state) {
      CatalogFeature()
    }

    await store.send(.listingTapped(id: "lx-1"))
    await store.receive(\.delegate, .openListing(canalLoft))
    await store.send(.listingTapped(id: "lx-404"))
  }

  func testTheMapFramesTheVisibleListings() {
    var state = CatalogFeature.State()
    state.listings = [canalLoft, gardenRoom]
    let region = state.mapRegion
    XCTAssertEqual(region.center.latitude, 52.36, accuracy: 0.0001)
    XCTAssertEqual(region.center.longitude, 4.905, accuracy: 0.0001)
    XCTAssertEqual(region.span.latitudeDelta, 0.028, accuracy: 0.0001)
  }
}
