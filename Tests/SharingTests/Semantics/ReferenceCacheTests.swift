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

  /// Stores its value in `stored`; its first load, once it has read the value, waits for
  /// `proceed` before handing it over (after signalling `loaded`).
  struct GatedKey: SharedKey {
    let stored: LockIsolated<Int>
    let isFirstLoad = LockIsolated(true)
    let loaded = DispatchSemaphore(value: 0)
    let proceed = DispatchSemaphore(value: 0)
    let id = "ReferenceCacheTests.GatedKey.\(UUID())"
    func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
      let value = self.stored.value
      let isFirstLoad = self.isFirstLoad.withValue { isFirst in
        defer { isFirst = false }
        return isFirst
      }
      if isFirstLoad {
        self.loaded.signal()
        _ = self.proceed.wait(timeout: .now() + 30)
      }
      continuation.resume(returning: value)
    }
    func subscribe(
      context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
    ) -> SharedSubscription { SharedSubscription {} }
    func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
      self.stored.setValue(value)
      continuation.resume()
    }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(self.id) }
  }

  /// A reference is only shared once its value is loaded, and a value loaded while another
  /// reference to the key came, changed it and went away is loaded again: the change is kept.
  @Test func aReferenceMadeWhileAnotherLoadsKeepsTheChangesOfTheOther() async {
    let key = GatedKey(stored: LockIsolated(10))
    let slowReference = LockIsolated<Shared<Int>?>(nil)
    let slowDone = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      // Its load reads 10, then waits.
      slowReference.setValue(Shared(wrappedValue: 0, key))
      slowDone.signal()
    }
    #expect(key.loaded.wait(timeout: .now() + 30) == .success)
    do {
      @Shared(key) var shared = 0
      #expect(shared == 10)
      $shared.withLock { $0 += 1 }
    }
    #expect(key.stored.value == 11)
    key.proceed.signal()
    #expect(slowDone.wait(timeout: .now() + 30) == .success)
    #expect(slowReference.value?.wrappedValue == 11)
    slowReference.value?.withLock { $0 += 1 }
    #expect(key.stored.value == 12)
  }
}
