import ComposableArchitecture
import Testing

/// The store that `ReadingSends.State.child`'s getter sends to, when asked to.
@MainActor private var storeToSendToWhileRead: StoreOf<ReadingSends>?

/// A feature whose state has a getter that sends an action to its own store while the store
/// reads it: the send replaces the state being read.
@Reducer
private struct ReadingSends {
  @ObservableState
  struct State: Equatable {
    var items = [1, 2, 3]
    var sendsWhileRead = false

    @MainActor
    var child: Int? {
      if self.sendsWhileRead, let store = storeToSendToWhileRead {
        storeToSendToWhileRead = nil
        store.send(.replaceItems)
      }
      // Read after the send: the state this getter reads was replaced meanwhile.
      return self.items.reduce(0, +)
    }
  }

  enum Action: Equatable {
    case child(Never)
    case replaceItems
    case readWhileSending
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .replaceItems:
        state.items = Array(repeating: 10, count: 100)
        state.sendsWhileRead = false
      case .readWhileSending:
        state.sendsWhileRead = true
      }
      return .none
    }
  }
}

/// A store reads a child in place (`Core.read(_:)`); a state replaced while the read is in
/// progress stays alive until it ends, so the getter reads the new state, never freed memory.
@MainActor
@Suite struct InPlaceReadsTests {
  @Test func aSendFromAGetterTheStoreIsReadingReplacesTheStateSafely() {
    let store = Store(initialState: ReadingSends.State()) { ReadingSends() }
    store.send(.readWhileSending)
    storeToSendToWhileRead = store
    let child = store.scope(state: \.child, action: \.child)
    #expect(child?.withState { $0 } == 1_000)
    #expect(store.items == Array(repeating: 10, count: 100))
    #expect(!store.sendsWhileRead)
    // Reads after it see the new state, and the cache goes on working.
    #expect(child === store.scope(state: \.child, action: \.child))
    #expect(store.child == 1_000)
  }
}
