import ComposableArchitecture
import StoreClients
import XCTest

@testable import ProfileFeature

private let ada = PlayerProfile(playerID: "G:1842", displayName: "Ada")
private let placeholders: [AchievementProgress] = [
  AchievementProgress(id: "first-purchase", percentComplete: 0),
  AchievementProgress(id: "high-roller", percentComplete: 0),
  AchievementProgress(id: "collector", percentComplete: 0),
]

struct NotSignedIn: Error {}

@MainActor
final class ProfileFeatureTests: XCTestCase {
  func testTaskSignsInAndLoadsAchievements() async {
    let store = TestStore(initialState: ProfileFeature.State()) {
      ProfileFeature()
    } withDependencies: {
      $0.gameCenter.authenticate = { ada }
      $0.gameCenter.loadAchievements = {
        [
          AchievementProgress(id: "first-purchase", percentComplete: 100),
          AchievementProgress(id: "collector", percentComplete: 40),
        ]
      }
    }

    await store.send(.task) {
      $0.achievements = IdentifiedArray(uniqueElements: placeholders)
    }
    await store.receive(\.authenticationResponse.success) {
      $0.player = ada
    }
    await store.receive(\.achievementsResponse.success) {
      $0.achievements = [
        AchievementProgress(id: "first-purchase", percentComplete: 100),
        AchievementProgress(id: "collector", percentComplete: 40),
      ]
    }
    XCTAssertEqual(store.state.completedAchievementCount, 1)
  }

  func testSignInFailureAsksThePlayerToSignIn() async {
    let store = TestStore(initialState: ProfileFeature.State()) {
      ProfileFeature()
    } withDependencies: {
      $0.gameCenter.authenticate = { throw NotSignedIn() }
    }
    store.exhaustivity = .off

    await store.send(.task)
    await store.receive(\.authenticationResponse.failure) {
      $0.authenticationError = "Sign in to Game Center to save your scores."
    }
    XCTAssertNil(store.state.player)
  }

  func testAHigherScoreIsSubmittedToTheLeaderboard() async {
    let submitted = LockIsolated<[(Int, String)]>([])
    var state = ProfileFeature.State(bestScore: 1_200)
    state.player = ada
    let store = TestStore(initialState: state) {
      ProfileFeature()
    } withDependencies: {
      $0.gameCenter.submitScore = { score, board in
        submitted.withValue { $0.append((score, board)) }
      }
    }

    await store.send(.gameFinished(score: 1_450)) {
      $0.bestScore = 1_450
    }
    await store.finish()
    XCTAssertEqual(submitted.value.map(\.0), [1_450])
    XCTAssertEqual(submitted.value.map(\.1), ["shop.weekly.highscore"])
  }

  func testALowerScoreKeepsTheBest() async {
    let store = TestStore(initialState: ProfileFeature.State(bestScore: 900)) {
      ProfileFeature()
    }

    await store.send(.gameFinished(score: 300))
  }

  func testAScoreWhileSignedOutIsKeptLocally() async {
    let store = TestStore(initialState: ProfileFeature.State(bestScore: 10)) {
      ProfileFeature()
    }

    await store.send(.gameFinished(score: 20)) {
      $0.bestScore = 20
    }
  }

  func testOrdersAndSettingsArePushedOntoTheStack() async {
    let store = TestStore(initialState: ProfileFeature.State()) {
      ProfileFeature()
    }

    await store.send(.ordersButtonTapped) {
      $0.path[id: 0] = .orders(OrderHistoryFeature.State())
    }
    await store.send(.settingsButtonTapped) {
      $0.path[id: 1] = .settings(SettingsFeature.State())
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    XCTAssertEqual(store.state.path.ids, [0])
  }

  func testSigningOutFromSettingsClearsThePlayerAndPopsToTheRoot() async {
    var state = ProfileFeature.State(bestScore: 50)
    state.player = ada
    state.path.append(.settings(SettingsFeature.State()))
    let store = TestStore(initialState: state) {
      ProfileFeature()
    }

    await store.send(\.path[id: 0].settings.signOutButtonTapped) {
      $0.path[id: 0, case: \.settings]?.alert = AlertState {
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
    }
    await store.send(\.path[id: 0].settings.alert.confirmSignOut) {
      $0.path[id: 0, case: \.settings]?.alert = nil
    }
    await store.receive(\.path[id: 0].settings.delegate.signOut) {
      $0.player = nil
      $0.achievements = IdentifiedArray(uniqueElements: placeholders)
      $0.path = StackState()
    }
  }
}
