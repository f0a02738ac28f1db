import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeature

@MainActor
struct SyncUpDetailTests {
  let syncUp = SyncUp(
    id: UUID(0),
    attendees: [Attendee(id: UUID(1), name: "Blob")],
    title: "Point-Free Morning Sync"
  )

  @Test
  func edit() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: syncUp))) {
      SyncUpDetail()
    }

    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: syncUp))
    }

    var editedSyncUp = syncUp
    editedSyncUp.title = "Point-Free Evening Sync"
    await store.send(\.destination.edit.binding.syncUp, editedSyncUp) {
      $0.destination?.modify(\.edit) { $0.syncUp = editedSyncUp }
    }

    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
      $0.$syncUp.withLock { $0 = editedSyncUp }
    }
  }

  @Test
  func invalidEditsAreNotSaved() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: syncUp))) {
      SyncUpDetail()
    }

    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: syncUp))
    }
    var editedSyncUp = syncUp
    editedSyncUp.title = ""
    await store.send(\.destination.edit.binding.syncUp, editedSyncUp) {
      $0.destination?.modify(\.edit) { $0.syncUp = editedSyncUp }
    }
    await store.send(.doneEditingButtonTapped)
    await store.send(.cancelEditButtonTapped) {
      $0.destination = nil
    }
    #expect(store.state.syncUp == syncUp)
  }

  @Test
  func delete() async throws {
    @Shared(.syncUps) var syncUps = [syncUp]
    let sharedSyncUp = try #require(Shared($syncUps[id: syncUp.id]))
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: sharedSyncUp)) {
      SyncUpDetail()
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteSyncUp)
    }
    await store.send(\.destination.alert.confirmButtonTapped) {
      $0.destination = nil
    }
    #expect(store.isDismissed)
    #expect(syncUps == [])
  }

  @Test
  func deleteCancelled() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: syncUp))) {
      SyncUpDetail()
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteSyncUp)
    }
    await store.send(\.destination.dismiss) {
      $0.destination = nil
    }
    #expect(!store.isDismissed)
  }

  @Test
  func meetingsAndRecordingAreLeftToTheApp() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    }

    await store.send(.meetingTapped(id: UUID(4)))
    await store.receive(\.delegate.showMeeting, UUID(4))
    await store.send(.startMeetingButtonTapped)
    await store.receive(\.delegate.startMeeting)
  }
}
