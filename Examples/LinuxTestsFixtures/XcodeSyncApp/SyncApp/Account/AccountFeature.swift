import ComposableArchitecture
import SwiftUI

@Reducer
struct AccountFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var email = ""
    var errorMessage: String?
    var isSigningIn = false
    var password = ""
    var session: Session?

    var canSubmit: Bool {
      email.contains("@") && email.contains(".") && password.count >= 8 && !isSigningIn
    }
  }

  enum Action: BindableAction {
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case delegate(Delegate)
    case privacyPolicyButtonTapped
    case signInButtonTapped
    case signInResponse(Result<Session, any Error>)
    case signOutButtonTapped
    case task

    @CasePathable
    enum Alert: Equatable {
      case confirmSignOut
    }

    @CasePathable
    enum Delegate: Equatable {
      case didSignIn
      case didSignOut
    }
  }

  static let sessionAccount = "session"
  static let privacyPolicyURL = URL(string: "https://sync.example.com/privacy")!

  @Dependency(\.auth) var auth
  @Dependency(\.keychain) var keychain
  @Dependency(\.openURL) var openURL

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmSignOut)):
        state.session = nil
        state.password = ""
        return .run { send in
          try? keychain.delete(Self.sessionAccount)
          await send(.delegate(.didSignOut))
        }

      case .alert, .delegate:
        return .none

      case .binding(\.email), .binding(\.password):
        state.errorMessage = nil
        return .none

      case .binding:
        return .none

      case .privacyPolicyButtonTapped:
        return .run { _ in await openURL(Self.privacyPolicyURL) }

      case .signInButtonTapped:
        guard state.canSubmit else { return .none }
        state.isSigningIn = true
        state.errorMessage = nil
        return .run { [email = state.email, password = state.password] send in
          await send(.signInResponse(Result { try await auth.signIn(email, password) }))
        }

      case let .signInResponse(.success(session)):
        state.isSigningIn = false
        state.session = session
        state.password = ""
        return .run { send in
          try keychain.save(JSONEncoder().encode(session), Self.sessionAccount)
          await send(.delegate(.didSignIn))
        }

      case let .signInResponse(.failure(error)):
        state.isSigningIn = false
        state.errorMessage =
          error as? AuthError == .invalidCredentials
          ? "That email and password don’t match."
          : "You seem to be offline."
        return .none

      case .signOutButtonTapped:
        state.alert = AlertState {
          TextState("Sign out?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmSignOut) {
            TextState("Sign out")
          }
        } message: {
          TextState("Your reminders stay on this device.")
        }
        return .none

      case .task:
        guard
          state.session == nil,
          let data = try? keychain.load(Self.sessionAccount),
          let session = try? JSONDecoder().decode(Session.self, from: data)
        else { return .none }
        state.session = session
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

struct AccountView: View {
  @Bindable var store: StoreOf<AccountFeature>

  var body: some View {
    Form {
      if let session = store.session {
        Section("Signed in") {
          Text(session.displayName)
          Button("Sign out", role: .destructive) { store.send(.signOutButtonTapped) }
        }
      } else {
        Section {
          TextField("Email", text: $store.email)
            .textContentType(.emailAddress)
            .keyboardType(.emailAddress)
          SecureField("Password", text: $store.password)
          if let message = store.errorMessage {
            Text(message).foregroundStyle(.red)
          }
          Button("Sign in") { store.send(.signInButtonTapped) }
            .disabled(!store.canSubmit)
        }
      }
      Button("Privacy policy") { store.send(.privacyPolicyButtonTapped) }
    }
    .alert($store.scope(state: \.alert, action: \.alert))
    .task { await store.send(.task).finish() }
    .navigationTitle("Account")
  }
}

#Preview("Signed out") {
  NavigationStack {
    AccountView(
      store: Store(initialState: AccountFeature.State()) {
        AccountFeature()
      }
    )
  }
}
