import ComposableArchitectureLegacy
import XCTest

// What 0.33.1's `EffectDebounceTests` checks, written again for this module.

final class EffectDebounce033Tests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []

  override func tearDown() {
    self.cancellables.removeAll()
    super.tearDown()
  }

  func testDebounce() {
    let scheduler = DispatchQueue.test
    var values: [Int] = []

    func runDebouncedEffect(value: Int) {
      struct CancelToken: Hashable {}
      Just(value)
        .eraseToEffect()
        .debounce(id: CancelToken(), for: 1, scheduler: scheduler)
        .sink { values.append($0) }
        .store(in: &self.cancellables)
    }

    runDebouncedEffect(value: 1)

    // Nothing emits right away.
    XCTAssertEqual(values, [])

    // Nor after half the time.
    scheduler.advance(by: 0.5)
    XCTAssertEqual(values, [])

    runDebouncedEffect(value: 2)

    // The first effect was cancelled by the second: nothing at its due time.
    scheduler.advance(by: 0.5)
    XCTAssertEqual(values, [])

    runDebouncedEffect(value: 3)

    // The second was cancelled by the third.
    scheduler.advance(by: 0.5)
    XCTAssertEqual(values, [])

    // The rest of the time emits the last value.
    scheduler.advance(by: 0.5)
    XCTAssertEqual(values, [3])

    // And nothing else is left to run.
    scheduler.run()
    XCTAssertEqual(values, [3])
  }

  func testDebounceIsLazy() {
    let scheduler = DispatchQueue.test
    var values: [Int] = []
    var effectRuns = 0

    func runDebouncedEffect(value: Int) {
      struct CancelToken: Hashable {}

      Deferred { () -> Just<Int> in
        effectRuns += 1
        return Just(value)
      }
      .eraseToEffect()
      .debounce(id: CancelToken(), for: 1, scheduler: scheduler)
      .sink { values.append($0) }
      .store(in: &self.cancellables)
    }

    runDebouncedEffect(value: 1)

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
