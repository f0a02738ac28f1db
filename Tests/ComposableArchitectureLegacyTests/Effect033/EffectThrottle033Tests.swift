import ComposableArchitectureLegacy
import XCTest

// What 0.33.1's `EffectThrottleTests` checks, written again for this module: each effect is
// started from a function, as a reducer would return it again and again, throttled by one
// identifier on an erased test scheduler.

final class EffectThrottle033Tests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []
  let scheduler = DispatchQueue.test

  override func tearDown() {
    self.cancellables.removeAll()
    super.tearDown()
  }

  /// Starts an effect of `value`, throttled under the identifier `id`; counts its runs.
  private func runThrottledEffect<ID: Hashable>(
    id: ID,
    value: Int,
    latest: Bool,
    values: @escaping (Int) -> Void,
    runs: @escaping () -> Void
  ) {
    Deferred { () -> Just<Int> in
      runs()
      return Just(value)
    }
    .eraseToEffect()
    .throttle(id: id, for: 1, scheduler: self.scheduler.eraseToAnyScheduler(), latest: latest)
    .sink { values($0) }
    .store(in: &self.cancellables)
  }

  func testThrottleLatest() {
    // The latest value emits when the interval is over.
    self.assertThrottlesFiveEffects(latest: true, emitting: [1, 5])
  }

  func testThrottleFirst() {
    // The first throttled value emits when the interval is over.
    self.assertThrottlesFiveEffects(latest: false, emitting: [1, 2])
  }

  /// 0.33's schedule for `testThrottleLatest` and `testThrottleFirst`: five effects started
  /// within one interval; the first emits at once, one of the others (`emitting`'s last value)
  /// when the interval is over.
  private func assertThrottlesFiveEffects(
    latest: Bool, emitting expected: [Int], line: UInt = #line
  ) {
    struct CancelToken: Hashable { let latest: Bool }
    var values: [Int] = []
    var effectRuns = 0
    func run(_ value: Int) {
      self.runThrottledEffect(
        id: CancelToken(latest: latest), value: value, latest: latest,
        values: { values.append($0) }, runs: { effectRuns += 1 }
      )
    }

    run(1)
    self.scheduler.advance()
    // A value emits right away.
    XCTAssertEqual(values, [1], line: line)

    run(2)
    self.scheduler.advance()
    // A second value is throttled.
    XCTAssertEqual(values, [1], line: line)

    self.scheduler.advance(by: 0.25)
    run(3)
    self.scheduler.advance(by: 0.25)
    run(4)
    self.scheduler.advance(by: 0.25)
    run(5)
    // A third value is throttled.
    XCTAssertEqual(values, [1], line: line)

    self.scheduler.advance(by: 0.25)
    XCTAssertEqual(values, expected, line: line)
    // Each effect ran, as it was started: throttling drops outputs, not work.
    XCTAssertEqual(effectRuns, 5, line: line)
  }

  func testThrottleAfterInterval() {
    for latest in [true, false] {
      struct CancelToken: Hashable { let latest: Bool }
      var values: [Int] = []
      func run(_ value: Int) {
        self.runThrottledEffect(
          id: CancelToken(latest: latest), value: value, latest: latest,
          values: { values.append($0) }, runs: {}
        )
      }

      run(1)
      self.scheduler.advance()
      // A value emits right away.
      XCTAssertEqual(values, [1], "latest: \(latest)")

      self.scheduler.advance(by: 2)
      run(2)
      self.scheduler.advance()
      // After the interval, a second value emits right away.
      XCTAssertEqual(values, [1, 2], "latest: \(latest)")

      self.scheduler.advance(by: 2)
      run(3)
      self.scheduler.advance()
      // And a third.
      XCTAssertEqual(values, [1, 2, 3], "latest: \(latest)")
    }
  }

  func testThrottleEmitsFirstValueOnce() {
    struct CancelToken: Hashable {}
    var values: [Int] = []
    func run(_ value: Int) {
      self.runThrottledEffect(
        id: CancelToken(), value: value, latest: false,
        values: { values.append($0) }, runs: {}
      )
    }

    run(1)
    self.scheduler.advance()
    // A value emits right away.
    XCTAssertEqual(values, [1])

    self.scheduler.advance(by: 0.5)
    run(2)
    self.scheduler.advance(by: 0.5)
    run(3)
    self.scheduler.advance()
    // The throttled value emits once, at the end of the interval; the one started then is
    // throttled in the next interval, and is not the first value emitted again.
    XCTAssertEqual(values, [1, 2])

    self.scheduler.advance(by: 1)
    XCTAssertEqual(values, [1, 2, 3])
  }
}
