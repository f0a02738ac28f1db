import Foundation

/// The references of persisted shared state, by key: two `@Shared` with keys of the same type
/// and id share one reference while either is alive.
///
/// An id names one reference at a time: a key of another type with the same id takes it over,
/// and a later key of the first type gets a reference of its own, as in swift-sharing. `lock`
/// protects `references`; no key's code (its `load`, `subscribe`) and no initial value's
/// expression runs while it is held, so that they may open shared state on any thread.
// @unchecked Sendable: `lock` guards `references`.
final class SharedReferenceCache: @unchecked Sendable {
  // The key's id is only compared and hashed, under the cache's lock.
  // @unchecked Sendable: immutable; the key is only hashed and compared, under the cache's lock.
  struct ID: Hashable, @unchecked Sendable {
    let key: AnyHashable
  }

  private final class Entry {
    weak var reference: AnyObject?
    /// The type of the key that made the reference.
    let keyType: ObjectIdentifier

    init(reference: AnyObject, keyType: ObjectIdentifier) {
      self.reference = reference
      self.keyType = keyType
    }
  }

  static let shared = SharedReferenceCache()

  // Recursive: a reference that goes away while the lock is held (the last strong reference a
  // lookup took) removes itself from the cache.
  private let lock = NSRecursiveLock()
  private var references: [ID: Entry] = [:]

  /// The reference for a key, made (loading its value and subscribing to its changes) if no
  /// reference for a key of the same type and id is alive.
  ///
  /// `skipInitialLoad`: the initial value was just loaded from the key (`init(require:)`), so a
  /// new reference only subscribes.
  func reference<Key: SharedReaderKey>(
    for key: Key,
    initialValue: @autoclosure () -> Key.Value,
    skipInitialLoad: Bool = false
  ) -> SharedRootReference<Key.Value> {
    let id = ID(key: AnyHashable(key.id))
    let keyType = ObjectIdentifier(Key.self)
    if let reference = self.cached(id, keyType, as: Key.Value.self) {
      return reference
    }
    let initialValue = initialValue()
    self.lock.lock()
    // Another thread may have made it while the initial value was computed.
    if let entry = self.references[id], entry.keyType == keyType,
      let reference = entry.reference as? SharedRootReference<Key.Value>
    {
      self.lock.unlock()
      return reference
    }
    let persistence = SharedPersistence(key: key, initialValue: initialValue, cacheID: id)
    let reference = SharedRootReference(value: initialValue, persistence: persistence)
    self.references[id] = Entry(reference: reference, keyType: keyType)
    self.lock.unlock()
    persistence.start(reference: reference, skipInitialLoad: skipInitialLoad)
    return reference
  }

  private func cached<Value>(
    _ id: ID, _ keyType: ObjectIdentifier, as _: Value.Type
  ) -> SharedRootReference<Value>? {
    self.lock.lock()
    defer { self.lock.unlock() }
    guard let entry = self.references[id], entry.keyType == keyType else { return nil }
    return entry.reference as? SharedRootReference<Value>
  }

  /// Forgets a key whose reference went away.
  func remove(_ id: ID) {
    self.lock.lock()
    defer { self.lock.unlock() }
    if self.references[id]?.reference == nil {
      self.references[id] = nil
    }
  }
}
