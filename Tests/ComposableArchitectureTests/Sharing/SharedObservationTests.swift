import ComposableArchitecture
import Foundation
import Testing

@Reducer
private struct SharedCounter {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    var title = "Counter"
  }

  enum Action {
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
        return .none
      }
    }
  }
}

@MainActor
@Suite struct SharedObservationTests {
  @Test func sharedValueNotifiesObservers() {
    let count = Shared(value: 0)
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = count.wrappedValue
    } onChange: {
      changed.setValue(true)
    }
    count.withLock { $0 += 1 }
    #expect(changed.value)
  }

  @Test func sharedFieldOfObservableStateNotifiesWhenChangedElsewhere() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      let store = Store(initialState: SharedCounter.State()) { SharedCounter() }
      let changed = LockIsolated(false)
      withObservationTracking {
        _ = store.count
      } onChange: {
        changed.setValue(true)
      }
      // Another part of the program changes the same key.
      @Shared(.inMemory("count")) var count = 0
      $count.withLock { $0 = 10 }
      #expect(changed.value)
      #expect(store.count == 10)
    }
  }

  @Test func storeSendChangesSharedState() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      let store = Store(initialState: SharedCounter.State()) { SharedCounter() }
      let other = Store(initialState: SharedCounter.State()) { SharedCounter() }
      store.send(.incrementButtonTapped)
      #expect(other.count == 1)
    }
  }
}
