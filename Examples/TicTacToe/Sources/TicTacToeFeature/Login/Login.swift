import ComposableArchitecture
import Foundation

/// The login screen: an email and a password, then the two-factor screen if the account has one.
@Reducer
public struct Login: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var email = ""
    public var isLoginRequestInFlight = false
    public var password = ""
    @Presents public var twoFactor: TwoFactor.State?

    /// Both fields are filled in.
    public var isFormValid: Bool { !self.email.isEmpty && !self.password.isEmpty }

    public init(email: String = "", password: String = "") {
      self.email = email
      self.password = password
    }
  }

  public enum Action: BindableAction, Sendable {
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case loginButtonTapped
    case loginResponse(Result<AuthenticationResponse, any Error>)
    case twoFactor(PresentationAction<TwoFactor.Action>)

    public enum Alert: Equatable, Sendable {}
  }

  @Dependency(\.authenticationClient) var authenticationClient

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .alert, .binding:
        return .none

      case .loginButtonTapped:
        guard state.isFormValid, !state.isLoginRequestInFlight else { return .none }
        state.isLoginRequestInFlight = true
        return .run { [email = state.email, password = state.password] send in
          await send(
            .loginResponse(
              Result {
                try await self.authenticationClient.login(email: email, password: password)
              }
            )
          )
        }

      case let .loginResponse(.success(response)):
        state.isLoginRequestInFlight = false
        if response.twoFactorRequired {
          state.twoFactor = TwoFactor.State(token: response.token)
        }
        // Without a second factor, the parent moves on to a new game.
        return .none

      case let .loginResponse(.failure(error)):
        state.isLoginRequestInFlight = false
        state.alert = AlertState { TextState(error.localizedDescription) }
        return .none

      case .twoFactor:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$twoFactor, action: \.twoFactor) {
      TwoFactor()
    }
  }
}
