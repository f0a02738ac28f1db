import ComposableArchitecture
import DesignSystem
import StoreClients
import SwiftUI

@Reducer
public struct ProfileFeature {
  @Reducer
  public enum Path {
    case orders(OrderHistoryFeature)
    case settings(SettingsFeature)
  }

  @ObservableState
  public struct State: Equatable {
    public var achievements: IdentifiedArrayOf<AchievementProgress> = []
    public var authenticationError: String?
    public var bestScore = 0
    public var path = StackState<Path.State>()
    public var player: PlayerProfile?

    public init(bestScore: Int = 0) {
      self.bestScore = bestScore
    }

    public var completedAchievementCount: Int {
      achievements.filter(\.isCompleted).count
    }
  }

  public enum Action {
    case achievementsResponse(Result<[AchievementProgress], Error>)
    case authenticationResponse(Result<PlayerProfile, Error>)
    case gameFinished(score: Int)
    case ordersButtonTapped
    case path(StackActionOf<Path>)
    case settingsButtonTapped
    case task
  }

  public static let leaderboardID = "shop.weekly.highscore"

  /// Shown before Game Center answers: every achievement at zero.
  public static var placeholderAchievements: [AchievementProgress] = [
    AchievementProgress(id: "first-purchase", percentComplete: 0),
    AchievementProgress(id: "high-roller", percentComplete: 0),
    AchievementProgress(id: "collector", percentComplete: 0),
  ]

  @Dependency(\.gameCenter) var gameCenter

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .achievementsResponse(.success(achievements)):
        state.achievements = IdentifiedArray(uniqueElements: achievements)
        return .none

      case .achievementsResponse(.failure):
        return .none

      case let .authenticationResponse(.success(player)):
        state.player = player
        state.authenticationError = nil
        return .run { send in
          await send(.achievementsResponse(Result { try await gameCenter.loadAchievements() }))
        }

      case .authenticationResponse(.failure):
        state.player = nil
        state.authenticationError = "Sign in to Game Center to save your scores."
        return .none

      case let .gameFinished(score):
        guard score > state.bestScore else { return .none }
        state.bestScore = score
        guard state.player != nil else { return .none }
        return .run { _ in
          try await gameCenter.submitScore(score, Self.leaderboardID)
        }

      case .ordersButtonTapped:
        state.path.append(.orders(OrderHistoryFeature.State()))
        return .none

      case .path(.element(id: _, action: .settings(.delegate(.signOut)))):
        state.player = nil
        state.achievements = IdentifiedArray(uniqueElements: Self.placeholderAchievements)
        state.path.removeAll()
        return .none

      case .path:
        return .none

      case .settingsButtonTapped:
        state.path.append(.settings(SettingsFeature.State()))
        return .none

      case .task:
        if state.achievements.isEmpty {
          state.achievements = IdentifiedArray(uniqueElements: Self.placeholderAchievements)
        }
        return .run { send in
          await send(.authenticationResponse(Result { try await gameCenter.authenticate() }))
        }
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension ProfileFeature.Path.State: Equatable {}

public struct ProfileView: View {
  @Bindable var store: StoreOf<ProfileFeature>

  public init(store: StoreOf<ProfileFeature>) {
    self.store = store
  }

  public var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        Section {
          if let player = store.player {
            Text(player.displayName).font(Theme.title)
          } else if let error = store.authenticationError {
            Text(error).foregroundStyle(Theme.muted)
          }
          LabeledContent("Best score", value: "\(store.bestScore)")
        }
        Section("Achievements (\(store.completedAchievementCount))") {
          ForEach(store.achievements) { achievement in
            ProgressView(achievement.id, value: achievement.percentComplete, total: 100)
          }
        }
        Button("Orders") { store.send(.ordersButtonTapped) }
        Button("Settings") { store.send(.settingsButtonTapped) }
      }
      .task { await store.send(.task).finish() }
      .navigationTitle("Profile")
    } destination: { store in
      switch store.case {
      case let .orders(store):
        OrderHistoryView(store: store)
      case let .settings(store):
        SettingsView(store: store)
      }
    }
  }
}

#Preview("Signed in") {
  ProfileView(
    store: Store(initialState: ProfileFeature.State(bestScore: 4_200)) {
      ProfileFeature()
    } withDependencies: {
      $0.gameCenter.authenticate = { PlayerProfile(playerID: "G:1", displayName: "Ada") }
      $0.gameCenter.loadAchievements = { [] }
    }
  )
}
