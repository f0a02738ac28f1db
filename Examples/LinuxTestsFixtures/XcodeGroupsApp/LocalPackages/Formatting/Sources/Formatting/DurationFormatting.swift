/// Durations as a countdown shows them.
public enum DurationFormatting {
  /// "25:00", "4:05", "0:09"; an hour or more shows hours: "1:02:03".
  public static func clock(seconds: Int) -> String {
    let seconds = max(0, seconds)
    let hours = seconds / 3_600
    let minutes = seconds % 3_600 / 60
    let rest = seconds % 60
    let secondsText = rest < 10 ? "0\(rest)" : "\(rest)"
    if hours > 0 {
      let minutesText = minutes < 10 ? "0\(minutes)" : "\(minutes)"
      return "\(hours):\(minutesText):\(secondsText)"
    }
    return "\(minutes):\(secondsText)"
  }
}
