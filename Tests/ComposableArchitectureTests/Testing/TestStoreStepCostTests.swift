import ComposableArchitecture
import XCTest

/// Measures what one TestStore step costs: a `send` whose `.run` effect feeds back an action,
/// and the `receive` of that action. It prints the average and asserts nothing about time.
@MainActor
final class TestStoreStepCostTests: XCTestCase {
  func testThousandSendReceiveSteps() async {
    let steps = 1_000
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    let clock = ContinuousClock()
    let start = clock.now
    for step in 1...steps {
      await store.send(.runIncrement)
      await store.receive(.increment) {
        $0.count = step
      }
    }
    let elapsed = clock.now - start
    XCTAssertEqual(store.state.count, steps)

    let (seconds, attoseconds) = elapsed.components
    let microseconds = Double(seconds) * 1e6 + Double(attoseconds) / 1e12
    print(
      "TestStore step (send + receive of a .run effect): "
        + "\((microseconds / Double(steps) * 10).rounded() / 10) µs on average over \(steps) steps"
    )
  }
}
