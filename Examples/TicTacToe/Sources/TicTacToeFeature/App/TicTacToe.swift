import ComposableArchitecture
import Foundation

/// The app: the login flow until a user is logged in, then new games until they log out.
@Reducer
public enum TicTacToe {
  case login(Login)
  case newGame(NewGame)

  /// Starts logged out.
  public static var initialState: State { .login(Login.State()) }

  public static var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .login(.loginResponse(.success(let response))) where !response.twoFactorRequired:
        state = .newGame(NewGame.State())
        return .none

      case .login(.twoFactor(.presented(.twoFactorResponse(.success)))):
        state = .newGame(NewGame.State())
        return .none

      case .newGame(.logoutButtonTapped):
        state = .login(Login.State())
        return .none

      case .login, .newGame:
        return .none
      }
    }
    .ifCaseLet(\.login, action: \.login) {
      Login()
    }
    .ifCaseLet(\.newGame, action: \.newGame) {
      NewGame()
    }
  }
}

extension TicTacToe.State: Equatable {}
extension TicTacToe.State: Sendable {}
