import ComposableArchitecture
import Foundation

/// How many pieces of work are filed under a cancellation identifier in the registry of the
/// effects subscribed to outside any store: what 0.33's `cancellationCancellables` held, for the
/// tests that check it forgets what completed or was cancelled.
func globalCancellationCount() -> Int {
  CancellationRegistry.global.count
}

/// How much longer than usual wall-clock waits may take: `TEST_TIMEOUT_SCALE` (sanitizer runs
/// are many times slower), 1 by default.
let legacyTimeoutScale: Double = {
  let value = ProcessInfo.processInfo.environment["TEST_TIMEOUT_SCALE"].flatMap { Double($0) }
  return max(value ?? 1, 1)
}()
