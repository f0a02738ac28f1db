import ComposableArchitecture
import Foundation
import Testing

@testable import SyncApp

@MainActor
struct AppFeatureTests {
  @Test func signingOutClearsRemindersAndCancelsTheirNotifications() async {
    let cancelled = LockIsolated<[UUID]>([])
    var state = AppFeature.State()
    state.selectedTab = .weather
    state.account.session = Session(userID: "u_1", displayName: "Grace", token: "t")
    state.account.alert = AlertState { TextState("Sign out?") }
    state.reminders.reminders = [
      Reminder(id: UUID(1), title: "Stand-up", fireDate: Date(timeIntervalSince1970: 0)),
      Reminder(id: UUID(2), title: "Lunch", fireDate: Date(timeIntervalSince1970: 3_600)),
    ]
    let store = TestStore(initialState: state) {
      AppFeature()
    } withDependencies: {
      $0.keychain.delete = { _ in }
      $0.notifications.cancel = { ids in cancelled.withValue { $0.append(contentsOf: ids) } }
    }
    store.exhaustivity = .off

    await store.send(.account(.alert(.presented(.confirmSignOut))))
    await store.receive(\.account.delegate.didSignOut) {
      $0.reminders = RemindersFeature.State()
      $0.selectedTab = .account
    }
    await store.finish()
    #expect(cancelled.value == [UUID(1), UUID(2)])
    #expect(store.state.remindersBadge == nil)
  }

  @Test func signingInGoesToReminders() async {
    var state = AppFeature.State()
    state.selectedTab = .account
    let store = TestStore(initialState: state) {
      AppFeature()
    }

    await store.send(.account(.delegate(.didSignIn))) {
      $0.selectedTab = .reminders
    }
  }

  @Test func tabsAndChildFeaturesRunInsideTheApp() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }

    await store.send(.tabSelected(.tips)) {
      $0.selectedTab = .tips
    }
    await store.send(.tips(.tipPresetTapped(20))) {
      $0.tips.tipPercent = 20
    }
    await store.send(.tips(.addPersonButtonTapped)) {
      $0.tips.people = 3
    }
  }
}
