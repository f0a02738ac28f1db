import ComposableArchitecture
import Testing

@testable import TicTacToeFeature

@MainActor
struct TicTacToeTests {
  @Test
  func loginWithTwoFactorThenPlayThenLogOut() async {
    let store = TestStore(initialState: TicTacToe.initialState) {
      TicTacToe.body
    } withDependencies: {
      $0.authenticationClient = .fakeServer(delay: .zero)
    }

    await store.send(\.login.binding.email, "blob@pointfree.co") {
      $0.modify(\.login) { $0.email = "blob@pointfree.co" }
    }
    await store.send(\.login.binding.password, "password") {
      $0.modify(\.login) { $0.password = "password" }
    }
    await store.send(\.login.loginButtonTapped) {
      $0.modify(\.login) { $0.isLoginRequestInFlight = true }
    }
    await store.receive(\.login.loginResponse.success) {
      $0.modify(\.login) { $0.isLoginRequestInFlight = false }
      $0.modify(\.login) { $0.twoFactor = TwoFactor.State(token: "deadbeef") }
    }
    await store.send(\.login.twoFactor.binding.code, "1234") {
      $0.modify(\.login) { $0.twoFactor?.code = "1234" }
    }
    await store.send(\.login.twoFactor.submitButtonTapped) {
      $0.modify(\.login) { $0.twoFactor?.isTwoFactorRequestInFlight = true }
    }
    await store.receive(\.login.twoFactor.twoFactorResponse.success) {
      $0 = .newGame(NewGame.State())
    }
    await store.send(\.newGame.logoutButtonTapped) {
      $0 = .login(Login.State())
    }
  }

  @Test
  func loginWithoutTwoFactorGoesStraightToANewGame() async {
    let store = TestStore(
      initialState: .login(Login.State(email: "blob.jr@pointfree.co", password: "password"))
    ) {
      TicTacToe.body
    } withDependencies: {
      $0.authenticationClient = .fakeServer(delay: .zero)
    }

    await store.send(\.login.loginButtonTapped) {
      $0.modify(\.login) { $0.isLoginRequestInFlight = true }
    }
    await store.receive(\.login.loginResponse.success) {
      $0 = .newGame(NewGame.State())
    }
  }

  @Test
  func failedLoginStaysOnTheLoginScreen() async {
    let store = TestStore(
      initialState: .login(Login.State(email: "blob@pointfree.co", password: "hunter2"))
    ) {
      TicTacToe.body
    } withDependencies: {
      $0.authenticationClient = .fakeServer(delay: .zero)
    }

    await store.send(\.login.loginButtonTapped) {
      $0.modify(\.login) { $0.isLoginRequestInFlight = true }
    }
    await store.receive(\.login.loginResponse.failure) {
      $0.modify(\.login) { $0.isLoginRequestInFlight = false }
      $0.modify(\.login) {
        $0.alert = AlertState { TextState("Unknown user or invalid password.") }
      }
    }
  }
}
