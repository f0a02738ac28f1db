import XCTest

@testable import GroupsApp

final class HabitTests: XCTestCase {
  func testDaysComeFromTheCalendarsTimeZone() {
    let lateEvening = Date(timeIntervalSince1970: 1_773_183_600)  // 10 March, 23:00 UTC
    XCTAssertEqual(Day(lateEvening, calendar: .utc), .tuesday)
    var tokyo = Calendar(identifier: .gregorian)
    tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
    XCTAssertEqual(Day(lateEvening, calendar: tokyo), .wednesday)
    XCTAssertEqual(Day.monday.adding(days: -1, calendar: .utc), .sunday)
    XCTAssertEqual(
      Day(year: 2026, month: 2, day: 28).adding(days: 1, calendar: .utc).description, "2026-03-01")
  }

  func testStreakCountsBackFromToday() {
    let habit = Habit.fixture(1, name: "Run", done: [.wednesday, .tuesday, .monday])
    XCTAssertEqual(habit.streak(today: .wednesday, calendar: .utc), 3)
  }

  func testStreakStillCountsWhileTodayIsOpen() {
    let habit = Habit.fixture(1, name: "Run", done: [.tuesday, .monday, .sunday])
    XCTAssertEqual(habit.streak(today: .wednesday, calendar: .utc), 3)
  }

  func testAMissedDayEndsTheStreak() {
    let habit = Habit.fixture(1, name: "Run", done: [.wednesday, .monday, .sunday])
    XCTAssertEqual(habit.streak(today: .wednesday, calendar: .utc), 1)
    XCTAssertEqual(Habit.fixture(2, name: "Read").streak(today: .wednesday, calendar: .utc), 0)
  }
}
