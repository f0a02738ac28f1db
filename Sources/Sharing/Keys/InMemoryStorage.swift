import Dependencies
import Foundation

/// A place where in-memory shared state lives: ``SharedReaderKey/inMemory(_:)`` keys keep their
/// values in `DependencyValues.defaultInMemoryStorage`.
///
/// Values outlive the references to them: a `@Shared(.inMemory("count"))` made after every other
/// one went away still sees the last count. Tests get a fresh storage each.
public struct InMemoryStorage: Hashable, Sendable {
  private let storage: Storage

  // `lock` protects `values`.
  // @unchecked Sendable: `lock` guards `values`.
  private final class Storage: @unchecked Sendable {
    let lock = NSLock()
    var values: [String: Any] = [:]
  }

  /// Creates an empty storage.
  public init() {
    self.storage = Storage()
  }

  /// Two storages are equal when they are the same storage.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage
  }

  /// Hashes the storage's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self.storage))
  }

  /// The value stored for `key`; if there is none of this type, `initialValue` is stored (when
  /// given) and `nil` returned.
  func value<Value>(
    forKey key: String, as type: Value.Type, storingIfAbsent initialValue: Value?
  ) -> Value? {
    self.storage.lock.lock()
    defer { self.storage.lock.unlock() }
    if let value = self.storage.values[key] as? Value {
      return value
    }
    if let initialValue {
      self.storage.values[key] = initialValue
    }
    return nil
  }

  func setValue(_ value: Any, forKey key: String) {
    self.storage.lock.lock()
    defer { self.storage.lock.unlock() }
    self.storage.values[key] = value
  }
}

private enum DefaultInMemoryStorageKey: DependencyKey {
  static var liveValue: InMemoryStorage { sharedLiveInMemoryStorage }
  static var testValue: InMemoryStorage { InMemoryStorage() }
  static var previewValue: InMemoryStorage { InMemoryStorage() }
}

private let sharedLiveInMemoryStorage = InMemoryStorage()

extension DependencyValues {
  /// Default in-memory storage used by ``SharedReaderKey/inMemory(_:)``: one for the whole
  /// program, a fresh one for each test and preview.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[DefaultInMemoryStorageKey.self] }
    set { self[DefaultInMemoryStorageKey.self] = newValue }
  }
}
