import ComposableArchitecture
import XCTest

/// A feature at the root of a test store can dismiss itself, as in TCA: the test store is then
/// dismissed, skips what the feature was doing, and accepts no more actions.
@MainActor
final class TestStoreDismissalTests: XCTestCase {
  func testDismissMarksTheTestStoreDismissed() async {
    let store = TestStore(initialState: Dismissible.State()) {
      Dismissible()
    }
    XCTAssertFalse(store.isDismissed)
    await store.send(.closeButtonTapped)
    XCTAssertTrue(store.isDismissed)
  }

  func testTheRootOfATestStoreIsPresented() async {
    let store = TestStore(initialState: PresentationProbe.State()) {
      PresentationProbe()
    }
    await store.send(.readIsPresented) {
      $0.isPresented = true
    }
  }

  func testDismissStopsTrackingInFlightEffectsWithoutCancellingThem() async {
    let clock = TestClock()
    let issues = await recordIssues {
      let store = TestStore(initialState: PresentationProbe.State()) {
        PresentationProbe()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTimer)
      await store.send(.closeButtonTapped)
      XCTAssertTrue(store.isDismissed)
      // The timer runs on (TCA does not cancel it), and what it sends is received as usual...
      await clock.advance(by: .seconds(1))
      await store.receive(.tick) { $0.ticks = 1 }
    }
    // ...but the end of the test does not report it as still running.
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  func testSendingToADismissedTestStoreChangesNothing() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: PresentationProbe.State()) {
        PresentationProbe()
      }
      await store.send(.closeButtonTapped)
      await store.send(.readIsPresented)
      XCTAssertFalse(store.state.isPresented)
    }
    XCTAssertEqual(
      issues.map(\.message), ["Can't send action to dismissed test store."]
    )
  }
}

/// Reads `isPresented`, runs a timer, and dismisses itself.
struct PresentationProbe: Reducer {
  struct State: Equatable {
    var isPresented = false
    var ticks = 0
  }

  enum Action: Equatable {
    case closeButtonTapped
    case readIsPresented
    case startTimer
    case tick
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await self.dismiss() }
      case .readIsPresented:
        state.isPresented = self.isPresented
        return .none
      case .startTimer:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}
