import Foundation

/// A place of the bundled data set: a city, its country and continent, its approximate
/// population and its coordinates.
public struct Place: Codable, Equatable, Identifiable, Sendable {
  public var id: Int
  public var name: String
  public var country: String
  public var continent: String
  /// Approximate population of the city proper.
  public var population: Int
  /// Degrees north (negative: south).
  public var latitude: Double
  /// Degrees east (negative: west).
  public var longitude: Double

  public init(
    id: Int, name: String, country: String, continent: String, population: Int,
    latitude: Double, longitude: Double
  ) {
    self.id = id
    self.name = name
    self.country = country
    self.continent = continent
    self.population = population
    self.latitude = latitude
    self.longitude = longitude
  }

  /// The coordinates as people write them: `48.86° N, 2.35° E`.
  public var coordinates: String {
    let latitude = String(format: "%.2f", abs(self.latitude)) + (self.latitude < 0 ? "° S" : "° N")
    let longitude =
      String(format: "%.2f", abs(self.longitude)) + (self.longitude < 0 ? "° W" : "° E")
    return "\(latitude), \(longitude)"
  }

  /// The great-circle distance to another place, in kilometres.
  public func distance(to other: Place) -> Double {
    let radians = Double.pi / 180
    let (φ1, φ2) = (self.latitude * radians, other.latitude * radians)
    let Δφ = φ2 - φ1
    let Δλ = (other.longitude - self.longitude) * radians
    let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
    return 6_371 * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
  }
}

/// What the details request answers for a place.
public struct PlaceDetails: Equatable, Sendable {
  public var place: Place
  /// The place's rank by population in the data set (1: the most populous).
  public var populationRank: Int
  /// How many places the data set holds.
  public var placeCount: Int
  /// The closest other places of the data set, nearest first.
  public var nearest: [Neighbour]

  public init(place: Place, populationRank: Int, placeCount: Int, nearest: [Neighbour]) {
    self.place = place
    self.populationRank = populationRank
    self.placeCount = placeCount
    self.nearest = nearest
  }

  /// A place near another, and how far it is.
  public struct Neighbour: Equatable, Sendable {
    public var name: String
    public var country: String
    /// The distance, in whole kilometres.
    public var kilometres: Int

    public init(name: String, country: String, kilometres: Int) {
      self.name = name
      self.country = country
      self.kilometres = kilometres
    }
  }
}
