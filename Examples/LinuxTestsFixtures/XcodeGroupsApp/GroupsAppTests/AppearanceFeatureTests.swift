import ComposableArchitecture
import XCTest

@testable import GroupsApp

struct IconRejected: Error {}

@MainActor
final class AppearanceFeatureTests: XCTestCase {
  func testTaskReadsTheCurrentIcon() async {
    let store = TestStore(initialState: AppearanceFeature.State()) {
      AppearanceFeature()
    } withDependencies: {
      $0.appIcon.current = { .midnight }
    }

    await store.send(.task)
    await store.receive(\.iconResponse.success) {
      $0.icon = .midnight
    }
  }

  func testPickingAnIconChangesIt() async {
    let requested = LockIsolated<[String?]>([])
    let store = TestStore(initialState: AppearanceFeature.State()) {
      AppearanceFeature()
    } withDependencies: {
      $0.appIcon.set = { icon in requested.withValue { $0.append(icon.alternateIconName) } }
    }

    await store.send(.iconTapped(.standard))
    await store.send(.iconTapped(.sunrise)) {
      $0.isChanging = true
    }
    await store.receive(\.iconResponse.success) {
      $0.isChanging = false
      $0.icon = .sunrise
    }
    XCTAssertEqual(requested.value, ["AppIcon-Sunrise"])
  }

  func testARejectedIconKeepsTheOldOne() async {
    let store = TestStore(initialState: AppearanceFeature.State()) {
      AppearanceFeature()
    } withDependencies: {
      $0.appIcon.set = { _ in throw IconRejected() }
    }

    await store.send(.iconTapped(.midnight)) {
      $0.isChanging = true
    }
    await store.receive(\.iconResponse.failure) {
      $0.isChanging = false
      $0.errorMessage = "The icon couldn’t be changed."
    }
    XCTAssertEqual(AppIcon(alternateIconName: "AppIcon-Midnight"), .midnight)
    XCTAssertEqual(AppIcon(alternateIconName: nil), .standard)
  }
}
