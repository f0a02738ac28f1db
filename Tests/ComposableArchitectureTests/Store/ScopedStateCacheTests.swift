import ComposableArchitecture
import Observation
import XCTest

/// A feature that presents itself, for stores several levels deep.
@Reducer
private struct Level {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var label = ""
    @Presents var child: State?

    static func nested(depth: Int) -> State {
      var state = State()
      for _ in 0..<depth {
        state = State(child: state)
      }
      return state
    }
  }

  indirect enum Action: Equatable {
    case increment
    case incrementTwice
    case labelChanged(String)
    case child(PresentationAction<Action>)
    case dismissChild
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .incrementTwice:
        state.count += 1
        state.label = "\(state.count)"
        state.count += 1
        return .none
      case let .labelChanged(label):
        state.label = label
        return .none
      case .child:
        return .none
      case .dismissChild:
        state.child = nil
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) {
      Level()
    }
  }
}

@MainActor
extension Store where State == Level.State, Action == Level.Action {
  fileprivate var childStore: StoreOf<Level>? {
    self.scope(state: \.child, action: \.child.presented)
  }
}

/// A scoped store keeps the state it derived until the root's state is written again: these
/// check that every read after a write sees the new state, however deep the store.
@MainActor
final class ScopedStateCacheTests: XCTestCase {
  func testEveryLevelReadsTheStateOfTheLastSend() async {
    let root = Store(initialState: Level.State.nested(depth: 3)) { Level() }
    let first = root.childStore!
    let second = first.childStore!
    let third = second.childStore!
    XCTAssertEqual([root.count, first.count, second.count, third.count], [0, 0, 0, 0])

    third.send(.increment)
    XCTAssertEqual([root.count, first.count, second.count, third.count], [0, 0, 0, 1])
    // Read twice between two sends: the same state.
    XCTAssertEqual(third.count, 1)

    first.send(.incrementTwice)
    XCTAssertEqual([root.count, first.count, second.count, third.count], [0, 2, 0, 1])
    XCTAssertEqual(first.label, "1")

    root.send(.child(.presented(.child(.presented(.labelChanged("deep"))))))
    XCTAssertEqual(second.label, "deep")
    XCTAssertEqual(third.label, "")
    XCTAssertEqual(third.withState(\.count), 1)
  }

  func testAStoreKeptAfterItsStateWentAwayReadsItsLastState() async {
    let root = Store(initialState: Level.State.nested(depth: 2)) { Level() }
    let first = root.childStore!
    let second = first.childStore!
    second.send(.increment)
    XCTAssertEqual(second.count, 1)

    first.send(.dismissChild)
    XCTAssertNil(first.childStore)
    XCTAssertEqual(second.count, 1)
    // A send from the parent after that: the kept store still reads the last state it had.
    first.send(.increment)
    XCTAssertEqual(first.count, 1)
    XCTAssertEqual(second.count, 1)
  }

  func testAStoreScopedWithAClosureReadsTheNewState() async {
    let root = Store(initialState: Level.State.nested(depth: 1)) { Level() }
    let counts = root.scope(
      state: { $0.child?.count ?? -1 },
      action: { (action: Level.Action) in .child(.presented(action)) }
    )
    XCTAssertEqual(counts.withState { $0 }, 0)
    counts.send(.increment)
    XCTAssertEqual(counts.withState { $0 }, 1)
    root.send(.dismissChild)
    XCTAssertEqual(counts.withState { $0 }, -1)
  }

  func testAnObserverOfADeepStoreReadingDuringASendSeesTheStateBeforeIt() async {
    let root = Store(initialState: Level.State.nested(depth: 2)) { Level() }
    let leaf = root.childStore!.childStore!
    let seen = LockIsolated<[Int]>([])
    withObservationTracking {
      _ = leaf.label
    } onChange: {
      // Runs while the reducer sets `label`, between its two increments of `count`.
      MainActor.assumeIsolated {
        let count = leaf.withState(\.count)
        seen.withValue { $0.append(count) }
      }
    }
    leaf.send(.incrementTwice)
    XCTAssertEqual(seen.value, [0])
    XCTAssertEqual(leaf.count, 2)
    XCTAssertEqual(leaf.label, "1")
  }
}
