import ComposableArchitecture
import Testing

@testable import TicTacToeFeature

@MainActor
struct LoginTests {
  @Test
  func loginWithoutTwoFactorFinishesTheFlow() async {
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { @Sendable _, _ in
        AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
      }
    }

    await store.send(\.binding.email, "blob@pointfree.co") {
      $0.email = "blob@pointfree.co"
    }
    #expect(!store.state.isFormValid)
    await store.send(\.binding.password, "password") {
      $0.password = "password"
    }
    #expect(store.state.isFormValid)
    await store.send(.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(\.loginResponse.success) {
      $0.isLoginRequestInFlight = false
    }
  }

  @Test
  func loginWithTwoFactorPresentsTheCodeScreen() async {
    let store = TestStore(
      initialState: Login.State(email: "2fa@pointfree.co", password: "password")
    ) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { @Sendable _, _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)
      }
      $0.authenticationClient.twoFactor = { @Sendable _, _ in
        AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
      }
    }

    await store.send(.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(\.loginResponse.success) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactor.State(token: "deadbeef")
    }
    await store.send(\.twoFactor.binding.code, "1234") {
      $0.twoFactor?.code = "1234"
    }
    await store.send(\.twoFactor.submitButtonTapped) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await store.receive(\.twoFactor.twoFactorResponse.success) {
      $0.twoFactor?.isTwoFactorRequestInFlight = false
    }
  }

  @Test
  func dismissingTheCodeScreenCancelsItsRequest() async {
    let store = TestStore(
      initialState: Login.State(email: "2fa@pointfree.co", password: "password")
    ) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { @Sendable _, _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)
      }
      $0.authenticationClient.twoFactor = { @Sendable _, _ in
        try await Task.never()
      }
    }

    await store.send(.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(\.loginResponse.success) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactor.State(token: "deadbeef")
    }
    await store.send(\.twoFactor.binding.code, "1234") {
      $0.twoFactor?.code = "1234"
    }
    await store.send(\.twoFactor.submitButtonTapped) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await store.send(\.twoFactor.dismiss) {
      $0.twoFactor = nil
    }
  }

  @Test
  func wrongPasswordShowsAnAlertThatCanBeDismissed() async {
    let store = TestStore(initialState: Login.State(email: "blob@pointfree.co", password: "nope")) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { @Sendable _, _ in
        throw AuthenticationError.invalidUserPassword
      }
    }

    await store.send(.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(\.loginResponse.failure) {
      $0.isLoginRequestInFlight = false
      $0.alert = AlertState {
        TextState(AuthenticationError.invalidUserPassword.localizedDescription)
      }
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
  }

  @Test
  func loginButtonDoesNothingWithAnIncompleteForm() async {
    let store = TestStore(initialState: Login.State(email: "blob@pointfree.co")) {
      Login()
    }

    await store.send(.loginButtonTapped)
  }
}
