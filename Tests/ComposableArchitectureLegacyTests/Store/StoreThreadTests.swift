import ComposableArchitectureLegacy
import XCTest

// A 0.x store used off the main thread: reported in 0.33–0.40's words (not for a store made with
// `Store.unchecked`), and never two threads in the 1.x runtime at once.

private let threadTail = """
  The "Store" class is not thread-safe, and so all interactions with an instance of "Store" \
  (including all of its scopes and derived view stores) must be done on the same thread.
  """

/// Counts the threads inside the reducer, and the most it ever saw at once.
private final class Occupancy: @unchecked Sendable {
  // `lock` guards both counts.
  private let lock = NSLock()
  private var inside = 0
  private var maximum = 0

  func enter() {
    self.lock.lock()
    self.inside += 1
    self.maximum = max(self.maximum, self.inside)
    self.lock.unlock()
  }

  func leave() {
    self.lock.lock()
    self.inside -= 1
    self.lock.unlock()
  }

  var mostAtOnce: Int {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.maximum
  }
}

final class StoreThreadTests: XCTestCase {
  func testTwoThreadsNeverRunTheStoreAtOnce() {
    let occupancy = Occupancy()
    let reducer = Reducer<Int, Void, Void> { state, _, _ in
      occupancy.enter()
      defer { occupancy.leave() }
      state += 1
      // Long enough for the other thread to arrive while this one is inside.
      Thread.sleep(forTimeInterval: 0.000_1)
      return .none
    }
    let store = Store.unchecked(initialState: 0, reducer: reducer, environment: ())
    let child = store.scope(state: { $0 })
    let recorder = IssueRecorder()
    withIssueReporters([recorder]) {
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        for _ in 1...500 {
          (index == 0 ? store : child).send(())
        }
      }
    }
    XCTAssertEqual(occupancy.mostAtOnce, 1)
    XCTAssertEqual(ViewStore(store).state, 1_000)
    XCTAssertEqual(ViewStore(child).state, 1_000)
    // Made with `Store.unchecked`: nothing is reported.
    XCTAssertEqual(recorder.issues.map(\.message), [])
  }

  func testStoreMadeAndScopedOffTheMainThreadIsReported() {
    let recorder = IssueRecorder()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      withIssueReporters([recorder]) {
        let store = Store(
          initialState: 0,
          reducer: Reducer<Int, Void, Void> { state, _, _ in
            state += 1
            return .none
          },
          environment: ()
        )
        _ = store.scope(state: { $0 })
      }
      done.signal()
    }
    done.wait()
    XCTAssertEqual(
      recorder.issues.map(\.message),
      [
        """
        A store initialized on a non-main thread. …

        If a store is intended to be used on a background thread, create it via \
        "Store.unchecked" to opt out of the main thread checker.

        \(threadTail)
        """,
        """
        "Store.scope" was called on a non-main thread. …

        Make sure to use "Store.scope" on the main thread, or create your store via \
        "Store.unchecked" to opt out of the main thread checker.

        \(threadTail)
        """,
      ]
    )
  }

  func testUncheckedStoreOnABackgroundThread() {
    let recorder = IssueRecorder()
    let done = DispatchSemaphore(value: 0)
    var count = 0
    DispatchQueue.global().async {
      withIssueReporters([recorder]) {
        let store = Store.unchecked(
          initialState: 0,
          reducer: Reducer<Int, Void, Void> { state, _, _ in
            state += 1
            return Just(()).fireAndForget()
          },
          environment: ()
        )
        let viewStore = ViewStore(store.scope(state: { $0 }))
        viewStore.send(())
        viewStore.send(())
        count = viewStore.state
      }
      done.signal()
    }
    done.wait()
    XCTAssertEqual(count, 2)
    XCTAssertEqual(recorder.issues.map(\.message), [])
  }
}
