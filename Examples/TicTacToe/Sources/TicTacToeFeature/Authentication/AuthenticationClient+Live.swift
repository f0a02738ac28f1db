import ComposableArchitecture
import Foundation

extension AuthenticationClient: DependencyKey {
  /// The fake server, answering after a third of a second.
  public static let liveValue = AuthenticationClient.fakeServer(delay: .milliseconds(300))

  /// The accounts of the fake server: each password is `password`; `blob@pointfree.co` needs the
  /// two-factor code `1234`, `blob.jr@pointfree.co` does not.
  public static let accounts: [String: (password: String, twoFactorRequired: Bool)] = [
    "blob@pointfree.co": ("password", true),
    "blob.jr@pointfree.co": ("password", false),
  ]

  /// An in-process server that knows ``accounts`` and answers after `delay`.
  public static func fakeServer(delay: Duration) -> AuthenticationClient {
    AuthenticationClient(
      login: { email, password in
        try await Task.sleep(for: delay)
        let email = email.trimmingCharacters(in: .whitespaces).lowercased()
        guard let account = accounts[email], account.password == password else {
          throw AuthenticationError.invalidUserPassword
        }
        return AuthenticationResponse(
          token: account.twoFactorRequired ? "deadbeef" : "c0ffee",
          twoFactorRequired: account.twoFactorRequired
        )
      },
      twoFactor: { code, token in
        try await Task.sleep(for: delay)
        guard token == "deadbeef" else { throw AuthenticationError.invalidIntermediateToken }
        guard code == "1234" else { throw AuthenticationError.invalidTwoFactor }
        return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
      }
    )
  }
}
