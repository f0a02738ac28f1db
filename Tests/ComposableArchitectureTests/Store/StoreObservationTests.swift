import ComposableArchitecture
import Observation
import Testing
import XCTest

private struct Parent: Reducer {
  struct State: Equatable {
    var child = Counter.State()
    var other = 0
  }
  @CasePathable
  enum Action: Equatable {
    case child(Counter.Action)
    case bumpOther
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Counter() }
    Reduce { state, action in
      if case .bumpOther = action {
        state.other += 1
      }
      return .none
    }
  }
}

/// Tracks what `read` reads, and returns the number of change notifications that follow.
@MainActor
private func track(_ read: @escaping () -> Void) -> LockIsolated<Int> {
  let changes = LockIsolated(0)
  withObservationTracking {
    read()
  } onChange: {
    changes.withValue { $0 += 1 }
  }
  return changes
}

@MainActor
final class StoreObservationTests: XCTestCase {
  func testDynamicMemberReadIsNotifiedAfterASendThatChangesState() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let changes = track { _ = store.count }
    XCTAssertEqual(changes.value, 0)
    store.send(.increment)
    XCTAssertEqual(changes.value, 1)
  }

  func testObserversOfOneStoreAreNotToldOfAnotherStoresSends() async {
    // Every store registers its reads against a subject of one type (`StoreObservationSubject`):
    // only the store's own registrar tells them apart.
    let store = Store(initialState: Counter.State()) { Counter() }
    let other = Store(initialState: Counter.State()) { Counter() }
    let fieldChanges = track { _ = store.count }
    let wholeChanges = track { _ = store.state }
    other.send(.increment)
    other.send(.incrementTwiceViaSend)
    XCTAssertEqual(fieldChanges.value, 0)
    XCTAssertEqual(wholeChanges.value, 0)
    XCTAssertEqual(other.count, 3)
    store.send(.increment)
    XCTAssertEqual(fieldChanges.value, 1)
    XCTAssertEqual(wholeChanges.value, 1)
  }

  func testWholeStateReadIsNotifiedAfterASendThatChangesState() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let changes = track { _ = store.state }
    store.send(.incrementTwiceViaSend)
    XCTAssertEqual(changes.value, 1)
  }

  func testObserverSeesTheNewStateWhenNotified() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let seen = LockIsolated<[Int]>([])
    withObservationTracking {
      _ = store.count
    } onChange: {
      MainActor.assumeIsolated {
        let count = store.withState(\.count)
        seen.withValue { $0.append(count) }
      }
    }
    store.send(.incrementTwiceViaSend)
    XCTAssertEqual(seen.value, [2])
  }

  func testObserverIsNotifiedOncePerTracking() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let changes = track { _ = store.count }
    store.send(.increment)
    store.send(.increment)
    XCTAssertEqual(changes.value, 1)
  }

  func testObserverIsNotifiedAfterAnEffectChangesState() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let task = store.send(.delayedIncrement)
    let changes = track { _ = store.count }
    await task.finish()
    XCTAssertEqual(store.withState(\.count), 1)
    XCTAssertEqual(changes.value, 1)
  }

  func testWithStateDoesNotRegisterObservation() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let changes = track { _ = store.withState(\.count) }
    store.send(.increment)
    XCTAssertEqual(changes.value, 0)
  }

  func testScopedStoreObserverIsNotifiedWhenTheRootChangesItsState() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.child, action: \.child)
    let changes = track { _ = child.count }
    store.send(.child(.increment))
    XCTAssertEqual(changes.value, 1)
    XCTAssertEqual(child.count, 1)
  }

  func testRootObserverIsNotifiedWhenAScopedStoreSends() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.child, action: \.child)
    let changes = track { _ = store.child.count }
    child.send(.increment)
    XCTAssertEqual(changes.value, 1)
  }

  func testTrackingAgainAfterANotificationObservesTheNextChange() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let first = track { _ = store.count }
    store.send(.increment)
    let second = track { _ = store.count }
    store.send(.increment)
    XCTAssertEqual(first.value, 1)
    XCTAssertEqual(second.value, 1)
  }

  func testObserverOfNonEquatableStateIsNotifiedAfterEverySend() async throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    let changes = track { _ = store.count }
    let task = store.send(.delayedIncrement)
    let notifiedWithoutChange = changes.value
    await task.finish()
    XCTAssertEqual(store.withState(\.count), 1)
    // State that is not Equatable cannot tell whether it changed: whole-state readers of it are
    // told after every send (documented on `Store.state`).
    XCTAssertEqual(notifiedWithoutChange, 1)
  }
}

@MainActor
@Suite struct StoreObservationSwiftTests {
  @Test func observerIsNotifiedAfterASend() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let changes = track { _ = store.count }
    store.send(.increment)
    #expect(changes.value == 1)
  }
}
