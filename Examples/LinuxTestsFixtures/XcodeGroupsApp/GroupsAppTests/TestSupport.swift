import Foundation

@testable import GroupsApp

extension Calendar {
  /// Gregorian in UTC, so days don't move with the machine's time zone.
  static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()
}

/// Wednesday 11 March 2026, 09:00 UTC.
let wednesdayMorning = Date(timeIntervalSince1970: 1_773_219_600)

extension Day {
  static let wednesday = Day(year: 2026, month: 3, day: 11)
  static let tuesday = Day(year: 2026, month: 3, day: 10)
  static let monday = Day(year: 2026, month: 3, day: 9)
  static let sunday = Day(year: 2026, month: 3, day: 8)
}

extension Habit {
  static func fixture(
    _ index: Int, name: String, createdAt: Date = Date(timeIntervalSince1970: 1_772_323_200),
    done: Set<Day> = []
  ) -> Habit {
    Habit(id: UUID(index), name: name, emoji: "✅", createdAt: createdAt, completedDays: done)
  }
}
