import Foundation

/// The places of the data set, and the searches the "server" answers from them.
struct PlaceCatalog: Sendable {
  /// Every place, in the data set's order.
  public let places: [Place]

  init(places: [Place]) {
    self.places = places
  }

  /// The catalogue in the module's bundled `places.json`.
  public static func bundled() throws -> PlaceCatalog {
    guard let url = Bundle.module.url(forResource: "places", withExtension: "json") else {
      throw CatalogError.missingResource
    }
    return PlaceCatalog(places: try JSONDecoder().decode([Place].self, from: Data(contentsOf: url)))
  }

  /// The data set could not be read.
  enum CatalogError: Error, Equatable {
    case missingResource
    case unknownPlace(Place.ID)
  }

  /// The places matching a query, best first, at most `limit` of them.
  ///
  /// Case and accents are ignored. A name that starts with the query comes first, then a name
  /// with a word that does, then a name that contains it, then a place whose country starts with
  /// it; within each group the most populous come first. A blank query matches nothing.
  public func search(_ query: String, limit: Int = 8) -> [Place] {
    let query = Self.normalized(query.trimmingCharacters(in: .whitespaces))
    guard !query.isEmpty else { return [] }
    let ranked: [(rank: Int, place: Place)] = self.places.compactMap { place in
      let name = Self.normalized(place.name)
      let rank: Int
      if name.hasPrefix(query) {
        rank = 0
      } else if name.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "(" })
        .contains(where: { $0.hasPrefix(query) })
      {
        rank = 1
      } else if name.contains(query) {
        rank = 2
      } else if Self.normalized(place.country).hasPrefix(query) {
        rank = 3
      } else {
        return nil
      }
      return (rank, place)
    }
    return
      ranked
      .sorted { ($0.rank, -$0.place.population) < ($1.rank, -$1.place.population) }
      .prefix(limit)
      .map(\.place)
  }

  /// The details of a place: its population rank and its three nearest neighbours.
  public func details(_ id: Place.ID) throws -> PlaceDetails {
    guard let place = self.places.first(where: { $0.id == id }) else {
      throw CatalogError.unknownPlace(id)
    }
    let rank = self.places.filter { $0.population > place.population }.count + 1
    let nearest =
      self.places
      .filter { $0.id != id }
      .map { (place: $0, distance: place.distance(to: $0)) }
      .sorted { $0.distance < $1.distance }
      .prefix(3)
      .map {
        PlaceDetails.Neighbour(
          name: $0.place.name, country: $0.place.country,
          kilometres: Int($0.distance.rounded())
        )
      }
    return PlaceDetails(
      place: place, populationRank: rank, placeCount: self.places.count, nearest: nearest
    )
  }

  private static func normalized(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
