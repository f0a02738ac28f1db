import Foundation

/// The references of persisted shared state, by key: two `@Shared` with keys of the same type
/// and id share one reference while either is alive.
///
/// An id names one reference at a time: a key of another type with the same id takes it over,
/// and a later key of the first type gets a reference of its own, as in swift-sharing. `lock`
/// protects `references` and `loading`; no key's code (its `load`, `subscribe`) and no initial value's
/// expression runs while it is held, so that they may open shared state on any thread.
// @unchecked Sendable: `lock` guards `references` and `loading`.
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
  /// The ids whose references are being made: how many are, and how many references were made
  /// for the id since the first began (a value loaded before one was made may be stale).
  private var loading: [ID: Loading] = [:]

  private struct Loading {
    var count = 0
    var insertions = 0
  }

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
    self.lock.lock()
    if let reference = self.live(id, keyType, as: Key.Value.self) {
      self.lock.unlock()
      return reference
    }
    // Counts the references made for the id while this one loads.
    self.loading[id, default: Loading()].count += 1
    var insertions = self.loading[id]!.insertions
    self.lock.unlock()
    defer {
      self.lock.lock()
      self.loading[id]!.count -= 1
      if self.loading[id]!.count == 0 {
        self.loading[id] = nil
      }
      self.lock.unlock()
    }
    let initialValue = initialValue()
    var skipLoad = skipInitialLoad
    while true {
      let persistence = SharedPersistence(key: key, initialValue: initialValue, cacheID: id)
      let reference = SharedRootReference(value: initialValue, persistence: persistence)
      // Loaded before anyone else can change it: a change made to the initial value before the
      // load would be saved over the stored value, then replaced by the stored value.
      if !skipLoad {
        persistence.loadInitialValue(reference: reference)
      }
      self.lock.lock()
      // Another thread may have made it meanwhile: that one is the key's (this one, never seen,
      // goes away).
      if let existing = self.live(id, keyType, as: Key.Value.self) {
        self.lock.unlock()
        return existing
      }
      // A reference made for the id since the lookup may have changed the stored value, and
      // gone away, after this one loaded: load again.
      guard self.loading[id]!.insertions == insertions else {
        insertions = self.loading[id]!.insertions
        self.lock.unlock()
        skipLoad = false
        continue
      }
      self.references[id] = Entry(reference: reference, keyType: keyType)
      self.loading[id]!.insertions &+= 1
      self.lock.unlock()
      persistence.subscribe(reference: reference)
      return reference
    }
  }

  /// The live reference of a key, if any; called under `lock`.
  private func live<Value>(
    _ id: ID, _ keyType: ObjectIdentifier, as _: Value.Type
  ) -> SharedRootReference<Value>? {
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
