import Dependencies
import Foundation
import Sharing
import Testing

/// No user code runs under a global lock: a custom key's `load` may wait for another thread
/// that opens shared state.
@Suite struct GlobalLockTests {
  final class Outcome: @unchecked Sendable {
    var otherThreadFinished = false
  }

  struct WaitingKey: SharedReaderKey {
    let outcome: Outcome
    var id: ObjectIdentifier { ObjectIdentifier(self.outcome) }
    func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
      let done = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        @Shared(.inMemory("GlobalLockTests.other")) var other = 0
        _ = other
        done.signal()
      }
      // Only a deadlock makes this wait last: the other thread needs the reference cache.
      self.outcome.otherThreadFinished = done.wait(timeout: .now() + 10) == .success
      continuation.resume(returning: 1)
    }
    func subscribe(
      context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
    ) -> SharedSubscription { SharedSubscription {} }
  }

  @Test func aKeysLoadRunsOutsideTheReferenceCachesLock() {
    let outcome = Outcome()
    @SharedReader(WaitingKey(outcome: outcome)) var value = 0
    #expect(value == 1)
    #expect(outcome.otherThreadFinished)
  }
}
