import ComposableArchitecture
import Testing

@testable import TicTacToeFeature

@MainActor
struct TwoFactorTests {
  @Test
  func validCodeIsAccepted() async {
    let codes = LockIsolated<[String]>([])
    let store = TestStore(initialState: TwoFactor.State(token: "deadbeef")) {
      TwoFactor()
    } withDependencies: {
      $0.authenticationClient.twoFactor = { @Sendable code, token in
        codes.withValue { $0.append("\(code) \(token)") }
        return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
      }
    }

    await store.send(\.binding.code, "1") {
      $0.code = "1"
    }
    #expect(!store.state.isFormValid)
    await store.send(.submitButtonTapped)
    await store.send(\.binding.code, "1234") {
      $0.code = "1234"
    }
    #expect(store.state.isFormValid)
    await store.send(.submitButtonTapped) {
      $0.isTwoFactorRequestInFlight = true
    }
    await store.receive(\.twoFactorResponse.success) {
      $0.isTwoFactorRequestInFlight = false
    }
    #expect(codes.value == ["1234 deadbeef"])
  }

  @Test
  func invalidCodeShowsAnAlert() async {
    let store = TestStore(initialState: TwoFactor.State(token: "deadbeef", code: "0000")) {
      TwoFactor()
    } withDependencies: {
      $0.authenticationClient.twoFactor = { @Sendable _, _ in
        throw AuthenticationError.invalidTwoFactor
      }
    }

    await store.send(.submitButtonTapped) {
      $0.isTwoFactorRequestInFlight = true
    }
    await store.receive(\.twoFactorResponse.failure) {
      $0.isTwoFactorRequestInFlight = false
      $0.alert = AlertState { TextState("Invalid second factor (try 1234).") }
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
  }
}
