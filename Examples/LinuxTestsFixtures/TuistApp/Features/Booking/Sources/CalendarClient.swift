import ComposableArchitecture
import EventKit
import Foundation

/// Adds a stay to the user's calendar.
@DependencyClient
public struct CalendarClient: Sendable {
  public var addEvent: @Sendable (_ title: String, _ start: Date, _ end: Date) async throws -> Bool
}

extension CalendarClient: DependencyKey {
  public static let liveValue = CalendarClient(
    addEvent: { title, start, end in
      let store = EKEventStore()
      guard try await store.requestWriteOnlyAccessToEvents() else { return false }
      let event = EKEvent(eventStore: store)
      event.title = title
      event.startDate = start
      event.endDate = end
      event.isAllDay = true
      event.calendar = store.defaultCalendarForNewEvents
      try store.save(event, span: .thisEvent)
      return true
    }
  )
  public static let testValue = CalendarClient()
}

extension DependencyValues {
  public var calendarEvents: CalendarClient {
    get { self[CalendarClient.self] }
    set { self[CalendarClient.self] = newValue }
  }
}
