import Foundation

public struct Listing: Identifiable, Equatable, Codable, Sendable {
  public enum Amenity: String, Codable, CaseIterable, Sendable {
    case wifi
    case kitchen
    case parking
    case pool
  }

  public var id: String
  public var title: String
  public var city: String
  public var nightlyRateCents: Int
  public var rating: Double
  public var maxGuests: Int
  public var latitude: Double
  public var longitude: Double
  public var amenities: [Amenity]

  public init(
    id: String, title: String, city: String, nightlyRateCents: Int, rating: Double,
    maxGuests: Int = 2, latitude: Double = 0, longitude: Double = 0, amenities: [Amenity] = []
  ) {
    self.id = id
    self.title = title
    self.city = city
    self.nightlyRateCents = nightlyRateCents
    self.rating = rating
    self.maxGuests = maxGuests
    self.latitude = latitude
    self.longitude = longitude
    self.amenities = amenities
  }
}
