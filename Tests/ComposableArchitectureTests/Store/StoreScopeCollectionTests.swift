import ComposableArchitecture
import Foundation
import XCTest

@Reducer
private struct CollectionInbox {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<CollectionRow.State> = []
  }
  enum Action {
    case rows(IdentifiedActionOf<CollectionRow>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { CollectionRow() }
  }
}

@Reducer
private struct CollectionRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
  }
  enum Action {
    case tap
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@MainActor
final class StoreScopeCollectionTests: XCTestCase {
  func testElementReadOffTheMainActorIsReportedAndStillMade() async {
    let store = Store(initialState: CollectionInbox.State(rows: [CollectionRow.State(id: 1)])) {
      CollectionInbox()
    }
    let rows: _StoreCollection<Int, CollectionRow.State, CollectionRow.Action> = store.scope(
      state: \.rows, action: \.rows
    )
    let recorder = IssueRecorder()
    let read = self.expectation(description: "read off the main actor")
    let row = LockIsolated<StoreOf<CollectionRow>?>(nil)
    DispatchQueue.global().async {
      withIssueReporters([recorder]) {
        row.setValue(rows[0])
      }
      read.fulfill()
    }
    await self.fulfillment(of: [read], timeout: 5)
    XCTAssertEqual(row.value?.state.id, 1)
    XCTAssertEqual(
      recorder.issues.value.map(\.message),
      [
        #"""
        Store collections must be interacted with on the main actor.

        When passing a scoped store to a 'ForEach' in a lazy view (for example, 'LazyVStack'), it \
        must be eagerly transformed into a collection to avoid access off the main actor:

            Array(store.scope(\.elements, action: \.elements))
        """#
      ]
    )
  }

  func testElementReadOnTheMainActorIsNotReported() async {
    let store = Store(initialState: CollectionInbox.State(rows: [CollectionRow.State(id: 1)])) {
      CollectionInbox()
    }
    let issues = await recordIssues {
      let rows: _StoreCollection<Int, CollectionRow.State, CollectionRow.Action> = store.scope(
        state: \.rows, action: \.rows
      )
      XCTAssertEqual(rows[0].state.id, 1)
    }
    XCTAssertEqual(issues.map(\.message), [])
  }
}
