import ComposableArchitecture
import Foundation

public struct ReservationRequest: Equatable, Encodable, Sendable {
  public var listingID: String
  public var checkIn: Date
  public var checkOut: Date
  public var guests: Int
  public var paymentToken: String
}

@DependencyClient
public struct BookingClient: Sendable {
  public var reserve: @Sendable (_ request: ReservationRequest) async throws -> Reservation
}

extension BookingClient: DependencyKey {
  public static let liveValue = BookingClient(
    reserve: { request in
      #if BOOKING_SANDBOX
        let url = URL(string: "https://sandbox.stays.example.com/v2/reservations")!
      #else
        let url = URL(string: "https://api.stays.example.com/v2/reservations")!
      #endif
      var urlRequest = URLRequest(url: url)
      urlRequest.httpMethod = "POST"
      urlRequest.httpBody = try JSONEncoder().encode(request)
      let (data, _) = try await URLSession.shared.data(for: urlRequest)
      return try JSONDecoder().decode(Reservation.self, from: data)
    }
  )
  public static let testValue = BookingClient()
}

extension DependencyValues {
  public var booking: BookingClient {
    get { self[BookingClient.self] }
    set { self[BookingClient.self] = newValue }
  }
}
