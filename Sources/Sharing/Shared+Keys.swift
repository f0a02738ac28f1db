extension Shared {
  /// Creates a shared reference to a value persisted by a key, with a default for when the key
  /// has none.
  ///
  /// ```swift
  /// @Shared(.appStorage("count")) var count = 0
  /// ```
  ///
  /// Two `@Shared` with keys of the same id share one reference: a change through one is seen
  /// through the other.
  ///
  /// - Parameters:
  ///   - wrappedValue: A default value used when the key holds nothing (or fails to load).
  ///   - key: A shared key that loads, subscribes to and saves the value.
  public init(
    wrappedValue: @autoclosure () -> Value,
    _ key: some SharedKey<Value>
  ) {
    let reference = SharedReferenceCache.shared.reference(
      for: key, initialValue: wrappedValue()
    )
    reference.persistence?.enableSaving(with: key)
    self.init(reference: reference)
  }

  /// Creates a shared reference to an optional value persisted by a key, `nil` by default.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.userURL)) var user: User?
  /// ```
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Creates a shared reference to a value persisted by a key that carries its default.
  ///
  /// ```swift
  /// @Shared(.count) var count
  /// ```
  public init<Key: SharedKey<Value>>(_ key: _SharedKeyDefault<Key>) {
    self.init(wrappedValue: key.defaultValue(), key.base)
  }

  /// Creates a shared reference to a value persisted by a key that carries a default, with
  /// another default.
  public init<Key: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value,
    _ key: _SharedKeyDefault<Key>
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }

  /// Creates a shared reference to a value that must load from its key, throwing the key's
  /// error if it fails or holds nothing.
  ///
  /// ```swift
  /// let user = try await Shared(require: .fileStorage(.userURL))
  /// ```
  ///
  /// The key loads once (``LoadContext/userInitiated``); the reference then holds what it
  /// loaded and subscribes to the key, with no second load. If a shared reference to the same
  /// key is alive, the new one joins it (its value wins) and throws its `loadError`, if any.
  public init(require key: some SharedKey<Value>) async throws {
    let loaded = try await requireValue(from: key)
    let reference = SharedReferenceCache.shared.reference(
      for: key, initialValue: loaded, skipInitialLoad: true
    )
    reference.persistence?.enableSaving(with: key)
    self.init(reference: reference)
    if let loadError = self.loadError {
      throw loadError
    }
  }

  /// Replaces this shared reference's key, loading the value it holds, and throws the key's
  /// error if loading fails.
  ///
  /// ```swift
  /// try await $user.load(.fileStorage(userURL(id)))
  /// ```
  public mutating func load(_ key: some SharedKey<Value>) async throws {
    self = Shared(wrappedValue: self.wrappedValue, key)
    try await self.load()
  }
}

/// Loads a key once for `init(require:)`: its value, or its error, or `SharedLoadError.noValue`
/// when it holds nothing.
func requireValue<Key: SharedReaderKey>(from key: Key) async throws -> Key.Value {
  try await withCheckedThrowingContinuation { continuation in
    key.load(
      context: .userInitiated,
      continuation: LoadContinuation(keyDescription: SharedPersistence<Key.Value>.describe(key)) {
        result in
        switch result {
        case let .success(value?): continuation.resume(returning: value)
        case .success(nil): continuation.resume(throwing: SharedLoadError.noValue)
        case let .failure(error): continuation.resume(throwing: error)
        }
      }
    )
  }
}

/// The error of `Shared(require:)` when the key holds no value.
enum SharedLoadError: Error, CustomStringConvertible {
  case noValue

  var description: String { "No value was loaded from the key." }
}
