import ComposableArchitecture
import Foundation
import IssueReporting
import XCTest

/// A test store checks the end of its test when it is released: at once on the main actor, and
/// after a hop to the main actor when the last reference goes away elsewhere, so that a test that
/// should fail always does.
@MainActor
final class TestStoreReleaseTests: XCTestCase {
  func testReleasedOnTheMainActorChecksAtOnce() async {
    let recorder = IssueRecorder()
    await withIssueReporters([recorder]) {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.delayedIncrement)
    }
    // Nothing was awaited since the release: the checks ran synchronously.
    XCTAssertEqual(recorder.issues.value.count, 1)
    XCTAssertTrue(
      recorder.issues.value.first?.message.contains(
        "An effect returned for this action is still running"
      ) ?? false,
      recorder.issues.value.description
    )
  }

  func testReleasedOffTheMainActorStillChecks() async {
    let recorder = IssueRecorder()
    let holder = StoreHolder()
    do {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.delayedIncrement)
      holder.store = store
    }
    // The last reference goes away on a thread of its own, with the recorder as the reporter
    // there (a plain thread has no task: setting the current reporters sets the default ones).
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      Thread {
        let reporters = IssueReporters.current
        IssueReporters.current = [recorder]
        holder.store = nil
        IssueReporters.current = reporters
        continuation.resume()
      }
      .start()
    }
    // The checks were queued on the main queue by the release: one more turn of it runs them.
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { continuation.resume() }
    }
    XCTAssertEqual(recorder.issues.value.count, 1, recorder.issues.value.description)
    XCTAssertTrue(
      recorder.issues.value.first?.message.contains(
        "An effect returned for this action is still running"
      ) ?? false,
      recorder.issues.value.description
    )
  }

  func testReleasedOffTheMainActorAfterAnExhaustiveTestReportsNothing() async {
    let recorder = IssueRecorder()
    let holder = StoreHolder()
    do {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      await store.send(.increment) {
        $0.count = 1
      }
      holder.store = store
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      Thread {
        let reporters = IssueReporters.current
        IssueReporters.current = [recorder]
        holder.store = nil
        IssueReporters.current = reporters
        continuation.resume()
      }
      .start()
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { continuation.resume() }
    }
    XCTAssertEqual(recorder.issues.value.count, 0, recorder.issues.value.description)
  }
}

/// Holds a test store so that its last reference can be dropped on another thread.
private final class StoreHolder: @unchecked Sendable {
  // @unchecked Sendable: set on the main actor, then cleared on one thread while the main actor
  // waits for it.
  var store: TestStoreOf<Probe>?
}
