import ComposableArchitecture
import UIKit
import XCTest

@testable import GroupsApp

@MainActor
final class HabitsViewControllerTests: XCTestCase {
  func testTheTitleCountsTheHabits() {
    var state = HabitsListFeature.State()
    state.habits = [.fixture(1, name: "Run"), .fixture(2, name: "Read")]
    let store = Store(initialState: state) {
      HabitsListFeature()
    } withDependencies: {
      $0.habitStore.load = { [.fixture(1, name: "Run"), .fixture(2, name: "Read")] }
    }
    let controller = HabitsViewController(store: store)

    controller.loadViewIfNeeded()

    XCTAssertEqual(controller.title, "Habits (2)")
  }

  func testTheAddButtonFollowsTheTextField() {
    let store = Store(initialState: HabitsListFeature.State()) {
      HabitsListFeature()
    }
    let controller = HabitsViewController(store: store)
    controller.loadViewIfNeeded()
    XCTAssertEqual(controller.navigationItem.rightBarButtonItem?.isEnabled, false)

    store.send(.binding(.set(\.newHabitName, "Floss")))

    XCTAssertEqual(controller.navigationItem.rightBarButtonItem?.isEnabled, true)
  }
}
