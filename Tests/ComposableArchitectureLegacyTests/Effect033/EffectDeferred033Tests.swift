import ComposableArchitectureLegacy
import XCTest

// What 0.33.1's `EffectDeferredTests` checks, written again for this module.

final class EffectDeferred033Tests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []

  override func tearDown() {
    self.cancellables.removeAll()
    super.tearDown()
  }

  func testDeferred() {
    let scheduler = DispatchQueue.test
    var values: [Int] = []

    func runDeferredEffect(value: Int) {
      Just(value)
        .eraseToEffect()
        .deferred(for: 1, scheduler: scheduler)
        .sink { values.append($0) }
        .store(in: &self.cancellables)
    }

    runDeferredEffect(value: 1)

    // Nothing emits right away.
    XCTAssertEqual(values, [])

    // Nor after half the time.
    scheduler.advance(by: 0.5)
    XCTAssertEqual(values, [])

    runDeferredEffect(value: 2)

    // The first effect's time is up: it emits (a deferred effect is not cancelled by the next).
    scheduler.advance(by: 0.5)
    XCTAssertEqual(values, [1])

    runDeferredEffect(value: 3)

    // Then the second's.
    scheduler.advance(by: 0.5)
    XCTAssertEqual(values, [1, 2])

    // Then the third's.
    scheduler.advance(by: 0.5)
    XCTAssertEqual(values, [1, 2, 3])

    // And nothing else is left to run.
    scheduler.run()
    XCTAssertEqual(values, [1, 2, 3])
  }

  func testDeferredIsLazy() {
    let scheduler = DispatchQueue.test
    var values: [Int] = []
    var effectRuns = 0

    func runDeferredEffect(value: Int) {
      Deferred { () -> Just<Int> in
        effectRuns += 1
        return Just(value)
      }
      .eraseToEffect()
      .deferred(for: 1, scheduler: scheduler)
      .sink { values.append($0) }
      .store(in: &self.cancellables)
    }

    runDeferredEffect(value: 1)

    XCTAssertEqual(values, [])
    XCTAssertEqual(effectRuns, 0)

    scheduler.advance(by: 0.5)

    XCTAssertEqual(values, [])
    XCTAssertEqual(effectRuns, 0)

    scheduler.advance(by: 0.5)

    XCTAssertEqual(values, [1])
    XCTAssertEqual(effectRuns, 1)
  }
}
