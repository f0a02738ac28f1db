import Foundation

extension Reminder {
  /// Reminders the previews show.
  static let previewReminders: [Reminder] = [
    Reminder(
      id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
      title: "Stand-up",
      fireDate: Date(timeIntervalSinceReferenceDate: 780_000_000),
      repeatsDaily: true
    ),
    Reminder(
      id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
      title: "Call the plumber",
      fireDate: Date(timeIntervalSinceReferenceDate: 780_050_000)
    ),
  ]
}
