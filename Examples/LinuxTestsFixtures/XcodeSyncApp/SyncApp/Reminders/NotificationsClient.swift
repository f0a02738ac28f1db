import ComposableArchitecture
import Foundation
import UserNotifications

struct Reminder: Identifiable, Equatable, Sendable {
  let id: UUID
  var title: String
  var fireDate: Date
  var repeatsDaily = false
}

@DependencyClient
struct NotificationsClient: Sendable {
  var requestAuthorization: @Sendable () async throws -> Bool
  var schedule: @Sendable (_ reminder: Reminder) async throws -> Void
  var cancel: @Sendable (_ ids: [Reminder.ID]) async -> Void
}

extension NotificationsClient: DependencyKey {
  static let liveValue = NotificationsClient(
    requestAuthorization: {
      try await UNUserNotificationCenter.current()
        .requestAuthorization(options: [.alert, .sound, .badge])
    },
    schedule: { reminder in
      let content = UNMutableNotificationContent()
      content.title = reminder.title
      content.sound = .default
      let components = Calendar.current.dateComponents(
        reminder.repeatsDaily ? [.hour, .minute] : [.year, .month, .day, .hour, .minute],
        from: reminder.fireDate
      )
      let trigger = UNCalendarNotificationTrigger(
        dateMatching: components, repeats: reminder.repeatsDaily)
      let request = UNNotificationRequest(
        identifier: reminder.id.uuidString, content: content, trigger: trigger)
      try await UNUserNotificationCenter.current().add(request)
    },
    cancel: { ids in
      UNUserNotificationCenter.current()
        .removePendingNotificationRequests(withIdentifiers: ids.map(\.uuidString))
    }
  )
}

extension DependencyValues {
  var notifications: NotificationsClient {
    get { self[NotificationsClient.self] }
    set { self[NotificationsClient.self] = newValue }
  }
}
