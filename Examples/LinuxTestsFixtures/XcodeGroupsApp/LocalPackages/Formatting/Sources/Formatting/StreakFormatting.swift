/// Words for streaks and counts, the same in every screen of the app.
public enum StreakFormatting {
  /// "No streak", "1 day", "6 days", "2 weeks", "3 weeks, 2 days".
  public static func describe(days: Int) -> String {
    guard days > 0 else { return "No streak" }
    guard days >= 14 else { return days == 1 ? "1 day" : "\(days) days" }
    let weeks = days / 7
    let rest = days % 7
    let weekText = "\(weeks) weeks"
    switch rest {
    case 0: return weekText
    case 1: return "\(weekText), 1 day"
    default: return "\(weekText), \(rest) days"
    }
  }

  /// A whole percentage, rounded half up: 0.125 -> "13%".
  public static func percent(_ fraction: Double) -> String {
    let clamped = min(max(fraction, 0), 1)
    return "\(Int((clamped * 100).rounded(.toNearestOrAwayFromZero)))%"
  }
}
