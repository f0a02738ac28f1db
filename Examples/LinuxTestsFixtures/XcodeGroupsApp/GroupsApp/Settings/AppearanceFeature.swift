import ComposableArchitecture
import SwiftUI

@Reducer
struct AppearanceFeature {
  @ObservableState
  struct State: Equatable {
    var errorMessage: String?
    var icon: AppIcon = .standard
    var isChanging = false
  }

  enum Action {
    case iconResponse(Result<AppIcon, Error>)
    case iconTapped(AppIcon)
    case task
  }

  @Dependency(\.appIcon) var appIcon

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .iconResponse(.success(icon)):
        state.isChanging = false
        state.icon = icon
        return .none

      case .iconResponse(.failure):
        state.isChanging = false
        state.errorMessage = "The icon couldn’t be changed."
        return .none

      case let .iconTapped(icon):
        guard icon != state.icon, !state.isChanging else { return .none }
        state.isChanging = true
        state.errorMessage = nil
        return .run { send in
          await send(
            .iconResponse(
              Result {
                try await appIcon.set(icon)
                return icon
              }
            )
          )
        }

      case .task:
        return .run { send in
          await send(.iconResponse(.success(await appIcon.current())))
        }
      }
    }
  }
}

struct AppearanceView: View {
  let store: StoreOf<AppearanceFeature>

  var body: some View {
    List(AppIcon.allCases, id: \.self) { icon in
      Button {
        store.send(.iconTapped(icon))
      } label: {
        HStack {
          Text(icon.rawValue.capitalized)
          Spacer()
          if icon == store.icon { Image(systemName: "checkmark") }
        }
      }
    }
    .disabled(store.isChanging)
    .task { await store.send(.task).finish() }
    .navigationTitle("App icon")
  }
}

#Preview {
  AppearanceView(
    store: Store(initialState: AppearanceFeature.State()) {
      AppearanceFeature()
    }
  )
}
