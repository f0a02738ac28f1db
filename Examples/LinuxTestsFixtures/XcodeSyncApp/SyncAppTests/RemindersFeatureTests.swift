import ComposableArchitecture
import Foundation
import Testing

@testable import SyncApp

private let now = Date(timeIntervalSince1970: 1_800_000_000)

private func reminder(_ index: Int, title: String, hoursFromNow: Double) -> Reminder {
  Reminder(id: UUID(index), title: title, fireDate: now.addingTimeInterval(hoursFromNow * 3_600))
}

private struct SchedulingFailed: Error {}

@MainActor
@Suite("Reminders")
struct RemindersFeatureTests {
  @Test func addingWhenAuthorizedOpensTheEditor() async {
    var state = RemindersFeature.State()
    state.isAuthorized = true
    let store = TestStore(initialState: state) {
      RemindersFeature()
    } withDependencies: {
      $0.date.now = now
      $0.uuid = .incrementing
    }

    await store.send(.addButtonTapped) {
      $0.editor = ReminderEditorFeature.State(
        reminder: Reminder(id: UUID(0), title: "", fireDate: now.addingTimeInterval(3_600))
      )
    }
  }

  @Test func theFirstAddAsksForPermissionThenOpensTheEditor() async {
    let store = TestStore(initialState: RemindersFeature.State()) {
      RemindersFeature()
    } withDependencies: {
      $0.date.now = now
      $0.uuid = .incrementing
      $0.notifications.requestAuthorization = { true }
    }

    await store.send(.addButtonTapped)
    await store.receive(\.authorizationResponse.success) {
      $0.isAuthorized = true
    }
    await store.receive(\.addButtonTapped) {
      $0.editor = ReminderEditorFeature.State(
        reminder: Reminder(id: UUID(0), title: "", fireDate: now.addingTimeInterval(3_600))
      )
    }
  }

  @Test func deniedPermissionExplainsHowToTurnItOn() async {
    let store = TestStore(initialState: RemindersFeature.State()) {
      RemindersFeature()
    } withDependencies: {
      $0.notifications.requestAuthorization = { false }
    }

    await store.send(.addButtonTapped)
    await store.receive(\.authorizationResponse.success) {
      $0.isAuthorized = false
      $0.alert = AlertState {
        TextState("Notifications are off")
      } message: {
        TextState("Turn on notifications for SyncApp in Settings to get reminders.")
      }
    }
  }

  @Test func savingSchedulesTheReminderAndShowsAToastForTwoSeconds() async {
    let clock = TestClock()
    let scheduled = LockIsolated<[Reminder]>([])
    let dentist = reminder(7, title: "  Dentist ", hoursFromNow: 2)
    let breakfast = reminder(3, title: "Breakfast", hoursFromNow: 1)
    var state = RemindersFeature.State()
    state.isAuthorized = true
    state.reminders = [breakfast]
    state.editor = ReminderEditorFeature.State(reminder: dentist)
    let store = TestStore(initialState: state) {
      RemindersFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.notifications.schedule = { reminder in scheduled.withValue { $0.append(reminder) } }
    }

    var saved = dentist
    saved.title = "Dentist"
    await store.send(.editor(.presented(.saveButtonTapped))) {
      $0.editor?.reminder.title = "Dentist"
    }
    await store.receive(\.editor.presented.delegate.save) {
      $0.editor = nil
      $0.reminders = [breakfast, saved]
    }
    await store.receive(\.scheduleResponse) {
      $0.toast = "Reminder scheduled"
    }
    #expect(scheduled.value == [saved])
    await clock.advance(by: .seconds(2))
    await store.receive(\.toastDismissed) {
      $0.toast = nil
    }
  }

  @Test func aReminderThatCannotBeScheduledIsRemoved() async {
    let clock = TestClock()
    let walk = reminder(1, title: "Walk", hoursFromNow: 5)
    var state = RemindersFeature.State()
    state.reminders = [walk]
    let store = TestStore(initialState: state) {
      RemindersFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off

    await store.send(.scheduleResponse(walk.id, .failure(SchedulingFailed()))) {
      $0.reminders = []
      $0.toast = "The reminder couldn’t be scheduled."
    }
    await clock.run()
    await store.receive(\.toastDismissed)
    #expect(store.state.toast == nil)
  }

  @Test func aNewToastReplacesTheOldOne() async {
    let clock = TestClock()
    let walk = reminder(1, title: "Walk", hoursFromNow: 5)
    let read = reminder(2, title: "Read", hoursFromNow: 6)
    var state = RemindersFeature.State()
    state.reminders = [walk, read]
    let store = TestStore(initialState: state) {
      RemindersFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.scheduleResponse(walk.id, .success(()))) {
      $0.toast = "Reminder scheduled"
    }
    await clock.advance(by: .seconds(1))
    await store.send(.scheduleResponse(read.id, .failure(SchedulingFailed()))) {
      $0.reminders = [walk]
      $0.toast = "The reminder couldn’t be scheduled."
    }
    await clock.advance(by: .seconds(1))
    await clock.advance(by: .seconds(1))
    await store.receive(\.toastDismissed) {
      $0.toast = nil
    }
  }

  @Test func deletingRemindersCancelsTheirNotifications() async {
    let cancelled = LockIsolated<[UUID]>([])
    let a = reminder(1, title: "A", hoursFromNow: 1)
    let b = reminder(2, title: "B", hoursFromNow: 2)
    let c = reminder(3, title: "C", hoursFromNow: 3)
    var state = RemindersFeature.State()
    state.reminders = [a, b, c]
    let store = TestStore(initialState: state) {
      RemindersFeature()
    } withDependencies: {
      $0.notifications.cancel = { ids in cancelled.withValue { $0.append(contentsOf: ids) } }
    }

    await store.send(.deleteReminders([0, 2])) {
      $0.reminders = [b]
    }
    await store.finish()
    #expect(cancelled.value == [UUID(1), UUID(3)])
  }

  @Test func theBetaAllowsMoreThanThreeReminders() async {
    var state = RemindersFeature.State()
    state.isAuthorized = true
    state.reminders = IdentifiedArray(
      uniqueElements: (1...3).map { reminder($0, title: "R\($0)", hoursFromNow: Double($0)) })
    let store = TestStore(initialState: state) {
      RemindersFeature()
    } withDependencies: {
      $0.date.now = now
      $0.uuid = .constant(UUID(9))
    }

    #expect(RemindersFeature.maximumReminders == 10)
    await store.send(.addButtonTapped) {
      $0.editor = ReminderEditorFeature.State(
        reminder: Reminder(id: UUID(9), title: "", fireDate: now.addingTimeInterval(3_600))
      )
    }
  }

  @Test func reachingTheLimitShowsAnAlert() async {
    var state = RemindersFeature.State()
    state.isAuthorized = true
    state.reminders = IdentifiedArray(
      uniqueElements: (1...RemindersFeature.maximumReminders).map {
        reminder($0, title: "R\($0)", hoursFromNow: Double($0))
      }
    )
    let store = TestStore(initialState: state) {
      RemindersFeature()
    }

    await store.send(.addButtonTapped) {
      $0.alert = AlertState {
        TextState("You have 10 reminders")
      } message: {
        TextState("Delete one to add another.")
      }
    }
  }
}

@MainActor
struct ReminderEditorFeatureTests {
  @Test func savingTrimsTheTitleAndHandsTheReminderBack() async {
    let draft = reminder(4, title: " Call mum  ", hoursFromNow: 3)
    let store = TestStore(initialState: ReminderEditorFeature.State(reminder: draft)) {
      ReminderEditorFeature()
    }

    await store.send(.saveButtonTapped) {
      $0.reminder.title = "Call mum"
    }
    var expected = draft
    expected.title = "Call mum"
    await store.receive(\.delegate, .save(expected))
  }

  @Test func aBlankTitleCannotBeSaved() async {
    let store = TestStore(
      initialState: ReminderEditorFeature.State(reminder: reminder(4, title: "", hoursFromNow: 1))
    ) {
      ReminderEditorFeature()
    }

    await store.send(.binding(.set(\.reminder.title, "   "))) {
      $0.reminder.title = "   "
    }
    #expect(store.state.isSaveDisabled)
    await store.send(.saveButtonTapped)
  }

  @Test func cancelDismissesTheEditor() async {
    let dismissed = LockIsolated(false)
    let store = TestStore(
      initialState: ReminderEditorFeature.State(reminder: reminder(4, title: "", hoursFromNow: 1))
    ) {
      ReminderEditorFeature()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissed.setValue(true) }
    }

    await store.send(.cancelButtonTapped)
    await store.finish()
    #expect(dismissed.value)
  }
}
