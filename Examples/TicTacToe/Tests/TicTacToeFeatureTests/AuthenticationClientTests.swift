import ComposableArchitecture
import Testing

@testable import TicTacToeFeature

struct AuthenticationClientTests {
  let server = AuthenticationClient.fakeServer(delay: .zero)

  @Test
  func knownAccountsLogIn() async throws {
    #expect(
      try await server.login(email: "blob@pointfree.co", password: "password")
        == AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)
    )
    #expect(
      try await server.login(email: " Blob.Jr@pointfree.co", password: "password")
        == AuthenticationResponse(token: "c0ffee", twoFactorRequired: false)
    )
  }

  @Test
  func wrongCredentialsAreRefused() async {
    await #expect(throws: AuthenticationError.invalidUserPassword) {
      try await server.login(email: "blob@pointfree.co", password: "hunter2")
    }
    await #expect(throws: AuthenticationError.invalidUserPassword) {
      try await server.login(email: "nobody@pointfree.co", password: "password")
    }
  }

  @Test
  func twoFactorNeedsTheCodeAndTheIntermediateToken() async throws {
    #expect(
      try await server.twoFactor(code: "1234", token: "deadbeef")
        == AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
    )
    await #expect(throws: AuthenticationError.invalidTwoFactor) {
      try await server.twoFactor(code: "0000", token: "deadbeef")
    }
    await #expect(throws: AuthenticationError.invalidIntermediateToken) {
      try await server.twoFactor(code: "1234", token: "c0ffee")
    }
  }
}
