import ConcurrencyExtras
import Dependencies
import Foundation
import Sharing
import Testing

/// A change to one app storage key notifies only that key's references, and only when its value
/// changed.
@Suite struct AppStorageChangeTests {
  @Test func aChangeNotifiesOnlyTheReferencesOfTheKeyThatChanged() {
    let store = UserDefaults(suiteName: "AppStorageChangeTests.\(UUID().uuidString)")!
    withDependencies {
      $0.defaultAppStorage = store
    } operation: {
      @Shared(.appStorage("a")) var a = 1
      @Shared(.appStorage("b")) var b = 1
      let published = LockIsolated<[Int]>([])
      let cancellable = $a.publisher.sink { value in published.withValue { $0.append(value) } }
      $a.withLock { $0 = 2 }
      $b.withLock { $0 = 2 }
      #expect(published.value == [1, 2])
      Self.set(3, forKey: "b", in: store)
      #expect(b == 3)
      #expect(published.value == [1, 2])
      Self.set(2, forKey: "a", in: store)
      #expect(published.value == [1, 2])
      Self.set(5, forKey: "a", in: store)
      #expect(a == 5)
      #expect(published.value == [1, 2, 5])
      _ = cancellable
    }
  }

  /// Changes a stored value outside the keys, with the notification Apple platforms' `UserDefaults`
  /// posts (Linux's posts none).
  static func set(_ value: Int, forKey key: String, in store: UserDefaults) {
    store.set(value, forKey: key)
    NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: store)
  }
}
