import ConcurrencyExtras

/// Keeps the main serial executor on for as long as any test store is alive.
///
/// A test store runs effects on the main serial executor (`uncheckedUseMainSerialExecutor`) so
/// that they run in a fixed order. Each store used to turn it on and, when released, restore what
/// it had found; but tests run concurrently (Swift Testing interleaves main-actor tests at their
/// suspension points), and a store released while another one was still running turned it off
/// under the other, whose effects then ran on the global executor, in no fixed order. The first
/// live store turns it on now, and the last one released restores what the first found.
enum MainSerialExecutorLease {
  private static let state = LockIsolated((stores: 0, original: false))

  /// A test store starts: the serial executor is on.
  ///
  /// - Returns: Whether the store must put the executor back off when it is released: when the
  ///   test turned it off while other stores lived (say, stores another test leaked), the value
  ///   it found is the test's, and it is back when this store goes, as in TCA.
  static func acquire() -> Bool {
    state.withValue { state in
      let found = uncheckedUseMainSerialExecutor
      let restoresOnRelease = state.stores > 0 && !found
      if state.stores == 0 {
        state.original = found
      }
      state.stores += 1
      uncheckedUseMainSerialExecutor = true
      return restoresOnRelease
    }
  }

  /// A test store was released: the last one restores the executor the first one found; one
  /// that found it turned off (see ``acquire()``) turns it off again.
  static func release(restoringOff: Bool) {
    state.withValue { state in
      state.stores -= 1
      if state.stores == 0 {
        uncheckedUseMainSerialExecutor = state.original
      } else if restoringOff {
        uncheckedUseMainSerialExecutor = false
      }
    }
  }
}
