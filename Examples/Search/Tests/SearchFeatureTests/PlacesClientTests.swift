import ComposableArchitecture
import Foundation
import XCTest

@testable import SearchFeature

final class PlacesClientTests: XCTestCase {
  func testTheBundledDataSetHasHundredsOfPlacesWithUniqueIDs() throws {
    let catalog = try PlaceCatalog.bundled()
    XCTAssertGreaterThan(catalog.places.count, 300)
    XCTAssertEqual(Set(catalog.places.map(\.id)).count, catalog.places.count)
    for place in catalog.places {
      XCTAssert((-90...90).contains(place.latitude), place.name)
      XCTAssert((-180...180).contains(place.longitude), place.name)
      XCTAssertGreaterThan(place.population, 0, place.name)
    }
  }

  func testSearchRanksNamePrefixesFirstIgnoringCaseAndAccents() throws {
    let catalog = try PlaceCatalog.bundled()
    let names = catalog.search("SAO").map(\.name)
    XCTAssertEqual(names.first, "São Paulo")
    // A word of the name that starts with the query comes after names that do.
    let kyo = catalog.search("kyo").map(\.name)
    XCTAssertEqual(Array(kyo.prefix(2)), ["Kyoto", "Tokyo"])
    // Most populous first within a rank; at most eight results.
    let san = catalog.search("san", limit: 3).map(\.name)
    XCTAssertEqual(san.count, 3)
    XCTAssertEqual(san.first, "Santiago")
    XCTAssertEqual(catalog.search("   "), [])
    XCTAssertEqual(catalog.search("zzz"), [])
  }

  func testSearchFindsPlacesByCountry() throws {
    let catalog = try PlaceCatalog.bundled()
    let results = catalog.search("iceland")
    XCTAssertEqual(results.map(\.name), ["Reykjavík"])
  }

  func testDetailsRankThePlaceAndFindItsNeighbours() throws {
    let catalog = try PlaceCatalog.bundled()
    let paris = try XCTUnwrap(catalog.places.first { $0.name == "Paris" })
    let details = try catalog.details(paris.id)
    XCTAssertEqual(details.place, paris)
    XCTAssertEqual(details.placeCount, catalog.places.count)
    XCTAssertEqual(
      details.populationRank, catalog.places.filter { $0.population > paris.population }.count + 1
    )
    XCTAssertEqual(details.nearest.count, 3)
    XCTAssertEqual(details.nearest.map(\.kilometres), details.nearest.map(\.kilometres).sorted())
    // Brussels is about 260 km from Paris.
    let brussels = try XCTUnwrap(details.nearest.first { $0.name == "Brussels" })
    XCTAssert((250...275).contains(brussels.kilometres), "\(brussels.kilometres)")
    XCTAssertThrowsError(try catalog.details(-1)) { error in
      XCTAssertEqual(error as? PlaceCatalog.CatalogError, .unknownPlace(-1))
    }
  }

  func testTheBundledClientAnswersAfterItsDelay() async throws {
    let clock = TestClock()
    let client = PlacesClient.bundled(delay: .milliseconds(200), clock: clock)
    let search = Task { try await client.search("lisb") }
    await clock.advance(by: .milliseconds(199))
    await clock.advance(by: .milliseconds(1))
    let results = try await search.value
    XCTAssertEqual(results.map(\.name), ["Lisbon"])

    let details = Task { try await client.details(results[0].id) }
    await clock.advance(by: .milliseconds(200))
    let lisbon = try await details.value
    XCTAssertEqual(lisbon.place.country, "Portugal")
  }

  func testCancellingARequestCancelsItsWait() async throws {
    let clock = TestClock()
    let client = PlacesClient.bundled(delay: .seconds(1), clock: clock)
    let search = Task { try await client.search("lisb") }
    await clock.advance(by: .milliseconds(500))
    search.cancel()
    do {
      _ = try await search.value
      XCTFail("A cancelled search should not answer.")
    } catch {
      XCTAssert(error is CancellationError)
    }
  }

  func testCoordinatesAndDistances() {
    let rio = Place(
      id: 1, name: "Rio de Janeiro", country: "Brazil", continent: "South America",
      population: 6_750_000, latitude: -22.91, longitude: -43.17
    )
    XCTAssertEqual(rio.coordinates, "22.91° S, 43.17° W")
    XCTAssertEqual(rio.distance(to: rio), 0)
  }
}
