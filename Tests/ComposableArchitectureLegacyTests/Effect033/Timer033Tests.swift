import ComposableArchitectureLegacy
import XCTest

// What 0.33.1's `TimerTests` checks, written again for this module. Its `testTimer` (one tick
// per interval) is checked by `EffectTests.testDebounceThrottleTimer`, not repeated here.

final class Timer033Tests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []

  override func tearDown() {
    self.cancellables.removeAll()
    super.tearDown()
  }

  func testInterleavingTimer() {
    let scheduler = DispatchQueue.test
    var count2 = 0
    var count3 = 0

    Effect.merge(
      Effect.timer(id: 1, every: .seconds(2), on: scheduler)
        .handleEvents(receiveOutput: { _ in count2 += 1 })
        .eraseToEffect(),
      Effect.timer(id: 2, every: .seconds(3), on: scheduler)
        .handleEvents(receiveOutput: { _ in count3 += 1 })
        .eraseToEffect()
    )
    .sink { _ in }
    .store(in: &self.cancellables)

    scheduler.advance(by: 1)
    XCTAssertEqual(count2, 0)
    XCTAssertEqual(count3, 0)
    scheduler.advance(by: 1)
    XCTAssertEqual(count2, 1)
    XCTAssertEqual(count3, 0)
    scheduler.advance(by: 1)
    XCTAssertEqual(count2, 1)
    XCTAssertEqual(count3, 1)
    scheduler.advance(by: 1)
    XCTAssertEqual(count2, 2)
    XCTAssertEqual(count3, 1)
  }

  func testTimerCancellation() {
    let scheduler = DispatchQueue.test
    var firstCount = 0
    var secondCount = 0

    struct CancelToken: Hashable {}

    Effect.timer(id: CancelToken(), every: .seconds(2), on: scheduler)
      .handleEvents(receiveOutput: { _ in firstCount += 1 })
      .eraseToEffect()
      .sink { _ in }
      .store(in: &self.cancellables)

    scheduler.advance(by: 2)
    XCTAssertEqual(firstCount, 1)

    scheduler.advance(by: 2)
    XCTAssertEqual(firstCount, 2)

    // A second timer with the same identifier cancels the first.
    Effect.timer(id: CancelToken(), every: .seconds(2), on: scheduler)
      .handleEvents(receiveOutput: { _ in secondCount += 1 })
      .eraseToEffect()
      .sink { _ in }
      .store(in: &self.cancellables)

    scheduler.advance(by: 2)
    XCTAssertEqual(firstCount, 2)
    XCTAssertEqual(secondCount, 1)

    scheduler.advance(by: 2)
    XCTAssertEqual(firstCount, 2)
    XCTAssertEqual(secondCount, 2)
  }

  func testTimerCompletion() {
    let scheduler = DispatchQueue.test
    var count = 0

    Effect.timer(id: 1, every: .seconds(1), on: scheduler)
      .prefix(3)
      .sink { _ in count += 1 }
      .store(in: &self.cancellables)

    scheduler.advance(by: 1)
    XCTAssertEqual(count, 1)

    scheduler.advance(by: 1)
    XCTAssertEqual(count, 2)

    scheduler.advance(by: 1)
    XCTAssertEqual(count, 3)

    // The timer stopped after three ticks: running the scheduler out ends at once.
    scheduler.run()
    XCTAssertEqual(count, 3)
  }
}
