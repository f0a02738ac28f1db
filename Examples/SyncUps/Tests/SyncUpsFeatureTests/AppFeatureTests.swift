import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeature

@MainActor
struct AppFeatureTests {
  @Test
  func detailEdit() async throws {
    var syncUp = SyncUp.mock
    @Shared(.syncUps) var syncUps = [syncUp]
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    let sharedSyncUp = try #require(Shared($syncUps[id: syncUp.id]))

    await store.send(\.syncUpsList.syncUpTapped, syncUp.id) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: sharedSyncUp))
    }
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = .edit(SyncUpForm.State(syncUp: syncUp)) }
    }

    syncUp.title = "Blob"
    await store.send(\.path[id: 0].detail.destination.edit.binding.syncUp, syncUp) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination?.modify(\.edit) { $0.syncUp.title = "Blob" }
      }
    }

    await store.send(\.path[id: 0].detail.doneEditingButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = nil }
      $0.syncUpsList.$syncUps.withLock { $0[0].title = "Blob" }
    }
  }

  @Test
  func deleteFromDetailPopsIt() async throws {
    let syncUp = SyncUp.mock
    @Shared(.syncUps) var syncUps = [syncUp]
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    let sharedSyncUp = try #require(Shared($syncUps[id: syncUp.id]))

    await store.send(\.syncUpsList.syncUpTapped, syncUp.id) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: sharedSyncUp))
    }
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = .alert(.deleteSyncUp) }
    }
    await store.send(\.path[id: 0].detail.destination.alert.confirmButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = nil }
      $0.syncUpsList.$syncUps.withLock { $0 = [] }
    }
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
  }

  @Test
  func tappingAMissingSyncUpDoesNothing() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }

    await store.send(\.syncUpsList.syncUpTapped, UUID(42))
  }

  @Test
  func showPastMeeting() async throws {
    let syncUp = SyncUp.mock
    @Shared(.syncUps) var syncUps = [syncUp]
    let sharedSyncUp = try #require(Shared($syncUps[id: syncUp.id]))
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([.detail(SyncUpDetail.State(syncUp: sharedSyncUp))])
      )
    ) {
      AppFeature()
    }

    await store.send(\.path[id: 0].detail.meetingTapped, syncUp.meetings[0].id)
    await store.receive(\.path[id: 0].detail.delegate.showMeeting) {
      $0.path[id: 1] = .meeting(syncUp.meetings[0], syncUp: syncUp)
    }
    await store.send(\.path.popFrom, 1) {
      $0.path.pop(from: 1)
    }
  }

  @Test
  func recordMeetingToTheEnd() async throws {
    let syncUp = SyncUp.mock
    let clock = TestClock()
    let now = Date(timeIntervalSince1970: 1_234_567_890)
    @Shared(.syncUps) var syncUps = [syncUp]
    let sharedSyncUp = try #require(Shared($syncUps[id: syncUp.id]))
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([.detail(SyncUpDetail.State(syncUp: sharedSyncUp))])
      )
    ) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = now
      $0.uuid = .incrementing
    }

    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: sharedSyncUp))
    }
    await store.send(\.path[id: 1].record.onAppear)
    for second in 1...60 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.path[id: 1].record.timerTick) {
        $0.path[id: 1]?.modify(\.record) {
          $0.secondsElapsed = second
          if second == 20 || second == 40 {
            $0.speakerIndex += 1
          }
        }
        if second == 60 {
          $0.syncUpsList.$syncUps.withLock {
            $0[0].meetings.insert(Meeting(id: UUID(0), date: now, transcript: ""), at: 0)
          }
        }
      }
    }
    await store.receive(\.path.popFrom) {
      $0.path.pop(from: 1)
    }
    #expect(syncUps[0].meetings.count == 2)
  }
}
