import ComposableArchitecture
import StoreKit
import XCTest

@testable import ProfileFeature

@MainActor
final class SubscriptionFeatureTests: XCTestCase {
  func testASubscribedStateIsActive() async {
    let store = TestStore(initialState: SubscriptionFeature.State()) {
      SubscriptionFeature()
    } withDependencies: {
      $0.subscriptionStatus.renewalStates = { _ in [.expired, .subscribed] }
    }

    await store.send(.task) {
      $0.isLoading = true
    }
    await store.receive(\.statusResponse.success) {
      $0.isLoading = false
      $0.renewalState = .subscribed
    }
    XCTAssertTrue(store.state.isActive)
  }

  func testAnExpiredSubscriptionIsInactive() async {
    let store = TestStore(initialState: SubscriptionFeature.State()) {
      SubscriptionFeature()
    } withDependencies: {
      $0.subscriptionStatus.renewalStates = { _ in [.expired] }
    }

    await store.send(.task) {
      $0.isLoading = true
    }
    await store.receive(\.statusResponse.success) {
      $0.isLoading = false
      $0.renewalState = .expired
    }
    XCTAssertFalse(store.state.isActive)
  }
}
