import ComposableArchitecture
import SwiftUI

@Reducer
public struct SettingsFeature {
  @ObservableState
  public struct State: Equatable {
    @Presents public var alert: AlertState<Action.Alert>?
    @Shared(.inMemory("hapticsEnabled")) public var hapticsEnabled = true
    public var showsLeaderboardName = true

    public init() {}
  }

  public enum Action: BindableAction {
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case delegate(Delegate)
    case hapticsToggled(Bool)
    case signOutButtonTapped

    @CasePathable
    public enum Alert: Equatable {
      case confirmSignOut
    }

    @CasePathable
    public enum Delegate: Equatable {
      case signOut
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmSignOut)):
        return .send(.delegate(.signOut))

      case .alert, .binding, .delegate:
        return .none

      case let .hapticsToggled(isOn):
        state.$hapticsEnabled.withLock { $0 = isOn }
        return .none

      case .signOutButtonTapped:
        state.alert = AlertState {
          TextState("Sign out of Game Center?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmSignOut) {
            TextState("Sign out")
          }
          ButtonState(role: .cancel) {
            TextState("Cancel")
          }
        } message: {
          TextState("Your scores stay saved with your Game Center account.")
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

struct SettingsView: View {
  @Bindable var store: StoreOf<SettingsFeature>

  var body: some View {
    Form {
      Toggle(
        "Haptics",
        isOn: Binding(
          get: { store.hapticsEnabled },
          set: { store.send(.hapticsToggled($0)) }
        )
      )
      Toggle("Show my name on leaderboards", isOn: $store.showsLeaderboardName)
      Button("Sign out", role: .destructive) { store.send(.signOutButtonTapped) }
    }
    .alert($store.scope(state: \.alert, action: \.alert))
    .navigationTitle("Settings")
  }
}
