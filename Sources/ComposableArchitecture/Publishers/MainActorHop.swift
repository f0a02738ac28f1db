import Foundation

/// Runs `body` on the main actor: at once when already on it, on the main thread or on the
/// thread draining the main queue (so that work a test scheduler or a view triggers there
/// happens synchronously), otherwise in order on the main queue.
func performOnMainActor(_ body: @escaping @MainActor () -> Void) {
  if Thread.isMainThread || isOnMainQueue() {
    MainActor.assumeIsolated(body)
  } else {
    let body = UncheckedSendable(body)
    DispatchQueue.main.async {
      MainActor.assumeIsolated(body.value)
    }
  }
}
