import ComposableArchitecture
import XCTest

@testable import ProfileFeature

@MainActor
final class SettingsFeatureTests: XCTestCase {
  func testHapticsToggleWritesTheSharedFlag() async {
    @Shared(.inMemory("hapticsEnabled")) var hapticsEnabled = true
    let store = TestStore(initialState: SettingsFeature.State()) {
      SettingsFeature()
    }

    await store.send(.hapticsToggled(false)) {
      $0.$hapticsEnabled.withLock { $0 = false }
    }
    XCTAssertFalse(hapticsEnabled)
    await store.send(.binding(.set(\.showsLeaderboardName, false))) {
      $0.showsLeaderboardName = false
    }
  }
}
