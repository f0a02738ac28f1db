import ComposableArchitecture
import ConcurrencyExtras
import XCTest

/// `uncheckedUseMainSerialExecutor` is on while a test store lives and back to what it was
/// before the first one once the last is released, at once, as in TCA (issue 38, item 9).
final class MainSerialExecutorRestoreTests: XCTestCase {
  @MainActor
  func testRestoredToFalseWhenTheStoreIsReleasedOnTheMainActor() async {
    let before = uncheckedUseMainSerialExecutor
    defer { uncheckedUseMainSerialExecutor = before }
    uncheckedUseMainSerialExecutor = false
    var store: TestStoreOf<Probe>? = TestStore(initialState: Probe.State()) { Probe() }
    XCTAssertNotNil(store)
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    store = nil
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
  }

  @MainActor
  func testRestoredToFalseAfterTheStoreRanEffects() async {
    let before = uncheckedUseMainSerialExecutor
    defer { uncheckedUseMainSerialExecutor = before }
    uncheckedUseMainSerialExecutor = false
    do {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      XCTAssertTrue(uncheckedUseMainSerialExecutor)
      await store.send(.runIncrement)
      await store.receive(.increment) {
        $0.count = 1
      }
    }
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
  }

  func testRestoredToFalseWhenTheStoreIsReleasedOffTheMainActor() async {
    let before = uncheckedUseMainSerialExecutor
    defer { uncheckedUseMainSerialExecutor = before }
    uncheckedUseMainSerialExecutor = false
    var store: TestStoreOf<Probe>? = await TestStore(initialState: Probe.State()) { Probe() }
    XCTAssertNotNil(store)
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    store = nil
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
  }

  @MainActor
  func testRestoredToFalseWhileAStoreOfAnotherTestIsStillAlive() async {
    let before = uncheckedUseMainSerialExecutor
    defer { uncheckedUseMainSerialExecutor = before }
    // A store another test leaked (an effect or a cycle keeps it), alive throughout.
    let other = TestStore(initialState: Probe.State()) { Probe() }
    uncheckedUseMainSerialExecutor = false
    var store: TestStoreOf<Probe>? = TestStore(initialState: Probe.State()) { Probe() }
    XCTAssertNotNil(store)
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    store = nil
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
    _ = other
  }

  @MainActor
  func testRestoredToFalseRightAfterAStoreWasReleasedOffTheMainActor() async {
    let before = uncheckedUseMainSerialExecutor
    defer { uncheckedUseMainSerialExecutor = before }
    // The store of a previous test, released on another thread: its checks hop to the main
    // actor, and have not run yet when this test starts.
    let holder = ReleasedStoreHolder()
    holder.store = TestStore(initialState: Probe.State()) { Probe() }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      Thread {
        holder.store = nil
        continuation.resume()
      }
      .start()
    }
    uncheckedUseMainSerialExecutor = false
    var store: TestStoreOf<Probe>? = TestStore(initialState: Probe.State()) { Probe() }
    XCTAssertNotNil(store)
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    store = nil
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
  }
}

/// Holds a test store so that its last reference can be dropped on another thread.
private final class ReleasedStoreHolder: @unchecked Sendable {
  // @unchecked Sendable: set on the main actor, then cleared on one thread while the main actor
  // waits for it.
  var store: TestStoreOf<Probe>?
}
