// Only Perception: `@Perceptible` and `withPerceptionTracking` need nothing else.
import Perception
import XCTest

@Perceptible
private final class PerceptionOnlyCounter {
  var count = 0
  @PerceptionIgnored var ignored = 0
}

final class PerceptionImportTests: XCTestCase {
  func testPerceptibleAndTrackingNeedOnlyPerception() {
    let counter = PerceptionOnlyCounter()
    let changed = LockedFlag()
    withPerceptionTracking {
      _ = counter.count
    } onChange: {
      changed.set()
    }
    counter.ignored += 1
    XCTAssertFalse(changed.value)
    counter.count += 1
    XCTAssertTrue(changed.value)
  }
}

/// A flag an observation's `onChange` sets.
private final class LockedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var _value = false
  var value: Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self._value
  }
  func set() {
    self.lock.lock()
    self._value = true
    self.lock.unlock()
  }
}
