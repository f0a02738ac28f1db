import ComposableArchitecture
import Foundation
import XCTest

@Reducer
private struct SharedPrintCounter {
  @ObservableState
  struct State: Equatable {
    @Shared var count: Int
  }

  enum Action {
    case increment
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.$count.withLock { $0 += 1 }
      return .none
    }
  }
}

@MainActor
final class SharedPrintChangesTests: XCTestCase {
  private func diffPrinter(
    _ log: LockIsolated<[String]>, queue: DispatchQueue
  ) -> _ReducerPrinter<SharedPrintCounter.State, SharedPrintCounter.Action> {
    _ReducerPrinter(
      printChange: { _, oldState, newState in
        log.withValue { $0.append(diff(oldState, newState) ?? "no change") }
      },
      queue: queue
    )
  }

  func testPrintedDiffShowsSharedChanges() async {
    let log = LockIsolated<[String]>([])
    let queue = DispatchQueue(label: "SharedPrintChangesTests")
    let store = Store(initialState: SharedPrintCounter.State(count: Shared(value: 0))) {
      SharedPrintCounter()._printChanges(self.diffPrinter(log, queue: queue))
    }
    store.send(.increment)
    store.send(.increment)
    queue.sync {}
    XCTAssertEqual(
      log.value,
      [
        """
          SharedPrintCounter.State(
        -   count: 0
        +   count: 1
          )
        """,
        """
          SharedPrintCounter.State(
        -   count: 1
        +   count: 2
          )
        """,
      ]
    )
  }

  func testTestStoreStillTracksSharedChangesOfAPrintingReducer() async {
    let queue = DispatchQueue(label: "SharedPrintChangesTests")
    let log = LockIsolated<[String]>([])
    let store = TestStore(initialState: SharedPrintCounter.State(count: Shared(value: 0))) {
      SharedPrintCounter()._printChanges(self.diffPrinter(log, queue: queue))
    }
    await store.send(.increment) {
      $0.$count.withLock { $0 = 1 }
    }
    queue.sync {}
    XCTAssertEqual(log.value.count, 1)
  }
}
