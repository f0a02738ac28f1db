import ComposableArchitecture
import Foundation

/// The "network" of the search example: searches places and loads a place's details.
///
/// The live value answers from the bundled data set after a delay, like a server would
/// (`$SEARCH_DELAY_MS` milliseconds, 200 by default). Tests override the endpoints they use;
/// the others fail the test if called.
@DependencyClient
public struct PlacesClient: Sendable {
  /// The places matching a query, best first.
  public var search: @Sendable (_ query: String) async throws -> [Place]
  /// The details of a place.
  public var details: @Sendable (_ id: Place.ID) async throws -> PlaceDetails
}

extension PlacesClient: DependencyKey {
  public static var liveValue: PlacesClient {
    let milliseconds =
      ProcessInfo.processInfo.environment["SEARCH_DELAY_MS"].flatMap { Int($0) } ?? 200
    return .bundled(delay: .milliseconds(max(0, milliseconds)), clock: ContinuousClock())
  }

  public static let testValue = PlacesClient()

  /// A client answering from the bundled data set after `delay` on `clock`.
  ///
  /// Cancelling a request cancels its wait: a search replaced by a newer one costs nothing.
  public static func bundled(delay: Duration, clock: some Clock<Duration>) -> PlacesClient {
    let catalog = Result { try PlaceCatalog.bundled() }
    return PlacesClient(
      search: { query in
        try await clock.sleep(for: delay)
        return try catalog.get().search(query)
      },
      details: { id in
        try await clock.sleep(for: delay)
        return try catalog.get().details(id)
      }
    )
  }
}

extension DependencyValues {
  /// The places "network" of the search example.
  public var places: PlacesClient {
    get { self[PlacesClient.self] }
    set { self[PlacesClient.self] = newValue }
  }
}
