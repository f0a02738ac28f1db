import ComposableArchitecture
import XCTest

/// Effects make progress while the main thread waits in XCTest's `wait(for:timeout:)`, as
/// UIKit-style tests and programs that spin a run loop expect (issue 38, item 3).
private struct Leaf: Reducer {
  struct State: Equatable {
    var count = 0
  }
  @CasePathable
  enum Action: Equatable {
    case tapped
    case delivered
    case started
    case response
  }
  let onStart: @Sendable () -> Void
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tapped:
      return .send(.delivered)
    case .delivered:
      return .run { [onStart] _ in onStart() }
    case .started:
      return .run { send in await send(.response) }
    case .response:
      state.count += 1
      return .none
    }
  }
}

private struct Middle: Reducer {
  struct State: Equatable {
    var leaf = Leaf.State()
  }
  @CasePathable
  enum Action: Equatable {
    case leaf(Leaf.Action)
  }
  let onStart: @Sendable () -> Void
  var body: some Reducer<State, Action> {
    Scope(state: \.leaf, action: \.leaf) { Leaf(onStart: onStart) }
  }
}

private struct Top: Reducer {
  struct State: Equatable {
    var middle = Middle.State()
    var optionalLeaf: Leaf.State?
  }
  @CasePathable
  enum Action: Equatable {
    case middle(Middle.Action)
    case optionalLeaf(Leaf.Action)
    case show
  }
  let onStart: @Sendable () -> Void
  var body: some Reducer<State, Action> {
    Scope(state: \.middle, action: \.middle) { Middle(onStart: onStart) }
    Reduce { state, action in
      if case .show = action {
        state.optionalLeaf = Leaf.State()
      }
      return .none
    }
    .ifLet(\.optionalLeaf, action: \.optionalLeaf) { Leaf(onStart: onStart) }
  }
}

/// A store whose optional leaf is shown, and a view store of the store `ifLet(then:)` handed out
/// for the leaf (`nil` if it handed out none).
@MainActor
private struct ShownOptionalLeaf {
  let store = Store(initialState: Top.State()) {
    Top(onStart: {})
  }
  /// Ends the `ifLet(then:)` subscription.
  let cancel: () -> Void
  let viewStore: ViewStoreOf<Leaf>?

  init() {
    var childStore: StoreOf<Leaf>?
    let subscription =
      self.store
      .scope(state: \.optionalLeaf, action: \.optionalLeaf)
      .ifLet(then: { childStore = $0 })
    self.cancel = { subscription.cancel() }
    self.store.send(.show)
    self.viewStore = childStore.map { ViewStore($0, observe: { $0 }) }
  }
}

// Not `@MainActor`: XCTest on Linux cannot run a synchronous main-actor test method. Its
// synchronous tests run on the main thread, which the bodies assume.
final class EffectsDuringWaitTests: XCTestCase {
  func testRunOfAnActionASendEffectDeliveredStartsDuringWait() {
    MainActor.assumeIsolated { self.runOfAnActionASendEffectDeliveredStartsDuringWait() }
  }

  func testIfLetChildStoresEffectsAreReducedAfterEachWait() {
    MainActor.assumeIsolated { self.ifLetChildStoresEffectsAreReducedAfterEachWait() }
  }

  @MainActor
  private func runOfAnActionASendEffectDeliveredStartsDuringWait() {
    let started = self.expectation(description: "started")
    let store = Store(initialState: Top.State()) {
      Top(onStart: { started.fulfill() })
    }
    let leafStore =
      store
      .scope(state: \.middle, action: \.middle)
      .scope(state: \.leaf, action: \.leaf)
    let viewStore = ViewStore(leafStore, observe: { $0 })
    viewStore.send(.tapped)
    self.wait(for: [started], timeout: 1)
  }

  @MainActor
  private func ifLetChildStoresEffectsAreReducedAfterEachWait() {
    let shown = ShownOptionalLeaf()
    defer { shown.cancel() }
    guard let viewStore = shown.viewStore else {
      return XCTFail("ifLet(then:) handed out no store")
    }
    for expected in 1...3 {
      viewStore.send(.started)
      _ = XCTWaiter.wait(for: [XCTestExpectation()], timeout: 0.1)
      XCTAssertEqual(viewStore.count, expected)
    }
  }

}

/// The same in an `async` test, where XCTest's `wait(for:timeout:)` is unavailable (on Linux as
/// on Apple platforms: "Use await fulfillment(of:timeout:enforceOrder:) instead."): awaiting
/// `fulfillment(of:timeout:)` frees the main actor, so the effects make progress.
@MainActor
final class EffectsDuringAsyncWaitTests: XCTestCase {
  func testRunOfAnActionASendEffectDeliveredStartsDuringFulfillment() async {
    let started = self.expectation(description: "started")
    let store = Store(initialState: Top.State()) {
      Top(onStart: { started.fulfill() })
    }
    let viewStore = ViewStore(
      store.scope(state: \.middle, action: \.middle).scope(state: \.leaf, action: \.leaf),
      observe: { $0 }
    )
    viewStore.send(.tapped)
    await self.fulfillment(of: [started], timeout: 10)
  }

  func testIfLetChildStoresEffectsAreReducedAfterEachFulfillment() async {
    let shown = ShownOptionalLeaf()
    defer { shown.cancel() }
    guard let viewStore = shown.viewStore else {
      return XCTFail("ifLet(then:) handed out no store")
    }
    for expected in 1...3 {
      viewStore.send(.started)
      let reduced = self.expectation(description: "response \(expected) reduced")
      let cancellable = viewStore.publisher.map(\.count).sink { count in
        if count == expected { reduced.fulfill() }
      }
      await self.fulfillment(of: [reduced], timeout: 10)
      cancellable.cancel()
      XCTAssertEqual(viewStore.count, expected)
    }
  }
}
