import ComposableArchitectureLegacy
import XCTest

// Store behaviours not covered elsewhere: scoping with closures, the order of actions sent
// while an action is processed, effects on the live main queue, and the test scheduler's `run()`.

private struct Parent: Equatable {
  var child = Child()
  var log: [String] = []
}

private struct Child: Equatable {
  var count = 0
}

private enum ParentAction: Equatable {
  case child(ChildAction)
  case log(String)
}

private enum ChildAction: Equatable {
  case increment
}

private let parentReducer = Reducer<Parent, ParentAction, AnySchedulerOf<DispatchQueue>> {
  state, action, scheduler in
  switch action {
  case .child(.increment):
    state.child.count += 1
    state.log.append("increment")
    return Effect(value: .log("after \(state.child.count)"))
      .receive(on: scheduler)
      .eraseToEffect()
  case let .log(message):
    state.log.append(message)
    return .none
  }
}

final class StoreSchedulingTests: XCTestCase {
  func testScopeWithClosures() {
    let store = Store(initialState: Parent(), reducer: parentReducer, environment: .immediate)
    let child = store.scope(state: { $0.child.count }, action: { ParentAction.child($0) })
    let viewStore = ViewStore(child)
    viewStore.send(.increment)
    viewStore.send(.increment)
    XCTAssertEqual(viewStore.state, 2)
    XCTAssertEqual(
      ViewStore(store).log, ["increment", "after 1", "increment", "after 2"]
    )
  }

  func testActionsSentDuringASendWaitTheirTurn() {
    let store = Store(initialState: Parent(), reducer: parentReducer, environment: .immediate)
    let viewStore = ViewStore(store)
    var cancellables: Set<AnyCancellable> = []
    // An observer that sends when it sees the first increment: its action is processed after
    // the one being processed and its effect, not in the middle of them.
    viewStore.publisher.child
      .sink { child in
        if child.count == 1 { viewStore.send(.log("observer")) }
      }
      .store(in: &cancellables)
    viewStore.send(.child(.increment))
    XCTAssertEqual(viewStore.log, ["increment", "after 1", "observer"])
  }

  func testEffectsReceivedOnTheMainQueue() {
    let store = Store(
      initialState: Parent(), reducer: parentReducer, environment: .main
    )
    let viewStore = ViewStore(store)
    viewStore.send(.child(.increment))
    XCTAssertEqual(viewStore.log, ["increment"])
    let mainQueueRan = self.expectation(description: "main queue")
    DispatchQueue.main.async { mainQueueRan.fulfill() }
    self.wait(for: [mainQueueRan], timeout: 5)
    XCTAssertEqual(viewStore.log, ["increment", "after 1"])
  }

  func testTestSchedulerRunPerformsEverythingScheduled() {
    let scheduler = DispatchQueue.test
    let delayed = Reducer<[Int], Int, Void> { state, action, _ in
      state.append(action)
      return action > 0
        ? Effect(value: action - 1).delay(for: .seconds(action), scheduler: scheduler)
          .eraseToEffect()
        : .none
    }
    let store = TestStore(initialState: [], reducer: delayed, environment: ())
    let start = scheduler.now
    store.send(3) { $0 = [3] }
    // `run()` advances the scheduler until nothing is left scheduled: 3 + 2 + 1 seconds.
    scheduler.run()
    store.receive(2) { $0 = [3, 2] }
    store.receive(1) { $0 = [3, 2, 1] }
    store.receive(0) { $0 = [3, 2, 1, 0] }
    XCTAssertEqual(start.distance(to: scheduler.now), .seconds(6))
  }
}
