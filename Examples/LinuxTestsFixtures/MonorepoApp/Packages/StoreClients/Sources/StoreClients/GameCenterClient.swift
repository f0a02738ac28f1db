import Dependencies
import DependenciesMacros
import GameKit

/// Signs the player in to Game Center, reports scores and achievements.
@DependencyClient
public struct GameCenterClient: Sendable {
  public var authenticate: @Sendable () async throws -> PlayerProfile
  public var submitScore: @Sendable (_ score: Int, _ leaderboardID: String) async throws -> Void
  public var loadAchievements: @Sendable () async throws -> [AchievementProgress]
}

extension GameCenterClient: TestDependencyKey {
  public static let testValue = GameCenterClient()
}

extension GameCenterClient: DependencyKey {
  public static let liveValue = GameCenterClient(
    authenticate: {
      try await withCheckedThrowingContinuation { continuation in
        GKLocalPlayer.local.authenticateHandler = { _, error in
          if let error {
            continuation.resume(throwing: error)
          } else {
            let player = GKLocalPlayer.local
            continuation.resume(
              returning: PlayerProfile(
                playerID: player.gamePlayerID,
                displayName: player.displayName,
                isUnderage: player.isUnderage
              )
            )
          }
        }
      }
    },
    submitScore: { score, leaderboardID in
      try await GKLeaderboard.submitScore(
        score, context: 0, player: GKLocalPlayer.local, leaderboardIDs: [leaderboardID]
      )
    },
    loadAchievements: {
      try await GKAchievement.loadAchievements().map {
        AchievementProgress(id: $0.identifier, percentComplete: $0.percentComplete)
      }
    }
  )
}

extension DependencyValues {
  public var gameCenter: GameCenterClient {
    get { self[GameCenterClient.self] }
    set { self[GameCenterClient.self] = newValue }
  }
}
