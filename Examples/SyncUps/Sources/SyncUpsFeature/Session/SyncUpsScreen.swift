import ComposableArchitecture
import Foundation

/// Draws the screen on top of the app's navigation stack as lines of text, reading the state
/// through the store like a view does, so that an `observe { }` around it redraws after every
/// change it shows.
@MainActor
enum SyncUpsScreen {
  /// The lines of the screen `store` shows; `colors` adds the themes' ANSI colours, and `waits`
  /// lists `wait N` on the recording screen (where time is simulated).
  static func lines(
    _ store: StoreOf<AppFeature>, colors: Bool = false, waits: Bool = true
  ) -> [String] {
    let paint = { (theme: Theme, text: String) -> String in
      colors ? "\u{1B}[38;5;\(theme.ansiColor)m\(text)\u{1B}[0m" : text
    }
    switch store.path.last {
    case nil:
      return self.lines(list: store.syncUpsList, paint: paint)
    case let .detail(detail):
      return self.lines(detail: detail, paint: paint)
    case let .meeting(meeting, syncUp):
      return self.lines(meeting: meeting, syncUp: syncUp)
    case let .record(record):
      return self.lines(record: record, paint: paint, waits: waits)
    }
  }

  static func lines(list: SyncUpsList.State, paint: (Theme, String) -> String) -> [String] {
    if let form = list.addSyncUp {
      return ["── New sync-up ──"] + self.lines(form: form)
        + ["Commands: title TEXT, minutes N, theme NAME, attendee NAME, remove N, save, discard"]
    }
    var lines = ["── Daily Sync-ups ──"]
    if list.syncUps.isEmpty {
      lines.append("No sync-ups yet.")
    }
    for (index, syncUp) in list.syncUps.enumerated() {
      lines.append(
        paint(
          syncUp.theme,
          "\(index + 1). \(syncUp.title) · \(syncUp.attendees.count) attendees · "
            + "\(self.format(syncUp.duration))"
        )
      )
    }
    lines.append("Commands: add, open N, delete N, quit")
    return lines
  }

  static func lines(form: SyncUpForm.State) -> [String] {
    var lines = [
      "title:    \(form.syncUp.title)",
      "length:   \(self.format(form.syncUp.duration))",
      "theme:    \(form.syncUp.theme.name)",
      "attendees:",
    ]
    for (index, attendee) in form.syncUp.attendees.enumerated() {
      lines.append("  \(index + 1). \(attendee.name.isEmpty ? "(no name)" : attendee.name)")
    }
    lines += form.validationErrors.map { "! \($0)" }
    return lines
  }

  static func lines(detail: SyncUpDetail.State, paint: (Theme, String) -> String) -> [String] {
    let syncUp = detail.syncUp
    switch detail.destination {
    case let .edit(form):
      return ["── Edit \(syncUp.title) ──"] + self.lines(form: form)
        + ["Commands: title TEXT, minutes N, theme NAME, attendee NAME, remove N, done, cancel"]
    case let .alert(alert):
      return self.lines(alert: alert, commands: "yes, no")
    case nil:
      break
    }
    var lines = [
      paint(syncUp.theme, "── \(syncUp.title) ──"),
      "length: \(self.format(syncUp.duration)) · theme: \(syncUp.theme.name)",
      "attendees: \(syncUp.attendees.map(\.name).joined(separator: ", "))",
      "past meetings:",
    ]
    if syncUp.meetings.isEmpty {
      lines.append("  none yet")
    }
    for (index, meeting) in syncUp.meetings.enumerated() {
      lines.append("  \(index + 1). \(self.format(meeting.date))")
    }
    lines.append("Commands: start, meeting N, edit, delete, back, quit")
    return lines
  }

  static func lines(meeting: Meeting, syncUp: SyncUp) -> [String] {
    [
      "── \(syncUp.title), \(self.format(meeting.date)) ──",
      "attendees: \(syncUp.attendees.map(\.name).joined(separator: ", "))",
      "transcript:",
    ]
      + (meeting.transcript.isEmpty
        ? ["  (none)"] : meeting.transcript.split(separator: "\n").map { "  \($0)" })
      + ["Commands: back, quit"]
  }

  static func lines(
    record: RecordMeeting.State, paint: (Theme, String) -> String, waits: Bool = true
  ) -> [String] {
    if let alert = record.alert {
      return self.lines(alert: alert, commands: "save, discard, resume")
    }
    let syncUp = record.syncUp
    let total = max(Int(syncUp.duration.components.seconds), 1)
    let filled = min(record.secondsElapsed * 20 / total, 20)
    var lines = [
      paint(syncUp.theme, "── Recording \(syncUp.title) ──"),
      "[" + String(repeating: "█", count: filled) + String(repeating: "·", count: 20 - filled)
        + "] \(record.secondsElapsed)s elapsed, "
        + "\(record.durationRemaining.components.seconds)s remaining",
    ]
    for (index, attendee) in syncUp.attendees.enumerated() {
      let marker = index < record.speakerIndex ? "✓" : index == record.speakerIndex ? "▶" : " "
      lines.append(" \(marker) \(attendee.name)")
    }
    lines.append(
      "Speaker \(record.speakerIndex + 1) of \(syncUp.attendees.count)."
        + " Transcript: \(record.transcript.isEmpty ? "(empty)" : record.transcript.replacingOccurrences(of: "\n", with: " / "))"
    )
    lines.append("Commands: next, say TEXT, end" + (waits ? ", wait N" : ""))
    return lines
  }

  static func lines<Action>(alert: AlertState<Action>, commands: String) -> [String] {
    var lines = ["┌ \(String(state: alert.title)) ┐"]
    if let message = alert.message {
      lines.append(String(state: message))
    }
    lines.append(alert.buttons.map { "[\(String(state: $0.label))]" }.joined(separator: " "))
    lines.append("Commands: \(commands)")
    return lines
  }

  static func format(_ duration: Duration) -> String {
    let seconds = duration.components.seconds
    return seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds / 60) min \(seconds % 60) s"
  }

  static func format(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
    return formatter.string(from: date)
  }
}
