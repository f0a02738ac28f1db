import ComposableArchitecture
import StoreClients
import StoreKit
import SwiftUI

/// The Shop Pass subscription: whether it renews, and a way to manage it.
@Reducer
public struct SubscriptionFeature {
  @ObservableState
  public struct State: Equatable {
    public var isLoading = false
    public var renewalState: Product.SubscriptionInfo.RenewalState?

    public init() {}

    public var isActive: Bool {
      renewalState == .subscribed || renewalState == .inGracePeriod
    }
  }

  public enum Action {
    case manageButtonTapped
    case statusResponse(Result<[Product.SubscriptionInfo.RenewalState], Error>)
    case task
  }

  public static let groupID = "21430001"

  @Dependency(\.subscriptionStatus) var subscriptionStatus

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .manageButtonTapped:
        return .run { _ in try await subscriptionStatus.manageSubscriptions() }

      case let .statusResponse(.success(states)):
        state.isLoading = false
        state.renewalState = states.first { $0 == .subscribed } ?? states.first
        return .none

      case .statusResponse(.failure):
        state.isLoading = false
        return .none

      case .task:
        state.isLoading = true
        return .run { send in
          await send(
            .statusResponse(Result { try await subscriptionStatus.renewalStates(Self.groupID) })
          )
        }
      }
    }
  }
}

public struct SubscriptionView: View {
  let store: StoreOf<SubscriptionFeature>

  public init(store: StoreOf<SubscriptionFeature>) {
    self.store = store
  }

  public var body: some View {
    VStack {
      Text(store.isActive ? "Shop Pass is active" : "No active Shop Pass")
      Button("Manage") { store.send(.manageButtonTapped) }
    }
    .task { await store.send(.task).finish() }
  }
}
