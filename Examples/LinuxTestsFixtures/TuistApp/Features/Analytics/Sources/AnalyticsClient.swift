import ComposableArchitecture
import Foundation

/// Something worth counting, named and parametered the app's way.
public struct AnalyticsEvent: Equatable, Sendable {
  public var name: String
  public var parameters: [String: String]

  public init(name: String, parameters: [String: String] = [:]) {
    self.name = name
    self.parameters = parameters
  }

  public static func listingViewed(id: String, city: String) -> Self {
    Self(name: "listing_viewed", parameters: ["listing_id": id, "city": city])
  }

  public static func bookingCompleted(reservationID: String, totalCents: Int) -> Self {
    let euros = "\(totalCents / 100).\(totalCents % 100 < 10 ? "0" : "")\(totalCents % 100)"
    return Self(
      name: "booking_completed",
      parameters: ["reservation_id": reservationID, "value": euros, "currency": "EUR"]
    )
  }

  public static let tripsUnlocked = Self(name: "trips_unlocked")
}

@DependencyClient
public struct AnalyticsClient: Sendable {
  public var track: @Sendable (_ event: AnalyticsEvent) async -> Void
}

extension AnalyticsClient: TestDependencyKey {
  public static let testValue = AnalyticsClient()
  public static let previewValue = AnalyticsClient(track: { _ in })
}

extension DependencyValues {
  public var analytics: AnalyticsClient {
    get { self[AnalyticsClient.self] }
    set { self[AnalyticsClient.self] = newValue }
  }
}
