import Foundation

/// Runs `body` on the main actor: at once when already on the main thread (so that work a test
/// scheduler or a view triggers there happens synchronously), otherwise in order on the main
/// queue.
func performOnMainActor(_ body: @escaping @MainActor () -> Void) {
  if Thread.isMainThread {
    MainActor.assumeIsolated(body)
  } else {
    let body = UncheckedSendable(body)
    DispatchQueue.main.async {
      MainActor.assumeIsolated(body.value)
    }
  }
}
