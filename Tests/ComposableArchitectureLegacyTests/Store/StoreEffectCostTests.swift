import XCTest

@testable import ComposableArchitectureLegacy

private enum CostAction {
  case noEffect
  case valueEffect
  case valueReceived
  case publisherEffect
}

private let costReducer = Reducer<Int, CostAction, Void> { state, action, _ in
  switch action {
  case .noEffect:
    state += 1
    return .none
  case .valueEffect:
    return Effect(value: .valueReceived)
  case .valueReceived:
    state += 1
    return .none
  case .publisherEffect:
    return Just(.valueReceived).eraseToEffect()
  }
}

/// `Effect(value:)` and `.none` cost no more than in 0.x: a store delivers them without
/// subscribing to a publisher or starting a task.
final class StoreEffectCostTests: XCTestCase {
  func testValueAndNoneCreateNoSubscriptionAndNoTask() {
    let store = Store(initialState: 0, reducer: costReducer, environment: ())
    let runtime = store.effectRuntime!
    for _ in 1...100 {
      store.send(.noEffect)
      store.send(.valueEffect)
    }
    XCTAssertEqual(store.currentState, 200)
    XCTAssertEqual(runtime.subscriptionCount, 0)
    // The 1.x store started no task for them either.
    let task = runOnMainActor { store.base!.send(.valueEffect) }
    XCTAssertNil(task.rawValue)
    XCTAssertEqual(store.currentState, 201)

    // A publisher is subscribed to, once, and is done by the time `send` returns.
    store.send(.publisherEffect)
    XCTAssertEqual(runtime.subscriptionCount, 1)
    XCTAssertTrue(runtime.runningOrigins.isEmpty)
    XCTAssertEqual(store.currentState, 202)
  }
}
