extension SharedReader {
  /// Creates a read-only shared reference to a value loaded by a key, with a default for when
  /// the key has none.
  ///
  /// ```swift
  /// @SharedReader(.appStorage("isOn")) var isOn = false
  /// ```
  public init(
    wrappedValue: @autoclosure () -> Value,
    _ key: some SharedReaderKey<Value>
  ) {
    self.init(
      reference: SharedReferenceCache.shared.reference(for: key, initialValue: wrappedValue())
    )
  }

  /// Creates a read-only shared reference to an optional value loaded by a key, `nil` by
  /// default.
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Creates a read-only shared reference to a value loaded by a key that carries its default.
  public init<Key: SharedReaderKey<Value>>(_ key: _SharedKeyDefault<Key>) {
    self.init(wrappedValue: key.defaultValue(), key.base)
  }

  /// Creates a read-only shared reference to a value loaded by a key that carries a default,
  /// with another default.
  public init<Key: SharedReaderKey<Value>>(
    wrappedValue: @autoclosure () -> Value,
    _ key: _SharedKeyDefault<Key>
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }

  /// Creates a read-only shared reference to a value that must load from its key, throwing the
  /// key's error if it fails or holds nothing.
  ///
  /// ```swift
  /// let config = try await SharedReader(require: .remoteConfig)
  /// ```
  ///
  /// The key loads once (``LoadContext/userInitiated``); the reference then holds what it
  /// loaded and subscribes to the key, with no second load. If a shared reference to the same
  /// key is alive, the new one joins it (its value wins) and throws its `loadError`, if any.
  public init(require key: some SharedReaderKey<Value>) async throws {
    let loaded = try await requireValue(from: key)
    self.init(
      reference: SharedReferenceCache.shared.reference(
        for: key, initialValue: loaded, skipInitialLoad: true
      )
    )
    if let loadError = self.loadError {
      throw loadError
    }
  }

  /// Replaces this reader's key, loading the value it holds, and throws the key's error if
  /// loading fails.
  public mutating func load(_ key: some SharedReaderKey<Value>) async throws {
    self = SharedReader(wrappedValue: self.wrappedValue, key)
    try await self.load()
  }
}
