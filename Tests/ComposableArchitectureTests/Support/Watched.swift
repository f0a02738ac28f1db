import Foundation

/// A value that tests can await a condition on.
///
/// Each change wakes the waiters whose condition now holds, so a test waits for exactly the change
/// it needs (an effect started, a count reached) instead of polling a flag. Bound an awaited
/// condition with ``waitFor(_:timeout:fileID:filePath:line:column:_:)``, so that a change that
/// never comes fails the test instead of hanging it.
// @unchecked Sendable: `lock` guards `current` and `waiters`.
final class Watched<Value: Sendable>: @unchecked Sendable {
  private struct Waiter {
    let condition: @Sendable (Value) -> Bool
    let continuation: CheckedContinuation<Void, Never>
  }

  private let lock = NSLock()
  private var current: Value
  private var waiters: [UUID: Waiter] = [:]

  init(_ value: Value) {
    self.current = value
  }

  /// The current value.
  var value: Value {
    self.lock.withLock { self.current }
  }

  /// Replaces the value, waking the waiters whose condition now holds.
  func setValue(_ newValue: Value) {
    self.withValue { $0 = newValue }
  }

  /// Changes the value in place, waking the waiters whose condition now holds.
  ///
  /// `body` runs under the lock: it must not touch this value again.
  @discardableResult
  func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
    var ready: [Waiter] = []
    let result = self.lock.withLock {
      let result = body(&self.current)
      for (id, waiter) in self.waiters where waiter.condition(self.current) {
        ready.append(waiter)
        self.waiters[id] = nil
      }
      return result
    }
    for waiter in ready {
      waiter.continuation.resume()
    }
    return result
  }

  /// Returns once `condition` holds for the value (at once if it already does), or once the
  /// waiting task is cancelled.
  ///
  /// `condition` runs under the lock: it must not touch this value.
  func until(_ condition: @escaping @Sendable (Value) -> Bool) async {
    let id = UUID()
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumeNow = self.lock.withLock {
          if condition(self.current) || Task.isCancelled {
            return true
          }
          self.waiters[id] = Waiter(condition: condition, continuation: continuation)
          return false
        }
        if resumeNow {
          continuation.resume()
        }
      }
    } onCancel: {
      let waiter = self.lock.withLock { self.waiters.removeValue(forKey: id) }
      waiter?.continuation.resume()
    }
  }
}
