import ConcurrencyExtras
import Foundation
import Observation
import Sharing
import Testing

/// When the observers of a shared value are told of a change: during the write, on the writer's
/// thread, whichever thread that is. swift-sharing tells them at once only on the main thread,
/// and otherwise through the main queue (M-SH-01), so ours are never later, and a test that
/// waits for an observer's re-run needs no sleep.
@Suite struct ObserverTimingTests {
  @Test func observersAreToldDuringAWriteOffTheMainThread() async {
    let count = Shared(value: 0)
    let told = LockIsolated<[Bool]>([])
    withObservationTracking {
      _ = count.wrappedValue
    } onChange: {
      told.withValue { $0.append(Thread.isMainThread) }
    }
    let toldBeforeTheWriteReturned = await Task.detached {
      count.withLock { $0 += 1 }
      return told.value.count
    }.value
    #expect(toldBeforeTheWriteReturned == 1)
    #expect(told.value == [false])
  }

  @Test @MainActor func observersAreToldDuringAWriteOnTheMainActor() {
    let count = Shared(value: 0)
    let told = LockIsolated(0)
    withObservationTracking {
      _ = count.wrappedValue
    } onChange: {
      told.withValue { $0 += 1 }
    }
    count.withLock { $0 += 1 }
    #expect(told.value == 1)
  }
}
