import Catalog
import Foundation

public struct Reservation: Identifiable, Equatable, Codable, Sendable {
  public var id: String
  public var listing: Listing
  public var checkIn: Date
  public var checkOut: Date
  public var guests: Int
  public var totalCents: Int

  public init(
    id: String, listing: Listing, checkIn: Date, checkOut: Date, guests: Int, totalCents: Int
  ) {
    self.id = id
    self.listing = listing
    self.checkIn = checkIn
    self.checkOut = checkOut
    self.guests = guests
    self.totalCents = totalCents
  }
}

/// What a stay costs: the nights, a cleaning fee for short stays, and the service fee.
public struct PriceQuote: Equatable, Sendable {
  public static let cleaningFeeCents = 2_500
  public static let serviceFeePercent = 12

  public var nights: Int
  public var subtotalCents: Int
  public var cleaningFeeCents: Int
  public var serviceFeeCents: Int

  public var totalCents: Int { subtotalCents + cleaningFeeCents + serviceFeeCents }

  public init?(listing: Listing, nights: Int) {
    guard nights > 0 else { return nil }
    self.nights = nights
    self.subtotalCents = listing.nightlyRateCents * nights
    self.cleaningFeeCents = nights >= 7 ? 0 : Self.cleaningFeeCents
    self.serviceFeeCents = (subtotalCents * Self.serviceFeePercent + 50) / 100
  }
}
