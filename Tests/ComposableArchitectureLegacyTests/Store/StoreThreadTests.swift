import ComposableArchitectureLegacy
import XCTest

// A 0.x store used off the main thread: reported in 0.33–0.40's words (not for a store made with
// `Store.unchecked`), and never two threads in the 1.x runtime at once.

private let threadTail = """
  The "Store" class is not thread-safe, and so all interactions with an instance of "Store" \
  (including all of its scopes and derived view stores) must be done on the same thread.
  """

final class StoreThreadTests: XCTestCase {
  func testASendFromASecondThreadWaitsForTheSendInProgress() {
    // Thread A's send is in the reducer, blocked; thread B sends meanwhile. B's send must not
    // enter the 1.x store while A is in it: it waits, and when it returns its own action has
    // been reduced (a send is synchronous), from whichever thread.
    let aIsInside = DispatchSemaphore(value: 0)
    let releaseA = DispatchSemaphore(value: 0)
    let reducer = Reducer<[String], String, Void> { state, action, _ in
      state.append(action)
      if action == "a" {
        aIsInside.signal()
        XCTAssertEqual(releaseA.wait(timeout: .now() + 30), .success)
      }
      return .none
    }
    nonisolated(unsafe) let store = Store.unchecked(
      initialState: [], reducer: reducer, environment: ())
    nonisolated(unsafe) let child = store.scope(state: { $0 })
    let bSawItsAction = LockIsolated<Bool?>(nil)
    let bIsAboutToSend = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    DispatchQueue.global().async(group: done) { store.send("a") }
    XCTAssertEqual(aIsInside.wait(timeout: .now() + 30), .success)
    DispatchQueue.global().async(group: done) {
      bIsAboutToSend.signal()
      child.send("b")
      bSawItsAction.setValue(ViewStore(child).state.contains("b"))
    }
    XCTAssertEqual(bIsAboutToSend.wait(timeout: .now() + 30), .success)
    // Time for B to reach the store; the outcome does not depend on it.
    Thread.sleep(forTimeInterval: 0.05)
    releaseA.signal()
    XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
    XCTAssertEqual(bSawItsAction.value, true)
    XCTAssertEqual(ViewStore(store).state, ["a", "b"])
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
    nonisolated(unsafe) var count = 0
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
