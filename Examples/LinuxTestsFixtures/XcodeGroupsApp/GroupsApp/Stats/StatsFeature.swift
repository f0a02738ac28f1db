import ComposableArchitecture
import Formatting
import Foundation

/// The week's completion rates: arithmetic over the habits, no dependencies besides the calendar.
@Reducer
struct StatsFeature {
  @ObservableState
  struct State: Equatable {
    var habits: [Habit]
    var today: Day
    var weekOffset = 0

    /// The seven days of the week shown, Monday first.
    func days(calendar: Calendar) -> [Day] {
      var isoCalendar = calendar
      isoCalendar.firstWeekday = 2
      let reference = today.adding(days: weekOffset * 7, calendar: calendar).date(in: calendar)
      let start = isoCalendar.dateInterval(of: .weekOfYear, for: reference)!.start
      return (0..<7).map { Day(start, calendar: calendar).adding(days: $0, calendar: calendar) }
    }

    /// For each day of the week shown, the share of habits that existed and were done.
    func dailyRates(calendar: Calendar) -> [Double] {
      days(calendar: calendar).map { day in
        let existing = habits.filter { Day($0.createdAt, calendar: calendar) <= day }
        guard !existing.isEmpty else { return 0 }
        return Double(existing.filter { $0.isDone(on: day) }.count) / Double(existing.count)
      }
    }

    func weeklySummary(calendar: Calendar) -> String {
      let rates = dailyRates(calendar: calendar)
      return StreakFormatting.percent(rates.reduce(0, +) / Double(rates.count))
    }

    /// The habit done on the most days of the week shown (ties: the older one).
    func bestHabit(calendar: Calendar) -> Habit? {
      let week = Set(days(calendar: calendar))
      return habits.max { lhs, rhs in
        let left = lhs.completedDays.intersection(week).count
        let right = rhs.completedDays.intersection(week).count
        return left == right ? lhs.createdAt > rhs.createdAt : left < right
      }
    }
  }

  enum Action {
    case nextWeekTapped
    case previousWeekTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nextWeekTapped:
        state.weekOffset = min(0, state.weekOffset + 1)
        return .none

      case .previousWeekTapped:
        state.weekOffset = max(-52, state.weekOffset - 1)
        return .none
      }
    }
  }
}
