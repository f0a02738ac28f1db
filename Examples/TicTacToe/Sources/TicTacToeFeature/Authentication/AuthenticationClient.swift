import ComposableArchitecture
import Foundation

/// What the server answers to a login or a two-factor code.
public struct AuthenticationResponse: Equatable, Sendable {
  /// The session token, or the intermediate token a two-factor code must come with.
  public var token: String
  /// Whether the account needs a two-factor code before it is logged in.
  public var twoFactorRequired: Bool

  public init(token: String, twoFactorRequired: Bool) {
    self.token = token
    self.twoFactorRequired = twoFactorRequired
  }
}

/// Why the server refused a login or a code.
public enum AuthenticationError: Equatable, LocalizedError, Sendable {
  case invalidUserPassword
  case invalidTwoFactor
  case invalidIntermediateToken

  public var errorDescription: String? {
    switch self {
    case .invalidUserPassword: return "Unknown user or invalid password."
    case .invalidTwoFactor: return "Invalid second factor (try 1234)."
    case .invalidIntermediateToken: return "404!! What happened to your token there bud?!?!"
    }
  }
}

/// Logs a user in: the dependency the login and two-factor features talk to.
@DependencyClient
public struct AuthenticationClient: Sendable {
  /// Checks an email and a password.
  public var login:
    @Sendable (_ email: String, _ password: String) async throws -> AuthenticationResponse
  /// Checks a two-factor code, with the intermediate token the login answered.
  public var twoFactor:
    @Sendable (_ code: String, _ token: String) async throws -> AuthenticationResponse
}

extension AuthenticationClient: TestDependencyKey {
  /// Fails the test if a feature logs in without the test saying how the server answers.
  public static let testValue = AuthenticationClient()
  public static let previewValue = AuthenticationClient.fakeServer(delay: .zero)
}

extension DependencyValues {
  public var authenticationClient: AuthenticationClient {
    get { self[AuthenticationClient.self] }
    set { self[AuthenticationClient.self] = newValue }
  }
}
