import Foundation

/// The references of persisted shared state, by key: two `@Shared` with keys of the same id (and
/// value type) share one reference while either is alive.
///
/// `lock` protects `references`; it is held while a reference is made, so that two threads
/// asking for the same key get the same reference.
// @unchecked Sendable: `lock` guards `references`.
final class SharedReferenceCache: @unchecked Sendable {
  // The key's id is only compared and hashed, under the cache's lock.
  // @unchecked Sendable: immutable; the key is only hashed and compared, under the cache's lock.
  struct ID: Hashable, @unchecked Sendable {
    let key: AnyHashable
    let valueType: ObjectIdentifier
  }

  private struct WeakReference {
    weak var reference: AnyObject?
  }

  static let shared = SharedReferenceCache()

  private let lock = NSRecursiveLock()
  private var references: [ID: WeakReference] = [:]

  /// The reference for a key, made (loading its value and subscribing to its changes) if no
  /// reference for the key is alive.
  func reference<Key: SharedReaderKey>(
    for key: Key,
    initialValue: @autoclosure () -> Key.Value
  ) -> SharedRootReference<Key.Value> {
    let id = ID(key: AnyHashable(key.id), valueType: ObjectIdentifier(Key.Value.self))
    self.lock.lock()
    defer { self.lock.unlock() }
    if let reference = self.references[id]?.reference as? SharedRootReference<Key.Value> {
      return reference
    }
    let initialValue = initialValue()
    let persistence = SharedPersistence(key: key, initialValue: initialValue, cacheID: id)
    let reference = SharedRootReference(value: initialValue, persistence: persistence)
    self.references[id] = WeakReference(reference: reference)
    persistence.start(reference: reference)
    return reference
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
