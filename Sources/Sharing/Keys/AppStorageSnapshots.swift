import ConcurrencyExtras
import Foundation

/// The object each subscribed `.appStorage` key last saw in its store, by key id.
///
/// `UserDefaults.didChangeNotification` names no key: every subscription hears every change of
/// its store. A subscription re-reads its key only when the stored object differs from the one
/// recorded here, which the key's own saves update before they write.
final class AppStorageSnapshots: Sendable {
  static let shared = AppStorageSnapshots()

  /// The stored object of one key, and how many subscriptions follow it.
  final class Snapshot: Sendable {
    private let object = LockIsolated<StoredObject>(StoredObject(nil))

    fileprivate init(_ object: StoredObject) {
      self.object.setValue(object)
    }

    /// Records the object now stored, returning whether it differs from the one recorded.
    func update(_ object: Any?) -> Bool {
      let new = StoredObject(object)
      return self.object.withValue { recorded in
        defer { recorded = new }
        return recorded != new
      }
    }

    fileprivate func set(_ object: StoredObject) {
      self.object.setValue(object)
    }
  }

  private let snapshots = LockIsolated<[AppStorageKeyID: (snapshot: Snapshot, count: Int)]>([:])

  /// The snapshot of a key that a subscription starts following, holding `object` if no other
  /// subscription follows the key.
  func start(_ id: AppStorageKeyID, _ object: Any?) -> Snapshot {
    let object = StoredObject(object)
    return self.snapshots.withValue { snapshots in
      if let entry = snapshots[id] {
        snapshots[id] = (entry.snapshot, entry.count + 1)
        return entry.snapshot
      }
      let snapshot = Snapshot(object)
      snapshots[id] = (snapshot, 1)
      return snapshot
    }
  }

  /// A subscription stops following a key.
  func stop(_ id: AppStorageKeyID) {
    self.snapshots.withValue { snapshots in
      guard let entry = snapshots[id] else { return }
      snapshots[id] = entry.count > 1 ? (entry.snapshot, entry.count - 1) : nil
    }
  }

  /// Records the object a key's save is about to store.
  func willStore(_ object: Any?, for id: AppStorageKeyID) {
    let object = StoredObject(object)
    self.snapshots.withValue { $0[id]?.snapshot }?.set(object)
  }
}

/// A property-list object, compared by value: by `AnyHashable` when it is hashable (numbers,
/// strings, data, dates), else by its description (arrays and dictionaries).
// @unchecked Sendable: property-list objects are immutable values.
struct StoredObject: Equatable, @unchecked Sendable {
  private let object: Any?

  init(_ object: Any?) {
    self.object = object
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs.object, rhs.object) {
    case (nil, nil):
      return true
    case let (lhs?, rhs?):
      if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable {
        return lhs == rhs
      }
      return String(describing: lhs) == String(describing: rhs)
    default:
      return false
    }
  }
}
