import ComposableArchitectureLegacy
import XCTest

/// `Effect.task` delivers its value from its task, as its work returns: a synchronous wait for
/// an expectation the work fulfills returns with the value delivered (issue 49, point 5), whether
/// or not the work is isolated to the main actor.
final class EffectTaskDeliveryTests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []

  func testTask() {
    let expectation = self.expectation(description: "Complete")
    var result: Int?
    Effect<Int, Never>.task { @MainActor in
      expectation.fulfill()
      return 42
    }
    .sink(receiveValue: { result = $0 })
    .store(in: &self.cancellables)
    self.wait(for: [expectation], timeout: 1)
    XCTAssertEqual(result, 42)
  }

  func testTaskNotIsolated() {
    let expectation = self.expectation(description: "Complete")
    var result: Int?
    Effect<Int, Never>.task {
      expectation.fulfill()
      return 42
    }
    .sink(receiveValue: { result = $0 })
    .store(in: &self.cancellables)
    self.wait(for: [expectation], timeout: 1)
    XCTAssertEqual(result, 42)
  }

  func testTaskNotIsolatedDeliversBeforeEveryWaitReturns() {
    let missed = self.undeliveredOutputs(times: 200) { expectation, index in
      Effect<Int, Never>.task {
        expectation.fulfill()
        return index
      }
    }
    XCTAssertEqual(missed, 0)
  }

  func testTaskOnTheMainActorDeliversBeforeEveryWaitReturns() {
    let missed = self.undeliveredOutputs(times: 200) { expectation, index in
      Effect<Int, Never>.task { @MainActor in
        expectation.fulfill()
        return index
      }
    }
    XCTAssertEqual(missed, 0)
  }

  func testTaskRunsOnTheMainThreadAndCatchesWhatItThrows() {
    struct Failure: Error {}
    let expectation = self.expectation(description: "Complete")
    var results: [Int] = []
    Effect<Int, Never>.task {
      XCTAssertTrue(Thread.isMainThread)
      throw Failure()
    } catch: { _ in
      -1
    }
    .sink(receiveCompletion: { _ in expectation.fulfill() }, receiveValue: { results.append($0) })
    .store(in: &self.cancellables)
    self.wait(for: [expectation], timeout: 1)
    XCTAssertEqual(results, [-1])
  }

  func testTaskThatAwaitsAnActorStillDeliversAsItReturns() {
    let expectation = self.expectation(description: "Complete")
    var result: Int?
    let doubler = Doubler()
    Effect<Int, Never>.task {
      let value = await doubler.half(42)
      expectation.fulfill()
      return value * 2
    }
    .sink(receiveValue: { result = $0 })
    .store(in: &self.cancellables)
    self.wait(for: [expectation], timeout: 1)
    XCTAssertEqual(result, 42)
  }
}

/// Work on an actor, awaited from a task's operation.
private actor Doubler {
  func half(_ value: Int) -> Int { value / 2 }
}
