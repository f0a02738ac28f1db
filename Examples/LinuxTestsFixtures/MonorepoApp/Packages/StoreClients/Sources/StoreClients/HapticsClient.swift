import Dependencies
import DependenciesMacros
import UIKit

/// Plays haptics for the app's events.
@DependencyClient
public struct HapticsClient: Sendable {
  public var play: @Sendable (_ event: HapticEvent) async -> Void
}

extension HapticsClient: DependencyKey {
  public static let liveValue = HapticsClient(
    play: { event in
      await MainActor.run {
        switch event {
        case .lightTap:
          UIImpactFeedbackGenerator(style: .light).impactOccurred()
        case .success:
          UINotificationFeedbackGenerator().notificationOccurred(.success)
        case .error:
          UINotificationFeedbackGenerator().notificationOccurred(.error)
        }
      }
    }
  )
  public static let testValue = HapticsClient()
}

extension DependencyValues {
  public var haptics: HapticsClient {
    get { self[HapticsClient.self] }
    set { self[HapticsClient.self] = newValue }
  }
}
