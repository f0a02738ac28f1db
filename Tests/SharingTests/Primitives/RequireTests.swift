import ConcurrencyExtras
import Foundation
import Sharing
import Testing

/// `Shared(require:)` and `SharedReader(require:)`: one user-initiated load, then a reference
/// holding what it loaded, with no second load (M-SH-05).
@Suite struct RequireTests {
  /// A key counting its loads and subscriptions, whose store may be empty or failing.
  struct CountingKey: SharedKey {
    final class Storage: @unchecked Sendable {
      let lock = NSLock()
      var value: Int?
      var fails = false
      var loads: [String] = []
      var subscriptions = 0
      var subscriber: SharedSubscriber<Int>?
      func withLock<R>(_ body: (Storage) -> R) -> R {
        self.lock.lock()
        defer { self.lock.unlock() }
        return body(self)
      }
    }
    struct LoadFailure: Error {}

    let storage: Storage
    var id: ObjectIdentifier { ObjectIdentifier(self.storage) }

    func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
      let (value, fails) = self.storage.withLock { storage in
        switch context {
        case .initialValue: storage.loads.append("initialValue")
        case .userInitiated: storage.loads.append("userInitiated")
        }
        return (storage.value, storage.fails)
      }
      if fails {
        continuation.resume(throwing: LoadFailure())
      } else if let value {
        continuation.resume(returning: value)
      } else {
        continuation.resumeReturningInitialValue()
      }
    }

    func subscribe(
      context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
    ) -> SharedSubscription {
      self.storage.withLock {
        $0.subscriptions += 1
        $0.subscriber = subscriber
      }
      return SharedSubscription {}
    }

    func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
      self.storage.withLock { $0.value = value }
      continuation.resume()
    }
  }

  @Test func aStoredValueIsLoadedOnceAndSubscribedTo() async throws {
    let storage = CountingKey.Storage()
    storage.value = 7
    let count = try await Shared(require: CountingKey(storage: storage))
    #expect(count.wrappedValue == 7)
    #expect(storage.loads == ["userInitiated"])
    #expect(storage.subscriptions == 1)
    storage.subscriber?.yield(8)
    #expect(count.wrappedValue == 8)
    count.withLock { $0 = 9 }
    #expect(storage.value == 9)

    let reader = try await SharedReader(require: CountingKey(storage: storage))
    #expect(reader.wrappedValue == 9)
  }

  @Test func nothingStoredThrows() async {
    let storage = CountingKey.Storage()
    await #expect(throws: (any Error).self) {
      _ = try await SharedReader(require: CountingKey(storage: storage))
    }
    #expect(storage.loads == ["userInitiated"])
    #expect(storage.subscriptions == 0)
  }

  @Test func theKeysErrorIsRethrown() async {
    let storage = CountingKey.Storage()
    storage.fails = true
    await #expect(throws: CountingKey.LoadFailure.self) {
      _ = try await Shared(require: CountingKey(storage: storage))
    }
  }

  @Test func aLiveReferenceIsJoinedAndItsValueWins() async throws {
    let storage = CountingKey.Storage()
    storage.value = 1
    @Shared(CountingKey(storage: storage)) var live = 0
    #expect(live == 1)
    $live.withLock { $0 = 5 }
    storage.withLock { $0.value = 3 }
    let required = try await Shared(require: CountingKey(storage: storage))
    #expect(required.wrappedValue == 5)
    required.withLock { $0 = 6 }
    #expect(live == 6)
  }
}
