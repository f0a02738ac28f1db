import Foundation

/// A task executor whose jobs run on the main thread, where the main actor's run: the code of a
/// task that prefers it (`Task(executorPreference:)`) runs there unless it is isolated elsewhere,
/// as async code on no actor ran where it was called from before SE-0338 (Swift 5.7).
///
/// `ComposableArchitectureLegacy`'s `Effect.task` runs its operation on it, as 0.39's ran on the
/// main actor under the Swift of its day, so that the operation's output is delivered by the time
/// anything the operation signalled runs: an operation on no actor returns in the job that sends
/// its output, and one on the main actor returns to a job that runs right after its own, before
/// the main run loop does anything else (a block of the run loop's current mode: its blocks run
/// after each of the main queue's callbacks and timers, before the loop checks whether it was
/// stopped, as a wait for an expectation the operation fulfilled stops it).
///
/// Its other jobs go to the main queue, or, in test processes, through the main actor's executor
/// for nested waits (`NestedWaitMainExecutor`), so that they also run while an async main-actor
/// test blocks in XCTest's `wait(for:timeout:)`.
package final class MainThreadTaskExecutor: TaskExecutor {
  package static let shared = MainThreadTaskExecutor()

  private init() {}

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = self.asUnownedTaskExecutor()
    if Thread.isMainThread, let mode = RunLoop.current.currentMode {
      // From the main thread while its run loop runs: right after the current job.
      RunLoop.main.perform(inModes: [mode]) { Self.run(job, on: executor) }
      return
    }
    #if !canImport(Darwin) && compiler(>=6.3) && !compiler(>=6.4)
      if let nested = NestedWaitMainExecutor.installed {
        nested.enqueue(job, on: executor)
        return
      }
    #endif
    DispatchQueue.main.async { job.runSynchronously(on: executor) }
  }

  private static func run(_ job: UnownedJob, on executor: UnownedTaskExecutor) {
    #if !canImport(Darwin) && compiler(>=6.3) && !compiler(>=6.4)
      if let nested = NestedWaitMainExecutor.installed {
        nested.runNow(job, on: executor)
        return
      }
    #endif
    job.runSynchronously(on: executor)
  }
}
