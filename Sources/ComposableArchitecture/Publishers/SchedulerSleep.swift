import Foundation
import OpenCombineShim

extension Scheduler {
  /// Schedules a wake-up at `date` now, for a task to wait for later with
  /// ``SchedulerWakeUp/wait()``.
  ///
  /// Scheduling at once (rather than when the waiting task gets to run) is what lets a test
  /// scheduler that is advanced right after a `send` fire it, as TCA's publisher-based delays do.
  func wakeUp(at date: SchedulerTimeType, options: SchedulerOptions? = nil) -> SchedulerWakeUp {
    let wakeUp = SchedulerWakeUp()
    self.schedule(after: date, tolerance: self.minimumTolerance, options: options) {
      wakeUp.resume(reached: true)
    }
    return wakeUp
  }

  /// Suspends until the scheduler reaches `date`, or until the task is cancelled.
  ///
  /// - Returns: Whether the scheduler reached `date` (false when the task was cancelled).
  func sleep(until date: SchedulerTimeType, options: SchedulerOptions? = nil) async -> Bool {
    await self.wakeUp(at: date, options: options).wait()
  }
}

/// A wake-up a scheduler will deliver: resumed once, by the scheduler or by the cancellation of
/// the waiting task, whichever comes first.
// @unchecked Sendable: `lock` guards every stored `var`.
final class SchedulerWakeUp: @unchecked Sendable {
  // `lock` guards every property: the scheduler and the cancelling thread race to resume.
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Void, Never>?
  private var isResumed = false
  private var reached = false

  /// Suspends until the wake-up, or until the task is cancelled.
  ///
  /// - Returns: Whether the scheduler reached the date (false when the task was cancelled).
  func wait() async -> Bool {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        self.lock.lock()
        if self.isResumed {
          self.lock.unlock()
          continuation.resume()
          return
        }
        self.continuation = continuation
        self.lock.unlock()
      }
    } onCancel: {
      self.resume(reached: false)
    }
    return self.lock.withLock { self.reached }
  }

  func resume(reached: Bool) {
    self.lock.lock()
    guard !self.isResumed else {
      self.lock.unlock()
      return
    }
    self.isResumed = true
    self.reached = reached
    let continuation = self.continuation
    self.continuation = nil
    self.lock.unlock()
    continuation?.resume()
  }
}
