// The main actor's executor in test processes on Linux: the platform's, except that a main run
// loop run from inside one of the main actor's jobs (XCTest's `wait(for:timeout:)` in an async
// `@MainActor` test) runs the main actor's jobs too.
//
// Why: XCTest runs an async main-actor test method's body as a job of the main actor, which the
// main dispatch queue runs, from the main run loop that XCTest's own wait for the test runs. A
// `wait(for:timeout:)` in the body runs the main run loop again; its timers and blocks run, but
// libdispatch does not drain the main queue from inside one of its own callbacks
// (`_dispatch_main_queue_callback_4CF` returns at once when re-entered). The main actor's jobs
// are main-queue jobs, so nothing of the main actor's ran until the wait ended: no store's effect
// started, and nothing an effect sent (`await send(…)` hops to the main actor) was reduced. TCA's
// own tests block that way (issue 49, point 1).
//
// How: the test-support loader's constructor (TestSupportLoader.c) installs this executor, in
// test processes only, before any test runs, through the toolchain's factory for the main and
// default executors. Each job goes to the main queue as before (in order with the main queue's
// other blocks), through a FIFO of the executor's own; while a job of the main actor runs, a job
// enqueued also arms a timer on the main run loop, which, fired inside a run loop nested in that
// job, runs the waiting jobs there. Fired anywhere else it does nothing, and the main queue runs
// them as before. A program that is not a test keeps the platform's executor, as does a test
// process with COMPOSABLE_ARCHITECTURE_PLATFORM_MAIN_EXECUTOR set, or a toolchain other than
// 6.3, whose factory is experimental (`@_spi(ExperimentalCustomExecutors)`).

#if !canImport(Darwin) && compiler(>=6.3) && !compiler(>=6.4)
  @_spi(ExperimentalCustomExecutors) import _Concurrency
  import DequeModule
  import Foundation

  final class NestedWaitMainExecutor: MainExecutor, @unchecked Sendable {
    /// A job, and the task executor it runs on if it is a `MainThreadTaskExecutor`'s.
    private struct Entry {
      /// Its place in the queue, which its main-queue block names.
      var number = 0
      let job: UnownedJob
      let taskExecutor: UnownedTaskExecutor?
    }

    /// What the lock guards.
    private struct Queue {
      var jobs = Deque<Entry>()
      var nextNumber = 0
      /// Whether a timer to run the jobs from a nested run loop is on its way.
      var isTimerArmed = false
      /// How many of the main actor's jobs are running on the main thread, one inside another.
      var depth = 0
    }

    /// The one the loader installed, if it did.
    nonisolated(unsafe) static var installed: NestedWaitMainExecutor?

    private let base: any MainExecutor
    // A pthread mutex (not `Synchronization.Mutex`, whose futex ThreadSanitizer does not see).
    private let lock = NSLock()
    nonisolated(unsafe) private var queue = Queue()

    init(base: any MainExecutor) {
      self.base = base
    }

    func enqueue(_ job: consuming ExecutorJob) {
      self.enqueue(Entry(job: UnownedJob(job), taskExecutor: nil))
    }

    /// Runs a job of `MainThreadTaskExecutor`'s on the main thread as it runs the main actor's.
    func enqueue(_ job: UnownedJob, on taskExecutor: UnownedTaskExecutor) {
      self.enqueue(Entry(job: job, taskExecutor: taskExecutor))
    }

    private func enqueue(_ entry: Entry) {
      var entry = entry
      let armsTimer = self.withQueue { queue in
        entry.number = queue.nextNumber
        queue.nextNumber &+= 1
        queue.jobs.append(entry)
        // One main-queue block a job, so that jobs keep their place among the queue's blocks;
        // enqueued under the lock, so that the blocks are in the order of the jobs' numbers.
        let number = entry.number
        DispatchQueue.main.async { self.runOwn(number) }
        guard queue.depth > 0, !queue.isTimerArmed else { return false }
        queue.isTimerArmed = true
        return true
      }
      if armsTimer {
        // A timer, not `RunLoop.perform`: adding one wakes the run loop from any thread.
        let timer = Timer(timeInterval: 0, repeats: false) { _ in self.runFromNestedRunLoop() }
        RunLoop.main.add(timer, forMode: .common)
      }
    }

    func run() throws {
      try self.base.run()
    }

    func stop() {
      self.base.stop()
    }

    func checkIsolated() {
      self.base.checkIsolated()
    }

    func isIsolatingCurrentContext() -> Bool? {
      self.base.isIsolatingCurrentContext()
    }

    /// The main queue's turn of job `number`: run unless a nested run loop ran it already. (Its
    /// blocks run in order, so the jobs before it are gone: it is first, or it ran.) A block
    /// never runs a later job, which would put it ahead of the main queue's blocks before it.
    private func runOwn(_ number: Int) {
      let entry = self.withQueue { queue in
        queue.jobs.first?.number == number ? queue.jobs.popFirst() : nil
      }
      if let entry {
        self.run(entry)
      }
    }

    /// Runs the waiting jobs when the timer fires inside a run loop nested in one of the main
    /// actor's jobs.
    private func runFromNestedRunLoop() {
      let isNested = self.withQueue { queue in
        queue.isTimerArmed = false
        return queue.depth > 0
      }
      guard isNested else { return }
      while let entry = self.withQueue({ $0.jobs.popFirst() }) {
        self.run(entry)
      }
    }

    /// Runs a job of `MainThreadTaskExecutor`'s now, on the main thread, counted as a job of the
    /// main actor's.
    func runNow(_ job: UnownedJob, on taskExecutor: UnownedTaskExecutor) {
      self.run(Entry(job: job, taskExecutor: taskExecutor))
    }

    private func withQueue<R>(_ body: (inout Queue) -> R) -> R {
      self.lock.lock()
      defer { self.lock.unlock() }
      return body(&self.queue)
    }

    private func run(_ entry: Entry) {
      self.withQueue { $0.depth += 1 }
      defer { self.withQueue { $0.depth -= 1 } }
      if let taskExecutor = entry.taskExecutor {
        entry.job.runSynchronously(on: taskExecutor)
      } else {
        entry.job.runSynchronously(on: MainActor.sharedUnownedExecutor)
      }
    }
  }

  private struct TestProcessExecutors: ExecutorFactory {
    static let mainExecutor: any MainExecutor = NestedWaitMainExecutor(
      base: PlatformExecutorFactory.mainExecutor
    )
    static var defaultExecutor: any TaskExecutor { PlatformExecutorFactory.defaultExecutor }
  }
#endif

/// Installs ``NestedWaitMainExecutor`` as the main actor's executor; the test-support loader's
/// constructor calls it in test processes. Returns 1 if the main actor now runs on it.
@_cdecl("_composable_architecture_install_main_executor")
package func _composableArchitectureInstallMainExecutor() -> Int32 {
  #if !canImport(Darwin) && compiler(>=6.3) && !compiler(>=6.4)
    _createExecutors(factory: TestProcessExecutors.self)
    guard let executor = MainActor.executor as? NestedWaitMainExecutor else { return 0 }
    NestedWaitMainExecutor.installed = executor
    return 1
  #else
    return 0
  #endif
}
