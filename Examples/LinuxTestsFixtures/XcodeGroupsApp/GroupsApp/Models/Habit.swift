import Foundation

/// A calendar day, independent of the time it was recorded at.
struct Day: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  var year: Int
  var month: Int
  var day: Int

  init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  init(_ date: Date, calendar: Calendar) {
    let components = calendar.dateComponents([.year, .month, .day], from: date)
    self.init(year: components.year!, month: components.month!, day: components.day!)
  }

  func date(in calendar: Calendar) -> Date {
    calendar.date(from: DateComponents(year: year, month: month, day: day))!
  }

  func adding(days: Int, calendar: Calendar) -> Day {
    Day(calendar.date(byAdding: .day, value: days, to: date(in: calendar))!, calendar: calendar)
  }

  static func < (lhs: Day, rhs: Day) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  var description: String {
    "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
  }
}

struct Habit: Identifiable, Equatable, Codable, Sendable {
  let id: UUID
  var name: String
  var emoji: String
  var createdAt: Date
  var completedDays: Set<Day> = []

  func isDone(on day: Day) -> Bool {
    completedDays.contains(day)
  }

  /// Consecutive completed days ending today, or yesterday while today is still open.
  func streak(today: Day, calendar: Calendar) -> Int {
    var day = isDone(on: today) ? today : today.adding(days: -1, calendar: calendar)
    var count = 0
    while isDone(on: day) {
      count += 1
      day = day.adding(days: -1, calendar: calendar)
    }
    return count
  }
}
