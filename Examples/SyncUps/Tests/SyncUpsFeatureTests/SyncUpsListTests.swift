import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeature

@MainActor
struct SyncUpsListTests {
  @Test
  func addSyncUp() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addSyncUpButtonTapped) {
      $0.addSyncUp = SyncUpForm.State(
        syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])
      )
    }

    let editedSyncUp = SyncUp(
      id: UUID(0),
      attendees: [
        Attendee(id: UUID(1), name: "Blob"),
        Attendee(id: UUID(2), name: "Blob Jr."),
        Attendee(id: UUID(3), name: " "),
      ],
      title: "Point-Free morning sync"
    )
    await store.send(\.addSyncUp.binding.syncUp, editedSyncUp) {
      $0.addSyncUp?.syncUp = editedSyncUp
    }

    await store.send(.confirmAddButtonTapped) {
      $0.addSyncUp = nil
      $0.$syncUps.withLock {
        $0 = [
          SyncUp(
            id: UUID(0),
            attendees: [
              Attendee(id: UUID(1), name: "Blob"),
              Attendee(id: UUID(2), name: "Blob Jr."),
            ],
            title: "Point-Free morning sync"
          )
        ]
      }
    }
  }

  @Test
  func addingAnInvalidSyncUpIsRefused() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addSyncUpButtonTapped) {
      $0.addSyncUp = SyncUpForm.State(
        syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])
      )
    }
    #expect(
      store.state.addSyncUp?.validationErrors == [
        "The title is required.", "Add at least one attendee.",
      ]
    )
    await store.send(.confirmAddButtonTapped)
    #expect(store.state.syncUps.isEmpty)
  }

  @Test
  func discardNewSyncUp() async {
    let store = TestStore(
      initialState: SyncUpsList.State(
        addSyncUp: SyncUpForm.State(syncUp: SyncUp(id: UUID(0), title: "Design"))
      )
    ) {
      SyncUpsList()
    }

    await store.send(.discardButtonTapped) {
      $0.addSyncUp = nil
    }
  }

  @Test
  func deletion() async {
    @Shared(.syncUps) var syncUps = [
      SyncUp(id: UUID(0), title: "Point-Free Morning Sync"),
      SyncUp(id: UUID(1), title: "Design"),
    ]
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    }

    await store.send(.onDelete([0])) {
      $0.$syncUps.withLock { $0 = [SyncUp(id: UUID(1), title: "Design")] }
    }
  }

  @Test
  func tappingARowIsLeftToTheApp() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    }

    await store.send(.syncUpTapped(id: UUID(0)))
  }

  @Test
  func syncUpsArePersisted() async throws {
    let files = LockIsolated<[URL: Data]>([:])
    let store = withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
      $0.uuid = .incrementing
    } operation: {
      Store(initialState: SyncUpsList.State()) {
        SyncUpsList()
      }
    }

    store.send(.addSyncUpButtonTapped)
    var syncUp = try #require(store.addSyncUp?.syncUp)
    syncUp.title = "Engineering"
    syncUp.attendees[0].name = "Blob"
    store.send(.addSyncUp(.presented(.binding(.set(\.syncUp, syncUp)))))
    store.send(.confirmAddButtonTapped)

    let data = try #require(files.value[syncUpsFileURL.standardizedFileURL])
    let saved = try JSONDecoder().decode(IdentifiedArrayOf<SyncUp>.self, from: data)
    #expect(saved == [syncUp])
  }
}
