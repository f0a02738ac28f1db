import ComposableArchitecture
import XCTest

/// A main-actor `async` XCTest method that blocks the main thread in XCTest's synchronous waits
/// (issue 49, point 1), in the shapes TCA's own tests use. This target is compiled in the Swift 5
/// language mode, where calling those waits from async code is a warning.
///
/// XCTest runs such a method's body as a job of the main actor, which the main dispatch queue
/// runs, inside XCTest's own wait for the test to end; a nested `wait(for:timeout:)` runs the
/// main run loop, whose timers and blocks run, but libdispatch does not drain the main queue
/// again from inside one of its jobs. In test processes the library runs the main actor's jobs
/// so that the nested run loop runs them too (see `NestedWaitMainExecutor`): a store's effects
/// start, and what they send is reduced, inside the wait.
@MainActor
final class BlockingWaitInAsyncTestTests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []

  private enum Action: Equatable {
    case tap
    case response
  }

  func testAnEffectOfAStoreScopedTwiceWithClosuresStartsDuringTheWait() async {
    let expectation = self.expectation(description: "effect")
    let store = Store<Int, Action>(initialState: 0) {
      Reduce { _, action in
        switch action {
        case .tap:
          return .send(.response)
        case .response:
          return .run { _ in expectation.fulfill() }
        }
      }
    }
    let viewStore = ViewStore(
      store.scope(state: { $0 }, action: { $0 }).scope(state: { $0 }, action: { $0 }),
      observe: { $0 }
    )
    viewStore.send(.tap)
    self.wait(for: [expectation], timeout: 1)
  }

  func testWhatAnIfLetChildStoresEffectsSendIsReducedDuringEachWait() async {
    let parentStore = Store<Int?, Bool>(initialState: 0) {
      Reduce { state, action in
        if action {
          state? += 1
          return .none
        } else {
          return .run { send in await send(true) }
        }
      }
    }
    var ran = false
    parentStore
      .ifLet(then: { childStore in
        let vs = ViewStore(childStore, observe: { $0 })
        vs.send(false)
        _ = XCTWaiter.wait(for: [XCTestExpectation()], timeout: 0.1)
        vs.send(false)
        _ = XCTWaiter.wait(for: [XCTestExpectation()], timeout: 0.1)
        vs.send(false)
        _ = XCTWaiter.wait(for: [XCTestExpectation()], timeout: 0.1)
        XCTAssertEqual(vs.state, 3)
        ran = true
      })
      .store(in: &self.cancellables)
    XCTAssertTrue(ran)
  }

  func testMainActorWorkRunsDuringTheWaitAndMainQueueBlocksAfterIt() async {
    var ran: [String] = []
    Task { @MainActor in ran.append("main actor") }
    Task.detached { await MainActor.run { ran.append("hop") } }
    DispatchQueue.main.async { ran.append("main queue") }
    _ = XCTWaiter.wait(for: [XCTestExpectation()], timeout: 0.2)
    XCTAssertEqual(Set(ran), ["main actor", "hop"])
    let after = self.expectation(description: "main queue")
    DispatchQueue.main.async { after.fulfill() }
    await self.fulfillment(of: [after], timeout: 10)
    XCTAssertEqual(ran.last, "main queue")
  }

  func testMainActorWorkKeepsItsOrderWithMainQueueBlocksOutsideAWait() async {
    var order: [Int] = []
    let done = self.expectation(description: "done")
    DispatchQueue.main.async { order.append(1) }
    Task { @MainActor in order.append(2) }
    DispatchQueue.main.async { order.append(3) }
    Task { @MainActor in
      order.append(4)
      done.fulfill()
    }
    await self.fulfillment(of: [done], timeout: 10)
    XCTAssertEqual(order, [1, 2, 3, 4])
  }

  func testAJobRunDuringAWaitPutsNoLaterJobAheadOfTheMainQueuesBlocks() async {
    var order: [Int] = []
    Task { @MainActor in order.append(0) }
    // Runs the job in the nested run loop; its main-queue turn comes after this test's body.
    _ = XCTWaiter.wait(for: [XCTestExpectation()], timeout: 0.1)
    XCTAssertEqual(order, [0])
    let done = self.expectation(description: "done")
    DispatchQueue.main.async { order.append(1) }
    Task { @MainActor in order.append(2) }
    DispatchQueue.main.async {
      order.append(3)
      done.fulfill()
    }
    await self.fulfillment(of: [done], timeout: 10)
    XCTAssertEqual(order, [0, 1, 2, 3])
  }
}
