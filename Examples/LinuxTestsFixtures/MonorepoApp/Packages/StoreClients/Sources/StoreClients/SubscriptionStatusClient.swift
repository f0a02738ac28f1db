import Dependencies
import DependenciesMacros
import StoreKit
import UIKit

/// The renewal state of the player's subscription: StoreKit's own type, as the App Store gives it.
@DependencyClient
public struct SubscriptionStatusClient: Sendable {
  public var renewalStates:
    @Sendable (_ groupID: String) async throws -> [Product.SubscriptionInfo.RenewalState]
  public var manageSubscriptions: @Sendable @MainActor () async throws -> Void
}

extension SubscriptionStatusClient: DependencyKey {
  public static let liveValue = SubscriptionStatusClient(
    renewalStates: { groupID in
      try await Product.SubscriptionInfo.status(for: groupID).map(\.state)
    },
    manageSubscriptions: {
      guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
        return
      }
      try await AppStore.showManageSubscriptions(in: scene)
    }
  )
  public static let testValue = SubscriptionStatusClient()
}

extension DependencyValues {
  public var subscriptionStatus: SubscriptionStatusClient {
    get { self[SubscriptionStatusClient.self] }
    set { self[SubscriptionStatusClient.self] = newValue }
  }
}
