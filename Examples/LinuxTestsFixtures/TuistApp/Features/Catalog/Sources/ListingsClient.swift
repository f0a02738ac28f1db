import ComposableArchitecture
import Foundation

@DependencyClient
public struct ListingsClient: Sendable {
  public var search: @Sendable (_ city: String?) async throws -> [Listing]
}

extension ListingsClient: DependencyKey {
  public static let liveValue = ListingsClient(
    search: { city in
      var components = URLComponents(string: "https://api.stays.example.com/v2/listings")!
      if let city {
        components.queryItems = [URLQueryItem(name: "city", value: city)]
      }
      let (data, _) = try await URLSession.shared.data(from: components.url!)
      return try JSONDecoder().decode([Listing].self, from: data)
    }
  )
  public static let testValue = ListingsClient()
}

extension DependencyValues {
  public var listings: ListingsClient {
    get { self[ListingsClient.self] }
    set { self[ListingsClient.self] = newValue }
  }
}
