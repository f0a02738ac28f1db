import ConcurrencyExtras
import Foundation
import Sharing
import Testing

/// References are cached by key type and id (B-SH-06).
@Suite struct ReferenceCacheTests {
  struct FirstKey: SharedKey {
    let loads: LockIsolated<Int>
    let id: String
    func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
      self.loads.withValue { $0 += 1 }
      continuation.resume(returning: 1)
    }
    func subscribe(
      context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
    ) -> SharedSubscription { SharedSubscription {} }
    func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
      continuation.resume()
    }
  }

  struct SecondKey: SharedKey {
    let loads: LockIsolated<Int>
    let id: String
    func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
      self.loads.withValue { $0 += 1 }
      continuation.resume(returning: 2)
    }
    func subscribe(
      context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
    ) -> SharedSubscription { SharedSubscription {} }
    func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
      continuation.resume()
    }
  }

  @Test func keysOfTwoTypesWithOneIdDoNotShareAReference() {
    let firstLoads = LockIsolated(0)
    let secondLoads = LockIsolated(0)
    let id = "ReferenceCacheTests.\(UUID())"
    @Shared(FirstKey(loads: firstLoads, id: id)) var first = 0
    @Shared(SecondKey(loads: secondLoads, id: id)) var second = 0
    #expect(first == 1)
    #expect(second == 2)
    #expect(firstLoads.value == 1)
    #expect(secondLoads.value == 1)
    $first.withLock { $0 = 10 }
    #expect(second == 2)
  }

  @Test func keysOfOneTypeWithOneIdShareAReference() {
    let loads = LockIsolated(0)
    let id = "ReferenceCacheTests.\(UUID())"
    @Shared(FirstKey(loads: loads, id: id)) var first = 0
    @Shared(FirstKey(loads: loads, id: id)) var again = 0
    #expect(loads.value == 1)
    $first.withLock { $0 = 10 }
    #expect(again == 10)
  }
}
