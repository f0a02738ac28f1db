import ComposableArchitecture
import Foundation

struct Session: Equatable, Codable, Sendable {
  var userID: String
  var displayName: String
  var token: String
}

enum AuthError: Error, Equatable {
  case invalidCredentials
  case offline
}

@DependencyClient
struct AuthClient: Sendable {
  var signIn: @Sendable (_ email: String, _ password: String) async throws -> Session
}

extension AuthClient: DependencyKey {
  static let liveValue = AuthClient(
    signIn: { email, password in
      var request = URLRequest(url: URL(string: "https://sync.example.com/api/sessions")!)
      request.httpMethod = "POST"
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.httpBody = try JSONEncoder().encode(["email": email, "password": password])
      let (data, response) = try await URLSession.shared.data(for: request)
      switch (response as? HTTPURLResponse)?.statusCode {
      case 200: return try JSONDecoder().decode(Session.self, from: data)
      case 401: throw AuthError.invalidCredentials
      default: throw AuthError.offline
      }
    }
  )
}

extension DependencyValues {
  var auth: AuthClient {
    get { self[AuthClient.self] }
    set { self[AuthClient.self] = newValue }
  }
}
