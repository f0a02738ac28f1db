import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeature

@MainActor
struct SyncUpFormTests {
  @Test
  func addAttendee() async {
    let store = TestStore(
      initialState: SyncUpForm.State(syncUp: SyncUp(id: UUID()))
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addAttendeeButtonTapped) {
      $0.focus = .attendee(UUID(0))
      $0.syncUp.attendees.append(Attendee(id: UUID(0)))
    }
  }

  @Test
  func removeFocusedAttendee() async {
    let attendee1 = Attendee(id: UUID())
    let attendee2 = Attendee(id: UUID())
    let store = TestStore(
      initialState: SyncUpForm.State(
        focus: .attendee(attendee1.id),
        syncUp: SyncUp(id: UUID(), attendees: [attendee1, attendee2])
      )
    ) {
      SyncUpForm()
    }

    await store.send(.onDeleteAttendees([0])) {
      $0.focus = .attendee(attendee2.id)
      $0.syncUp.attendees = [attendee2]
    }
  }

  @Test
  func removeLastAttendeeFocusesTheNewLast() async {
    let attendee1 = Attendee(id: UUID())
    let attendee2 = Attendee(id: UUID())
    let store = TestStore(
      initialState: SyncUpForm.State(
        focus: .attendee(attendee2.id),
        syncUp: SyncUp(id: UUID(), attendees: [attendee1, attendee2])
      )
    ) {
      SyncUpForm()
    }

    await store.send(.onDeleteAttendees([1])) {
      $0.focus = .attendee(attendee1.id)
      $0.syncUp.attendees = [attendee1]
    }
  }

  @Test
  func removingEveryAttendeeLeavesAnEmptyOne() async {
    let attendee = Attendee(id: UUID(), name: "Blob")
    let store = TestStore(
      initialState: SyncUpForm.State(syncUp: SyncUp(id: UUID(), attendees: [attendee]))
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.onDeleteAttendees([0])) {
      $0.focus = .attendee(UUID(0))
      $0.syncUp.attendees = [Attendee(id: UUID(0))]
    }
  }

  @Test
  func bindingsEditTheSyncUpAndFocus() async {
    let store = TestStore(initialState: SyncUpForm.State(syncUp: SyncUp(id: UUID(0)))) {
      SyncUpForm()
    }

    await store.send(\.binding.focus, nil) {
      $0.focus = nil
    }
    var syncUp = store.state.syncUp
    syncUp.title = "Design"
    syncUp.theme = .teal
    await store.send(\.binding.syncUp, syncUp) {
      $0.syncUp.title = "Design"
      $0.syncUp.theme = .teal
    }
  }

  @Test
  func validation() {
    var form = SyncUpForm.State(syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))]))
    #expect(form.validationErrors == ["The title is required.", "Add at least one attendee."])
    form.syncUp.title = "  "
    form.syncUp.attendees[0].name = "Blob"
    form.syncUp.duration = .seconds(31 * 60)
    #expect(
      form.validationErrors == ["The title is required.", "The duration is 1 to 30 minutes."])
    form.syncUp.title = "Design"
    form.syncUp.duration = .seconds(30)
    #expect(form.validationErrors == ["The duration is 1 to 30 minutes."])
    form.syncUp.duration = .seconds(60)
    #expect(form.isValid)
    form.syncUp.duration = .seconds(30 * 60)
    #expect(form.isValid)
    form.syncUp.attendees.append(Attendee(id: UUID(2), name: ""))
    #expect(form.cleanedSyncUp.attendees.map(\.name) == ["Blob"])
  }
}
