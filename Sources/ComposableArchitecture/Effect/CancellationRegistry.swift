import ConcurrencyExtras
import Dependencies
import Foundation

/// The identity of a cancellable effect: the user's identifier, by type and value, in the place
/// of the feature tree where the effect was created.
@usableFromInline
package struct _CancelID: Hashable, Sendable {
  let id: CancelIdentifier
  let navigationIDPath: NavigationIDPath

  init(id: some Hashable & Sendable, navigationIDPath: NavigationIDPath) {
    self.id = CancelIdentifier(value: HashableValue(id))
    self.navigationIDPath = navigationIDPath
  }

  /// An identifier in the place of the feature tree the current code runs in.
  @usableFromInline
  package init(id: some Hashable & Sendable) {
    // What `@Dependency(\.navigationIDPath)` reads, without the property wrapper's work: this
    // runs for every cancellable effect.
    self.init(id: id, navigationIDPath: DependencyValues._current.navigationIDPath)
  }
}

/// A user's cancellation identifier: equal only to an equal value of the same type
/// (`1 as Int` is not `1 as UInt8`, which `AnyHashable` calls equal), as in TCA.
@usableFromInline
struct CancelIdentifier: Hashable, Sendable {
  let value: HashableValue

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.value.isIdentical(to: rhs.value)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    self.value.hash(into: &hasher)
  }
}

/// The running work of one store, indexed by cancellation identifier.
///
/// Each root store owns one, so identifiers never reach across stores; effects started by a
/// store see it as ``current`` (a task local), which `withTaskCancellation` and
/// `Task.cancel(id:)` use. Work started outside any store shares ``global``.
///
/// Cancelling an identifier at a place of the feature tree cancels the work registered under it
/// there and at every place below it (the feature's presented, `ifLet` and `forEach` children),
/// as TCA does: TCA files each effect under every prefix of its navigation path.
// @unchecked Sendable: `lock` guards `entries` and every other stored `var`.
package final class CancellationRegistry: @unchecked Sendable {
  /// What cancelling one registration does: cancel a store's effect, or call a closure.
  enum Registration {
    case effect(EffectHandle)
    case closure(@Sendable () -> Void)

    func cancel() {
      switch self {
      case let .effect(handle): handle.cancel()
      case let .closure(cancel): cancel()
      }
    }
  }

  /// The registrations of one identifier at one place: a class, so that the last one used can
  /// be kept at hand and filled in place.
  final class Bucket {
    /// A store's effects registered under this identifier alone (most are). Each knows its
    /// slot (`EffectHandle.registrySlot`), so that it leaves in constant time, with no hashing
    /// and no table to grow as effects start (`Effects.StartAndCancel(10000)`).
    var effects: [EffectHandle] = []
    /// The rest, by token: closures, and effects registered under several identifiers.
    var others: [Int: Registration] = [:]

    var isEmpty: Bool { self.effects.isEmpty && self.others.isEmpty }

    var count: Int { self.effects.count + self.others.count }

    func cancelAll() {
      for handle in self.effects {
        handle.cancel()
      }
      for registration in self.others.values {
        registration.cancel()
      }
    }
  }

  // Guarded by `lock`: effects register and cancel from any thread. Indexed by the user's
  // identifier first, then by place, so a cancellation finds the places below it without
  // scanning unrelated identifiers.
  private let lock = NSLock()
  private var entries: [CancelIdentifier: [NavigationIDPath: Bucket]] = [:]
  private var nextToken = 0
  // The bucket of the last registration: effects started together usually share an identifier,
  // so most registrations skip the two dictionary lookups.
  // `lastID` means something only while `lastBucket` is set: not optional, so that checking
  // it copies nothing (an optional identifier was copied and destroyed at each registration).
  private var lastID = _CancelID(id: 0, navigationIDPath: NavigationIDPath())
  private var lastBucket: Bucket?
  /// The list of identifiers `lastID` last came in (a store's effects started together share
  /// one, see `RootCore.ids`): the same storage again means the same identifier, with no
  /// comparison. Empty when `lastID` came alone.
  private var lastIDList: [_CancelID] = []

  /// The registry of the store whose effect is running, if any.
  @TaskLocal package static var _current: CancellationRegistry?

  /// The registry that `withTaskCancellation` and `Task.cancel(id:)` use here.
  package static var current: CancellationRegistry { _current ?? global }

  /// The registry for work started outside any store.
  package static let global = CancellationRegistry(isGlobal: true)

  /// Every store's registry, weakly: what a cancellation made outside any store reaches.
  private static let live = LockIsolated<[ObjectIdentifier: WeakRegistry]>([:])

  private struct WeakRegistry {
    weak var registry: CancellationRegistry?
  }

  private let isGlobal: Bool

  /// A store's registry (or, with `isGlobal`, the one for work started outside any store).
  package init(isGlobal: Bool = false) {
    self.isGlobal = isGlobal
    guard !isGlobal else { return }
    let id = ObjectIdentifier(self)
    Self.live.withValue { $0[id] = WeakRegistry(registry: self) }
  }

  deinit {
    guard !self.isGlobal else { return }
    let id = ObjectIdentifier(self)
    _ = Self.live.withValue { $0.removeValue(forKey: id) }
  }

  /// Cancels the identifier where the calling code runs: in the store whose effect calls it, or,
  /// called outside any effect (by app or test code), in every store and in the work started
  /// outside stores, as in TCA.
  package static func cancelHere(id: _CancelID) {
    if let current = Self._current {
      current.cancel(id: id)
      return
    }
    Self.global.cancel(id: id)
    let registries = Self.live.value.values.compactMap(\.registry)
    for registry in registries {
      registry.cancel(id: id)
    }
  }

  /// Registers a cancel action under the identifier and returns its token, for `remove`.
  @discardableResult
  package func insert(id: _CancelID, cancel: @escaping @Sendable () -> Void) -> Int {
    self.lock.lock()
    defer { self.lock.unlock() }
    // Negative tokens never collide with the positive ones a store hands out.
    self.nextToken -= 1
    self.bucketLocked(for: id).others[self.nextToken] = .closure(cancel)
    return self.nextToken
  }

  /// Starts a task and registers it under the identifier in one step, so that a cancellation
  /// can never fall between the two.
  func startTask<T: Sendable>(
    id: _CancelID,
    operation: @escaping @Sendable () async throws -> T
  ) -> (Task<T, any Error>, Int) {
    self.lock.lock()
    defer { self.lock.unlock() }
    let task = Task { try await operation() }
    self.nextToken -= 1
    self.bucketLocked(for: id).others[self.nextToken] = .closure { task.cancel() }
    return (task, self.nextToken)
  }

  /// Registers a store's effect under each of its identifiers, with one lock.
  func insert(ids: [_CancelID], effect handle: EffectHandle) {
    self.lock.lock()
    defer { self.lock.unlock() }
    if ids.count == 1 {
      let bucket: Bucket
      if let lastBucket = self.lastBucket, ids.sharesStorage(with: self.lastIDList) {
        bucket = lastBucket
      } else {
        bucket = self.bucketLocked(for: ids[0])
        self.lastIDList = ids
      }
      handle.registrySlot = bucket.effects.count
      bucket.effects.append(handle)
      assert(
        bucket.effects[handle.registrySlot] === handle,
        "CancellationRegistry: an effect's slot is not its index in its bucket"
      )
      return
    }
    for id in ids {
      self.bucketLocked(for: id).others[handle.token] = .effect(handle)
    }
  }

  private func bucketLocked(for id: _CancelID) -> Bucket {
    if let lastBucket = self.lastBucket(for: id) {
      return lastBucket
    }
    let bucket: Bucket
    if let existing = self.entries[id.id]?[id.navigationIDPath] {
      bucket = existing
    } else {
      bucket = Bucket()
      self.entries[id.id, default: [:]][id.navigationIDPath] = bucket
    }
    self.lastID = id
    self.lastIDList = []
    self.lastBucket = bucket
    return bucket
  }

  /// Removes what `insert` registered, once the work finished.
  package func remove(id: _CancelID, token: Int) {
    self.lock.lock()
    defer { self.lock.unlock() }
    self.removeLocked(id: id, token: token)
  }

  /// Removes a finished effect from each of its identifiers, with one lock.
  func remove(ids: [_CancelID], effect handle: EffectHandle) {
    self.lock.lock()
    defer { self.lock.unlock() }
    if ids.count == 1 {
      // Registered in `effects`, at its slot, if its bucket is still there (a cancellation
      // takes the bucket away; another bucket for the same identifier has other effects).
      guard let bucket = self.existingBucketLocked(for: ids[0]) else { return }
      let slot = handle.registrySlot
      guard slot >= 0, slot < bucket.effects.count, bucket.effects[slot] === handle else { return }
      let last = bucket.effects.removeLast()
      if slot < bucket.effects.count {
        bucket.effects[slot] = last
        last.registrySlot = slot
      }
      handle.registrySlot = -1
      assert(
        slot >= bucket.effects.count || bucket.effects[slot].registrySlot == slot,
        "CancellationRegistry: the effect moved into a freed slot does not know its slot"
      )
      self.dropIfEmptyLocked(bucket, id: ids[0])
      return
    }
    for id in ids {
      self.removeLocked(id: id, token: handle.token)
    }
  }

  /// The last bucket used, if it is the identifier's.
  private func lastBucket(for id: _CancelID) -> Bucket? {
    guard let lastBucket = self.lastBucket, self.lastID.navigationIDPath == id.navigationIDPath,
      self.lastID.id == id.id
    else { return nil }
    return lastBucket
  }

  private func existingBucketLocked(for id: _CancelID) -> Bucket? {
    self.lastBucket(for: id) ?? self.entries[id.id]?[id.navigationIDPath]
  }

  private func removeLocked(id: _CancelID, token: Int) {
    guard let bucket = self.existingBucketLocked(for: id),
      bucket.others.removeValue(forKey: token) != nil
    else { return }
    self.dropIfEmptyLocked(bucket, id: id)
  }

  private func dropIfEmptyLocked(_ bucket: Bucket, id: _CancelID) {
    guard bucket.isEmpty else { return }
    if self.lastBucket === bucket {
      self.lastBucket = nil
    }
    self.entries[id.id]?[id.navigationIDPath] = nil
    if self.entries[id.id]?.isEmpty == true {
      self.entries[id.id] = nil
    }
  }

  /// Cancels everything registered under the identifier, at its place and the places below.
  package func cancel(id: _CancelID) {
    var cancelled: [Bucket] = []
    self.lock.lock()
    if var places = self.entries[id.id] {
      for (path, bucket) in places where path.hasPrefix(id.navigationIDPath) {
        cancelled.append(bucket)
        places[path] = nil
        if self.lastBucket === bucket {
          self.lastBucket = nil
        }
      }
      self.entries[id.id] = places.isEmpty ? nil : places
    }
    self.lock.unlock()
    // The buckets left the table: nothing else reaches them any more.
    for bucket in cancelled {
      bucket.cancelAll()
    }
  }

  /// Cancels everything registered.
  func cancelAll() {
    self.lock.lock()
    let all = self.entries
    self.entries.removeAll()
    self.lastBucket = nil
    self.lock.unlock()
    for places in all.values {
      for bucket in places.values {
        bucket.cancelAll()
      }
    }
  }

  /// Whether anything is registered under the identifier at exactly its place.
  func contains(id: _CancelID) -> Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.entries[id.id]?[id.navigationIDPath] != nil
  }
}

extension CancellationRegistry {
  /// How many pieces of work are registered, for the tests that check a registry forgets what
  /// was cancelled, dismissed or finished.
  package var count: Int {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.entries.values.reduce(0) { count, places in
      places.values.reduce(count) { $0 + $1.count }
    }
  }
}

extension [_CancelID] {
  /// Whether two lists are one storage: the same identifiers, found without comparing them.
  func sharesStorage(with other: [_CancelID]) -> Bool {
    self.withUnsafeBufferPointer { lhs in
      other.withUnsafeBufferPointer { rhs in lhs.baseAddress == rhs.baseAddress }
    }
  }

  /// Whether two lists are the same list of a store's effects (`RootCore.ids`): both empty, or
  /// one storage.
  func isSameList(as other: [_CancelID]) -> Bool {
    self.isEmpty ? other.isEmpty : self.sharesStorage(with: other)
  }
}
