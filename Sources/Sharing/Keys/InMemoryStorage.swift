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
    var values: [String: Entry] = [:]
  }

  /// A stored value, and whether a save wrote it (rather than a reference's first load keeping
  /// its initial value).
  private struct Entry {
    var value: Any
    var isWritten: Bool
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

  /// The value stored for `key`.
  ///
  /// With an `initialValue` (a reference's first load), a kept initial value counts; if there is
  /// no value of this type, `initialValue` is kept (as not written) and `nil` returned. Without
  /// one (``Shared/load()``, `require`), only a written value counts: a key whose references were
  /// never written holds nothing.
  func value<Value>(
    forKey key: String, as type: Value.Type, storingIfAbsent initialValue: Value?
  ) -> Value? {
    self.storage.lock.lock()
    defer { self.storage.lock.unlock() }
    if let entry = self.storage.values[key], let value = entry.value as? Value {
      return entry.isWritten || initialValue != nil ? value : nil
    }
    if let initialValue {
      self.storage.values[key] = Entry(value: initialValue, isWritten: false)
    }
    return nil
  }

  /// Writes the value (a save).
  func setValue(_ value: Any, forKey key: String) {
    self.storage.lock.lock()
    defer { self.storage.lock.unlock() }
    self.storage.values[key] = Entry(value: value, isWritten: true)
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
