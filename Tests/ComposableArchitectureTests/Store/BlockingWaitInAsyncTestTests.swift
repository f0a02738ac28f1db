import ComposableArchitecture
import XCTest

/// What a main-actor `async` XCTest method that blocks in XCTest's synchronous waits lets run
/// on Linux (issue 49, point 1): nothing of the main actor's, nor of the main queue's. XCTest runs
/// the method's body as a job of the main dispatch queue, inside its own wait for the test to
/// end; a nested `wait(for:timeout:)` runs the main run loop, which does not drain the main queue
/// from inside one of its jobs (libdispatch does not drain it reentrantly), and the main actor's
/// jobs are main-queue jobs. So no store's effect starts, and no action an effect sends is
/// reduced, until the wait ends: such a test awaits `fulfillment(of:timeout:)` instead
/// (MovingTestsToLinux.md). This target is compiled in the Swift 5 language mode, where calling
/// the synchronous waits from async code is a warning. Should the toolchain change this, these
/// tests fail, and the effects of `EffectsDuringWaitTests` may then progress here too.
@MainActor
final class BlockingWaitInAsyncTestTests: XCTestCase {
  func testMainActorAndMainQueueWorkWaitsForTheBlockingWaitToEnd() async {
    var ran: [String] = []
    Task { @MainActor in ran.append("main actor") }
    DispatchQueue.main.async { ran.append("main queue") }
    _ = XCTWaiter.wait(for: [XCTestExpectation()], timeout: 0.1)
    XCTAssertEqual(ran, [])
    let both = self.expectation(description: "both ran")
    DispatchQueue.main.async { both.fulfill() }
    await self.fulfillment(of: [both], timeout: 10)
    XCTAssertEqual(Set(ran), ["main actor", "main queue"])
  }

  func testRunLoopWorkRunsDuringTheBlockingWait() async {
    var ran = false
    RunLoop.main.perform { ran = true }
    _ = XCTWaiter.wait(for: [XCTestExpectation()], timeout: 0.1)
    XCTAssertTrue(ran)
  }

  func testAStoresEffectStartsOnceTheWaitEndsAndTheTestAwaits() async {
    let started = LockIsolated(false)
    let store = Store<Int, Void>(initialState: 0) {
      Reduce { _, _ in .run { _ in started.setValue(true) } }
    }
    let task = store.send(())
    _ = XCTWaiter.wait(for: [XCTestExpectation()], timeout: 0.1)
    XCTAssertFalse(started.value)
    await task.finish()
    XCTAssertTrue(started.value)
  }
}
