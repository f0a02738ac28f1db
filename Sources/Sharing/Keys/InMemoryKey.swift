import Dependencies

extension SharedReaderKey {
  /// A shared key that holds a value in memory, shared by every `@Shared` with the same name.
  ///
  /// ```swift
  /// @Shared(.inMemory("isLoggedIn")) var isLoggedIn = false
  /// ```
  ///
  /// - Parameter key: A string name for the value.
  /// - Returns: An in-memory shared key.
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}

/// A type defining an in-memory persistence strategy: see ``SharedReaderKey/inMemory(_:)``.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  private let key: String
  private let store: InMemoryStorage

  init(_ key: String) {
    @Dependency(\.defaultInMemoryStorage) var defaultInMemoryStorage
    self.key = key
    self.store = defaultInMemoryStorage
  }

  /// The name and the storage: equal names in different storages are different values.
  public var id: InMemoryKeyID {
    InMemoryKeyID(key: self.key, store: self.store)
  }

  /// Loads the stored value, or keeps the initial value if there is none. A load without an
  /// initial value (``Shared/load()``, `require`) only sees a written value: a key whose shared
  /// references were never written holds nothing, so `Shared(require:)` throws.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    // Looked up and stored in one step: two references made at once agree on the value.
    if let value = self.store.value(
      forKey: self.key, as: Value.self, storingIfAbsent: context.initialValue)
    {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  /// In-memory values only change through their shared reference: nothing to subscribe to.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  /// Stores the value.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    self.store.setValue(value, forKey: self.key)
    continuation.resume()
  }
}

/// The identity of an ``InMemoryKey``: its name and storage.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let store: InMemoryStorage
}

extension InMemoryKey: CustomStringConvertible {
  /// `.inMemory("name")`.
  public var description: String {
    ".inMemory(\(String(reflecting: self.key)))"
  }
}
