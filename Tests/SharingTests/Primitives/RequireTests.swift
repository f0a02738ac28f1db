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

/// `require` on an `.inMemory` key: only a written value counts as stored (M-SH-05).
@Suite struct InMemoryRequireTests {
  @Test func aLiveNeverWrittenInMemoryReferenceCountsAsNothingStored() async {
    let name = "InMemoryRequireTests.\(UUID())"
    @Shared(.inMemory(name)) var live = 1
    await #expect(throws: (any Error).self) {
      _ = try await SharedReader<Int>(require: .inMemory(name))
    }
    await #expect(throws: (any Error).self) {
      _ = try await Shared<Int>(require: .inMemory(name))
    }
    // The failed requires change nothing.
    #expect(live == 1)
    $live.withLock { $0 = 2 }
    #expect(live == 2)
  }

  @Test func aNeverWrittenInMemoryReferenceThatWentAwayCountsAsNothingStored() async {
    let name = "InMemoryRequireTests.\(UUID())"
    do {
      @Shared(.inMemory(name)) var live = 1
      #expect(live == 1)
    }
    await #expect(throws: (any Error).self) {
      _ = try await SharedReader<Int>(require: .inMemory(name))
    }
  }

  @Test func anEmptyInMemoryKeyThrows() async {
    await #expect(throws: (any Error).self) {
      _ = try await SharedReader<Int>(require: .inMemory("InMemoryRequireTests.\(UUID())"))
    }
  }

  @Test func aWrittenInMemoryValueIsRequiredAndJoined() async throws {
    let name = "InMemoryRequireTests.\(UUID())"
    @Shared(.inMemory(name)) var live = 1
    $live.withLock { $0 = 3 }
    let required = try await Shared<Int>(require: .inMemory(name))
    #expect(required.wrappedValue == 3)
    required.withLock { $0 = 4 }
    #expect(live == 4)
    let reader = try await SharedReader<Int>(require: .inMemory(name))
    #expect(reader.wrappedValue == 4)
  }

  @Test func aWrittenInMemoryValueOutlivesItsReferencesForRequire() async throws {
    let name = "InMemoryRequireTests.\(UUID())"
    do {
      @Shared(.inMemory(name)) var live = 1
      $live.withLock { $0 = 5 }
    }
    let reader = try await SharedReader<Int>(require: .inMemory(name))
    #expect(reader.wrappedValue == 5)
  }

  /// An unwritten value is still what a later `@Shared` of the key starts from.
  @Test func aNeverWrittenValueIsStillSharedWithLaterReferences() {
    let name = "InMemoryRequireTests.\(UUID())"
    do {
      @Shared(.inMemory(name)) var first = 1
      @Shared(.inMemory(name)) var second = 2
      #expect(second == 1)
    }
    @Shared(.inMemory(name)) var third = 3
    #expect(third == 1)
  }
}
