import ComposableArchitecture
import XCTest

@testable import GroupsApp

@MainActor
final class StatsFeatureTests: XCTestCase {
  let run = Habit.fixture(1, name: "Run", done: [.monday, .tuesday, .wednesday])
  let read = Habit.fixture(
    2, name: "Read", createdAt: Date(timeIntervalSince1970: 1_773_110_000), done: [.wednesday])

  func testTheWeekStartsOnMonday() {
    let state = StatsFeature.State(habits: [run, read], today: .wednesday)
    let days = state.days(calendar: .utc)
    XCTAssertEqual(days.first, .monday)
    XCTAssertEqual(days.map(\.description).last, "2026-03-15")
  }

  func testDailyRatesCountOnlyHabitsThatExisted() {
    let state = StatsFeature.State(habits: [run, read], today: .wednesday)
    XCTAssertEqual(state.dailyRates(calendar: .utc), [1, 0.5, 1, 0, 0, 0, 0])
    XCTAssertEqual(state.weeklySummary(calendar: .utc), "36%")
    XCTAssertEqual(state.bestHabit(calendar: .utc)?.name, "Run")
  }

  func testWeeksMoveBackButNotIntoTheFuture() async {
    let store = TestStore(initialState: StatsFeature.State(habits: [run], today: .wednesday)) {
      StatsFeature()
    }

    await store.send(.nextWeekTapped)
    await store.send(.previousWeekTapped) {
      $0.weekOffset = -1
    }
    XCTAssertEqual(store.state.days(calendar: .utc).first?.description, "2026-03-02")
    XCTAssertEqual(store.state.dailyRates(calendar: .utc), Array(repeating: 0, count: 7))
    await store.send(.nextWeekTapped) {
      $0.weekOffset = 0
    }
  }
}
