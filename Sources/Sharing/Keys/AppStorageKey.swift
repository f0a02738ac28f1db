import ConcurrencyExtras
import Dependencies
import Foundation

/// A type defining a user defaults persistence strategy: see
/// `appStorage(_:store:)`.
///
/// A value of the wrong type already stored under the key leaves the default value and a
/// ``Shared/loadError``; nothing crashes.
public struct AppStorageKey<Value: Sendable>: SharedKey {
  let key: String
  let store: UncheckedSendable<UserDefaults>
  let lookup: AppStorageLookup<Value>

  init(_ key: String, store: UserDefaults?, lookup: AppStorageLookup<Value>) {
    @Dependency(\.defaultAppStorage) var defaultAppStorage
    self.key = key
    self.store = UncheckedSendable(store ?? defaultAppStorage)
    self.lookup = lookup
  }

  /// The key and the user defaults: the same key in two stores is two values.
  public var id: AppStorageKeyID {
    AppStorageKeyID(key: self.key, store: ObjectIdentifier(self.store.value))
  }

  /// Reads the stored value; nothing stored gives the initial value.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: self.read())
  }

  private func read() -> Result<Value?, any Error> {
    guard let object = self.store.value.object(forKey: self.key) else { return .success(nil) }
    do {
      return .success(try self.lookup.decode(object))
    } catch {
      return .failure(AppStorageLoadError(key: self.key, stored: object, reason: error))
    }
  }

  /// Reads the value again whenever the user defaults change.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    let key = self
    let stored = AppStorageSnapshots.shared.start(
      self.id, self.store.value.object(forKey: self.key))
    let token = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification,
      object: self.store.value,
      queue: nil
    ) { _ in
      // The notification names no key: re-read only when this key's stored object changed (not
      // for another key's change, nor for this program's own write of the value it holds).
      guard stored.update(key.store.value.object(forKey: key.key)) else { return }
      switch key.read() {
      case let .success(value?): subscriber.yield(value)
      case .success(nil): subscriber.yieldReturningInitialValue()
      case let .failure(error): subscriber.yield(throwing: error)
      }
    }
    let observer = UncheckedSendable(token)
    return SharedSubscription {
      NotificationCenter.default.removeObserver(observer.value)
      AppStorageSnapshots.shared.stop(key.id)
    }
  }

  /// Writes the value to the user defaults (`nil` removes it).
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    do {
      let object = try self.lookup.encode(value)
      // Recorded first: the change notification of this write is not an outside change.
      AppStorageSnapshots.shared.willStore(object, for: self.id)
      if let object {
        self.store.value.set(object, forKey: self.key)
      } else {
        self.store.value.removeObject(forKey: self.key)
      }
      #if !canImport(Darwin)
        // Foundation posts no change notification off Apple platforms: post it, so that other
        // references to the key (keys of other value types) see the change, as they do there.
        NotificationCenter.default.post(
          name: UserDefaults.didChangeNotification, object: self.store.value
        )
      #endif
      continuation.resume()
    } catch {
      continuation.resume(throwing: error)
    }
  }
}

/// The identity of an ``AppStorageKey``: its key and store.
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let store: ObjectIdentifier
}

extension AppStorageKey: CustomStringConvertible {
  /// `.appStorage("key")`.
  public var description: String {
    ".appStorage(\(String(reflecting: self.key)))"
  }
}

/// The error of a stored value of the wrong type: it names the key, what is stored and why it
/// could not be read.
struct AppStorageLoadError: Error, CustomStringConvertible {
  let key: String
  /// The stored value, described (user defaults' values are not `Sendable`).
  let stored: String
  let reason: any Error

  init(key: String, stored: Any, reason: any Error) {
    self.key = key
    self.stored = String(describing: stored)
    self.reason = reason
  }

  var description: String {
    "Could not load the value stored for '\(self.key)' (\(self.stored)): \(self.reason)"
  }
}

/// A value of the wrong type: what was expected and what was found.
struct AppStorageTypeMismatch: Error, CustomStringConvertible {
  let expected: Any.Type
  /// The type of the stored value (user defaults' values are not `Sendable`).
  let found: Any.Type

  init(expected: Any.Type, found: Any) {
    self.expected = expected
    self.found = type(of: found)
  }

  var description: String {
    "Expected a value of type \(self.expected), found \(self.found)."
  }
}

private enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: UncheckedSendable<UserDefaults> { UncheckedSendable(.standard) }
  static var testValue: UncheckedSendable<UserDefaults> { temporaryUserDefaults() }
  static var previewValue: UncheckedSendable<UserDefaults> { temporaryUserDefaults() }

  private static func temporaryUserDefaults() -> UncheckedSendable<UserDefaults> {
    let suiteName = "co.pointfree.ComposableArchitecture.\(UUID().uuidString)"
    let defaults = UserDefaults(suiteName: suiteName) ?? .standard
    defaults.removePersistentDomain(forName: suiteName)
    return UncheckedSendable(defaults)
  }
}

extension DependencyValues {
  /// The user defaults `appStorage(_:store:)` keys use when given
  /// no store: `UserDefaults.standard` live, a fresh temporary suite in tests and previews.
  public var defaultAppStorage: UserDefaults {
    get { self[DefaultAppStorageKey.self].value }
    set { self[DefaultAppStorageKey.self] = UncheckedSendable(newValue) }
  }
}
