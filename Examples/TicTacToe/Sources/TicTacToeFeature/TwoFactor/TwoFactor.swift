import ComposableArchitecture
import Foundation

/// The two-factor screen: a code, checked by the server with the login's intermediate token.
@Reducer
public struct TwoFactor: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var code = ""
    public var isTwoFactorRequestInFlight = false
    public let token: String

    /// A code has four characters or more.
    public var isFormValid: Bool { self.code.count >= 4 }

    public init(token: String, code: String = "") {
      self.token = token
      self.code = code
    }
  }

  public enum Action: BindableAction, Sendable {
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case submitButtonTapped
    case twoFactorResponse(Result<AuthenticationResponse, any Error>)

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

      case .submitButtonTapped:
        guard state.isFormValid, !state.isTwoFactorRequestInFlight else { return .none }
        state.isTwoFactorRequestInFlight = true
        return .run { [code = state.code, token = state.token] send in
          await send(
            .twoFactorResponse(
              Result { try await self.authenticationClient.twoFactor(code: code, token: token) }
            )
          )
        }

      case .twoFactorResponse(.success):
        // The parent moves on to a new game.
        state.isTwoFactorRequestInFlight = false
        return .none

      case let .twoFactorResponse(.failure(error)):
        state.isTwoFactorRequestInFlight = false
        state.alert = AlertState { TextState(error.localizedDescription) }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
