import Booking
import ComposableArchitecture
import Foundation

@DependencyClient
public struct TripsClient: Sendable {
  public var load: @Sendable () async throws -> [Reservation]
  public var cancel: @Sendable (_ id: Reservation.ID) async throws -> Void
}

extension TripsClient: DependencyKey {
  public static let liveValue = TripsClient(
    load: {
      let url = URL(string: "https://api.stays.example.com/v2/me/reservations")!
      let (data, _) = try await URLSession.shared.data(from: url)
      return try JSONDecoder().decode([Reservation].self, from: data)
    },
    cancel: { id in
      var request = URLRequest(
        url: URL(string: "https://api.stays.example.com/v2/reservations/\(id)")!)
      request.httpMethod = "DELETE"
      _ = try await URLSession.shared.data(for: request)
    }
  )
  public static let testValue = TripsClient()
}

extension DependencyValues {
  public var trips: TripsClient {
    get { self[TripsClient.self] }
    set { self[TripsClient.self] = newValue }
  }
}
