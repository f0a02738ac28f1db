import ComposableArchitecture
import Foundation

/// Whether the caller may use a store: as in 0.x, whether it runs on the main thread, or in work
/// the main queue runs (where the main actor runs its jobs, which on Linux may be another thread
/// once the main thread has handed the main queue over, as test runners do).
///
/// (The concurrency runtime's check of the current executor traps, rather than answer no, off
/// the main thread on Linux, so it cannot be asked.)
func isOnMainThreadOrActor() -> Bool {
  Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// Marks the main queue, so that work it runs can tell.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()

/// Runs work on the 1.x runtime (isolated to the main actor) from the 0.x API, which is not
/// isolated.
///
/// 0.x's store belonged to no actor: it was meant for the main thread, and reported a use from
/// another thread and carried on. This layer keeps that: callers check the thread first and
/// report, and the work then runs where the caller is, as 0.x's did, instead of trapping as
/// `MainActor.assumeIsolated` would.
func runOnMainActor<T>(_ body: @MainActor () -> T) -> T {
  withoutActuallyEscaping(body) { body in
    // A synchronous main-actor function has the same representation as a plain one; the
    // isolation is a static promise, which the callers' thread check stands in for.
    unsafeBitCast(body, to: (() -> T).self)()
  }
}
