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
  import Foundation
  import Synchronization

  final class NestedWaitMainExecutor: MainExecutor, @unchecked Sendable {
    private struct Queue {
      var jobs: [UnownedJob] = []
      var head = 0
      /// Whether a timer to run the jobs from a nested run loop is on its way.
      var isTimerArmed = false

      mutating func popFirst() -> UnownedJob? {
        guard self.head < self.jobs.count else { return nil }
        let job = self.jobs[self.head]
        self.head += 1
        if self.head == self.jobs.count {
          self.jobs.removeAll(keepingCapacity: true)
          self.head = 0
        }
        return job
      }
    }

    private let base: any MainExecutor
    private let queue = Mutex(Queue())
    /// How many of the main actor's jobs are running on the main thread, one inside another.
    private let depth = Atomic<Int>(0)

    init(base: any MainExecutor) {
      self.base = base
    }

    func enqueue(_ job: consuming ExecutorJob) {
      let job = UnownedJob(job)
      let armsTimer = self.queue.withLock { queue in
        queue.jobs.append(job)
        guard self.depth.load(ordering: .sequentiallyConsistent) > 0, !queue.isTimerArmed
        else { return false }
        queue.isTimerArmed = true
        return true
      }
      // One main-queue block a job, so that jobs keep their place among the queue's blocks.
      DispatchQueue.main.async { self.runFirst() }
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

    /// The main queue's turn of a job: the first job waiting (this block's own, unless a nested
    /// run loop ran it already).
    private func runFirst() {
      if let job = self.queue.withLock({ $0.popFirst() }) {
        self.run(job)
      }
    }

    /// Runs the waiting jobs when the timer fires inside a run loop nested in one of the main
    /// actor's jobs.
    private func runFromNestedRunLoop() {
      let isNested = self.queue.withLock { queue in
        queue.isTimerArmed = false
        return self.depth.load(ordering: .sequentiallyConsistent) > 0
      }
      guard isNested else { return }
      while let job = self.queue.withLock({ $0.popFirst() }) {
        self.run(job)
      }
    }

    private func run(_ job: UnownedJob) {
      self.depth.add(1, ordering: .sequentiallyConsistent)
      job.runSynchronously(on: MainActor.sharedUnownedExecutor)
      self.depth.subtract(1, ordering: .sequentiallyConsistent)
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
    return MainActor.executor is NestedWaitMainExecutor ? 1 : 0
  #else
    return 0
  #endif
}
