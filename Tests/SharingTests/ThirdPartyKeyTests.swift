import Foundation
import Sharing
import Testing

// A persistence library as a third party writes it against swift-sharing 2.8's public API
// (`SharedKey`, `LoadContext`, `LoadContinuation`, `SharedSubscriber`, `SharedSubscription`,
// `SaveContext`, `SaveContinuation`, `Default`), compiled here against this package's `Sharing`
// with nothing changed: a key over a key-value store that notifies of changes, and a key that
// wraps any other key (through the continuations' and the subscriber's public initializers).

/// A thread-safe key-value store of JSON data that tells observers about every change, standing
/// in for a database or a remote configuration service.
final class KeyValueStore: @unchecked Sendable {
  struct SaveFailure: Error {}

  private let lock = NSLock()
  private var values: [String: Data] = [:]
  private var observers: [UUID: (key: String, onChange: @Sendable (Data?) -> Void)] = [:]
  private var failsSaves = false

  func data(forKey key: String) -> Data? {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.values[key]
  }

  /// Writes (or removes, with `nil`) the data of a key and notifies its observers.
  func set(_ data: Data?, forKey key: String) throws {
    self.lock.lock()
    if self.failsSaves {
      self.lock.unlock()
      throw SaveFailure()
    }
    self.values[key] = data
    let observers = self.observers.values.filter { $0.key == key }
    self.lock.unlock()
    for observer in observers {
      observer.onChange(data)
    }
  }

  func setFailsSaves(_ failsSaves: Bool) {
    self.lock.lock()
    self.failsSaves = failsSaves
    self.lock.unlock()
  }

  /// Calls `onChange` after every change of `key`, until the returned closure is called.
  func observe(
    _ key: String, onChange: @escaping @Sendable (Data?) -> Void
  ) -> @Sendable () -> Void {
    let id = UUID()
    self.lock.lock()
    self.observers[id] = (key, onChange)
    self.lock.unlock()
    return { [weak self] in
      guard let self else { return }
      self.lock.lock()
      self.observers[id] = nil
      self.lock.unlock()
    }
  }

  var observerCount: Int {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.observers.count
  }
}

/// A shared key persisting a `Codable` value as JSON in a ``KeyValueStore``.
struct KeyValueStoreKey<Value: Codable & Sendable>: SharedKey {
  struct ID: Hashable {
    let key: String
    let store: ObjectIdentifier
  }

  let key: String
  let store: KeyValueStore

  var id: ID { ID(key: self.key, store: ObjectIdentifier(self.store)) }

  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    guard let data = self.store.data(forKey: self.key) else {
      continuation.resumeReturningInitialValue()
      return
    }
    continuation.resume(with: Result { try JSONDecoder().decode(Value.self, from: data) })
  }

  func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    let cancel = self.store.observe(self.key) { data in
      guard let data else {
        subscriber.yieldReturningInitialValue()
        return
      }
      subscriber.yield(with: Result { try JSONDecoder().decode(Value.self, from: data) })
    }
    return SharedSubscription { cancel() }
  }

  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    do {
      try self.store.set(try JSONEncoder().encode(value), forKey: self.key)
      continuation.resume()
    } catch {
      continuation.resume(throwing: error)
    }
  }
}

extension KeyValueStoreKey: CustomStringConvertible {
  var description: String { ".keyValueStore(\(String(reflecting: self.key)))" }
}

extension SharedReaderKey {
  /// A key persisting a value in a key-value store.
  static func keyValueStore<Value>(
    _ key: String, store: KeyValueStore
  ) -> Self where Self == KeyValueStoreKey<Value> {
    KeyValueStoreKey(key: key, store: store)
  }
}

/// A key that wraps another key and records what goes through it.
struct RecordingKey<Base: SharedKey>: SharedKey {
  final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var _entries: [String] = []
    var entries: [String] {
      self.lock.lock()
      defer { self.lock.unlock() }
      return self._entries
    }
    func append(_ entry: String) {
      self.lock.lock()
      self._entries.append(entry)
      self.lock.unlock()
    }
  }

  let base: Base
  let log: Log

  var id: Base.ID { self.base.id }

  func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    let log = self.log
    let name = context.initialValue == nil ? "load (user)" : "load"
    self.base.load(
      context: context,
      continuation: LoadContinuation("\(self.base)") { result in
        log.append("\(name): \(Self.describe(result))")
        continuation.resume(with: result)
      }
    )
  }

  func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    let log = self.log
    let subscription = self.base.subscribe(
      context: context,
      subscriber: SharedSubscriber(
        callback: { result in
          log.append("update: \(Self.describe(result))")
          subscriber.yield(with: result)
        },
        onLoading: { subscriber.yieldLoading($0) }
      )
    )
    return SharedSubscription {
      log.append("cancel")
      subscription.cancel()
    }
  }

  func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    let log = self.log
    self.base.save(
      value, context: context,
      continuation: SaveContinuation("\(self.base)") { result in
        switch result {
        case .success:
          log.append("save \(context): \(value)")
          continuation.resume()
        case let .failure(error):
          log.append("save \(context) failed")
          continuation.resume(throwing: error)
        }
      }
    )
  }

  private static func describe(_ result: Result<Base.Value?, any Error>) -> String {
    switch result {
    case let .success(value?): return "\(value)"
    case .success(nil): return "initial value"
    case .failure: return "error"
    }
  }
}

extension SharedReaderKey where Self == KeyValueStoreKey<Int>.Default {
  /// A type-safe key with its default, as libraries offer them.
  static func launchCount(in store: KeyValueStore) -> Self {
    Self[.keyValueStore("launchCount", store: store), default: 0]
  }
}

@Suite struct ThirdPartyKeyTests {
  @Test func loadsSavesAndFollowsTheStore() throws {
    let store = KeyValueStore()
    try store.set(Data("3".utf8), forKey: "count")
    @Shared(.keyValueStore("count", store: store)) var count = 0
    #expect(count == 3)

    $count.withLock { $0 += 1 }
    #expect(store.data(forKey: "count") == Data("4".utf8))

    try store.set(Data("10".utf8), forKey: "count")
    #expect(count == 10)

    try store.set(nil, forKey: "count")
    #expect(count == 0)

    @SharedReader(.keyValueStore("count", store: store)) var reader = 0
    $count.withLock { $0 = 5 }
    #expect(reader == 5)
  }

  @Test func errorsBecomeLoadAndSaveErrors() async throws {
    let store = KeyValueStore()
    try store.set(Data("not json".utf8), forKey: "count")
    @Shared(.keyValueStore("count", store: store)) var count = 1
    #expect(count == 1)
    #expect($count.loadError != nil)

    try store.set(Data("2".utf8), forKey: "count")
    #expect(count == 2)
    #expect($count.loadError == nil)

    store.setFailsSaves(true)
    $count.withLock { $0 = 3 }
    #expect($count.saveError != nil)
    await #expect(throws: KeyValueStore.SaveFailure.self) { try await $count.save() }

    store.setFailsSaves(false)
    try await $count.save()
    #expect($count.saveError == nil)
    #expect(store.data(forKey: "count") == Data("3".utf8))
  }

  @Test func theSubscriptionEndsWithTheLastReference() throws {
    let store = KeyValueStore()
    do {
      @Shared(.keyValueStore("count", store: store)) var count = 0
      let copy = $count
      #expect(store.observerCount == 1)
      _ = copy
    }
    #expect(store.observerCount == 0)
  }

  @Test func aKeyWithADefault() throws {
    let store = KeyValueStore()
    @Shared(.launchCount(in: store)) var launchCount
    #expect(launchCount == 0)
    $launchCount.withLock { $0 += 1 }
    #expect(store.data(forKey: "launchCount") == Data("1".utf8))
  }

  @Test func requiringAValue() async throws {
    let store = KeyValueStore()
    await #expect(throws: (any Error).self) {
      _ = try await Shared<Int>(require: .keyValueStore("missing", store: store))
    }
    try store.set(Data("8".utf8), forKey: "present")
    let present = try await SharedReader<Int>(require: .keyValueStore("present", store: store))
    #expect(present.wrappedValue == 8)
  }

  @Test func aKeyWrappingAnotherKey() async throws {
    let store = KeyValueStore()
    let log = RecordingKey<KeyValueStoreKey<Int>>.Log()
    try store.set(Data("1".utf8), forKey: "count")
    do {
      @Shared(RecordingKey(base: .keyValueStore("count", store: store), log: log)) var count = 0
      #expect(count == 1)
      $count.withLock { $0 = 2 }
      try store.set(Data("7".utf8), forKey: "count")
      #expect(count == 7)
      try await $count.load()
    }
    #expect(
      log.entries == [
        "load: 1",
        "update: 2",
        "save didSet: 2",
        "update: 7",
        "load (user): 7",
        "cancel",
      ]
    )
  }
}
