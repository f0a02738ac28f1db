import ComposableArchitecture
import Foundation
import XCTest

@testable import SearchFeature

@MainActor
final class SearchTests: XCTestCase {
  let clock = TestClock()

  func testResultsAppearAfterTheDebounce() async {
    let store = self.makeStore {
      $0.places.search = { query in
        XCTAssertEqual(query, "par")
        return [paris, parana]
      }
    }

    await store.send(.searchQueryChanged("par")) {
      $0.query = "par"
      $0.isSearching = true
    }
    await self.clock.advance(by: .milliseconds(299))
    await self.clock.advance(by: .milliseconds(1))
    await store.receive(\.searchResponse, [paris, parana]) {
      $0.isSearching = false
      $0.results = [paris, parana]
    }
  }

  func testTypingAgainRestartsTheDebounce() async {
    let store = self.makeStore {
      $0.places.search = { query in
        XCTAssertEqual(query, "pa")
        return [paris]
      }
    }

    await store.send(.searchQueryChanged("p")) {
      $0.query = "p"
      $0.isSearching = true
    }
    await self.clock.advance(by: .milliseconds(200))
    await store.send(.searchQueryChanged("pa")) {
      $0.query = "pa"
    }
    // 300 ms after "p", but only 100 ms after "pa": no search yet.
    await self.clock.advance(by: .milliseconds(100))
    await self.clock.advance(by: .milliseconds(200))
    await store.receive(\.searchResponse, [paris]) {
      $0.isSearching = false
      $0.results = [paris]
    }
  }

  func testChangingTheQueryCancelsTheRequestInFlight() async {
    let requests = LockIsolated<[String]>([])
    let store = self.makeStore {
      $0.places.search = { [clock] query in
        requests.withValue { $0.append(query) }
        try await clock.sleep(for: .seconds(1))
        return query == "par" ? [paris] : [parana]
      }
    }

    await store.send(.searchQueryChanged("par")) {
      $0.query = "par"
      $0.isSearching = true
    }
    await self.clock.advance(by: .milliseconds(300))
    XCTAssertEqual(requests.value, ["par"])
    // The "par" request is in flight (it answers after a second): typing cancels it.
    await store.send(.searchQueryChanged("para")) {
      $0.query = "para"
    }
    await self.clock.advance(by: .milliseconds(300))
    XCTAssertEqual(requests.value, ["par", "para"])
    await self.clock.advance(by: .seconds(1))
    // Only the last query's results arrive.
    await store.receive(\.searchResponse, [parana]) {
      $0.isSearching = false
      $0.results = [parana]
    }
  }

  func testClearingTheQueryCancelsTheSearchAndEmptiesTheResults() async {
    let store = self.makeStore(initialState: Search.State(query: "pari", results: [paris]))

    await store.send(.searchQueryChanged("par")) {
      $0.query = "par"
      $0.isSearching = true
    }
    await store.send(.searchQueryChanged("")) {
      $0.query = ""
      $0.isSearching = false
      $0.results = []
    }
    // The debounce was cancelled: no search happens (the client would fail the test).
    await self.clock.advance(by: .seconds(1))
  }

  func testASearchFailureIsShown() async {
    struct Offline: Error {}
    let store = self.makeStore(initialState: Search.State(results: [paris])) {
      $0.places.search = { _ in throw Offline() }
    }

    await store.send(.searchQueryChanged("x")) {
      $0.query = "x"
      $0.isSearching = true
    }
    await self.clock.advance(by: .milliseconds(300))
    await store.receive(\.searchFailed) {
      $0.isSearching = false
      $0.results = []
      $0.errorMessage = "Could not search: Offline()"
    }
    // The next keystroke clears the message.
    await store.send(.searchQueryChanged("")) {
      $0.query = ""
      $0.errorMessage = nil
    }
  }

  func testTappingAResultLoadsItsDetailsAndTappingAgainCollapsesIt() async {
    let details = PlaceDetails(place: paris, populationRank: 50, placeCount: 504, nearest: [])
    let store = self.makeStore(initialState: Search.State(query: "par", results: [paris, parana])) {
      $0.places.details = { id in
        XCTAssertEqual(id, paris.id)
        return details
      }
    }

    await store.send(.resultTapped(paris.id)) {
      $0.loadingDetailsID = paris.id
    }
    await store.receive(\.detailsResponse, details) {
      $0.loadingDetailsID = nil
      $0.details = details
    }
    await store.send(.resultTapped(paris.id)) {
      $0.details = nil
    }
  }

  func testTappingAnotherResultReplacesTheDetailsLoadInFlight() async {
    let store = self.makeStore(initialState: Search.State(query: "par", results: [paris, parana])) {
      $0.places.details = { [clock] id in
        try await clock.sleep(for: .seconds(1))
        return PlaceDetails(
          place: id == paris.id ? paris : parana, populationRank: 1, placeCount: 2, nearest: []
        )
      }
    }

    await store.send(.resultTapped(paris.id)) {
      $0.loadingDetailsID = paris.id
    }
    await store.send(.resultTapped(parana.id)) {
      $0.loadingDetailsID = parana.id
    }
    await self.clock.advance(by: .seconds(1))
    let details = PlaceDetails(place: parana, populationRank: 1, placeCount: 2, nearest: [])
    await store.receive(\.detailsResponse, details) {
      $0.loadingDetailsID = nil
      $0.details = details
    }
  }

  func testTappingTheLoadingResultCancelsTheLoad() async {
    let store = self.makeStore(initialState: Search.State(query: "par", results: [paris])) {
      $0.places.details = { [clock] _ in
        try await clock.sleep(for: .seconds(1))
        XCTFail("The details load should have been cancelled.")
        throw CancellationError()
      }
    }

    await store.send(.resultTapped(paris.id)) {
      $0.loadingDetailsID = paris.id
    }
    await store.send(.resultTapped(paris.id)) {
      $0.loadingDetailsID = nil
    }
    await self.clock.advance(by: .seconds(2))
  }

  func testTypingCancelsTheDetailsLoadAndCollapsesTheDetails() async {
    let details = PlaceDetails(place: paris, populationRank: 50, placeCount: 504, nearest: [])
    let store = self.makeStore(
      initialState: Search.State(query: "par", results: [paris], details: details)
    ) {
      $0.places.details = { [clock] _ in
        try await clock.sleep(for: .seconds(1))
        return details
      }
      $0.places.search = { _ in [paris] }
    }

    await store.send(.resultTapped(parana.id)) {
      $0.details = nil
      $0.loadingDetailsID = parana.id
    }
    await store.send(.searchQueryChanged("pari")) {
      $0.query = "pari"
      $0.isSearching = true
      $0.loadingDetailsID = nil
    }
    await self.clock.advance(by: .seconds(2))
    await store.receive(\.searchResponse, [paris]) {
      $0.isSearching = false
    }
  }

  func testADetailsFailureIsShown() async {
    struct NotFound: Error {}
    let store = self.makeStore(initialState: Search.State(query: "par", results: [paris])) {
      $0.places.details = { _ in throw NotFound() }
    }

    await store.send(.resultTapped(paris.id)) {
      $0.loadingDetailsID = paris.id
    }
    await store.receive(\.detailsFailed) {
      $0.loadingDetailsID = nil
      $0.errorMessage = "Could not load the details: NotFound()"
    }
  }

  func testALateDetailsResponseForAnotherPlaceIsIgnored() async {
    let store = self.makeStore(initialState: Search.State(results: [paris], loadingDetailsID: 2))

    await store.send(
      .detailsResponse(PlaceDetails(place: paris, populationRank: 1, placeCount: 1, nearest: []))
    )
  }

  // MARK: - Helpers

  func makeStore(
    initialState: Search.State = Search.State(),
    dependencies: (inout DependencyValues) -> Void = { _ in }
  ) -> TestStoreOf<Search> {
    TestStore(initialState: initialState) {
      Search()
    } withDependencies: {
      $0.continuousClock = self.clock
      dependencies(&$0)
    }
  }
}

let paris = Place(
  id: 1, name: "Paris", country: "France", continent: "Europe", population: 2_100_000,
  latitude: 48.86, longitude: 2.35
)
let parana = Place(
  id: 2, name: "Paraná", country: "Argentina", continent: "South America", population: 250_000,
  latitude: -31.73, longitude: -60.52
)
