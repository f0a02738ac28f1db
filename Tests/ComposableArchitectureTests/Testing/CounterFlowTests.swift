import ComposableArchitecture
import XCTest

/// The README's counter, tested the way the README tests it.
@MainActor
final class CounterFlowTests: XCTestCase {
  func testCounterFlow() async {
    let store = TestStore(initialState: FactCounter.State()) {
      FactCounter()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number Brent" }
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.numberFactButtonTapped)
    await store.receive(\.numberFactResponse) {
      $0.numberFact = "1 is a good number Brent"
    }
  }

  func testCounterFlowWithCaseKeyPathsAndValues() async {
    let store = TestStore(initialState: FactCounter.State()) {
      FactCounter()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number Brent" }
    }

    await store.send(\.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(\.incrementButtonTapped) {
      $0.count = 2
    }
    await store.send(\.numberFactButtonTapped)
    await store.receive(\.numberFactResponse, "2 is a good number Brent") {
      $0.numberFact = "2 is a good number Brent"
    }
    await store.send(\.numberFactResponse, "Set by the test") {
      $0.numberFact = "Set by the test"
    }
  }

  func testFactFetchedAfterSomeAsynchronousWork() async {
    let store = TestStore(initialState: FactCounter.State(count: 3)) {
      FactCounter()
    } withDependencies: {
      $0.factClient.fetch = { number in
        // Suspends a few times, as real work would; `receive` waits for it.
        for _ in 1...5 {
          await Task.yield()
        }
        return "\(number) is a prime number"
      }
    }

    await store.send(.numberFactButtonTapped)
    await store.receive(.numberFactResponse("3 is a prime number")) {
      $0.numberFact = "3 is a prime number"
    }
  }

  func testNonExhaustiveCounterFlow() async {
    let store = TestStore(initialState: FactCounter.State()) {
      FactCounter()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number Brent" }
    }
    store.exhaustivity = .off

    await store.send(.incrementButtonTapped)
    await store.send(.incrementButtonTapped)
    await store.send(.numberFactButtonTapped)
    await store.receive(\.numberFactResponse) {
      $0.numberFact = "2 is a good number Brent"
    }
  }

  /// A send followed by a receive never depends on timing: the same flow, 200 times over, with
  /// effects that suspend, effects that feed back several actions, and a clock-driven effect.
  func testSendThenReceiveIsDeterministic() async {
    var failures: [String] = []
    for iteration in 1...200 {
      let issues = await recordIssues {
        let clock = TestClock()
        let store = TestStore(initialState: FactCounter.State(count: iteration)) {
          FactCounter()
        } withDependencies: {
          $0.factClient.fetch = { number in
            await Task.yield()
            return "\(number)"
          }
        }
        await store.send(.numberFactButtonTapped)
        await store.receive(\.numberFactResponse, "\(iteration)") {
          $0.numberFact = "\(iteration)"
        }

        let probe = TestStore(initialState: Probe.State()) {
          Probe()
        } withDependencies: {
          $0.continuousClock = clock
        }
        await probe.send(.runIncrementThenText)
        await probe.receive(.increment) {
          $0.count = 1
        }
        await probe.receive(.textResponse("done")) {
          $0.text = "done"
        }
        await probe.send(.delayedIncrement)
        await clock.advance(by: .seconds(1))
        await probe.receive(.increment) {
          $0.count = 2
        }
      }
      if !issues.isEmpty {
        failures.append("Iteration \(iteration): \(issues)")
      }
    }
    XCTAssertEqual(failures, [])
  }
}
