import Foundation

// The `.appStorage` keys, one per type `UserDefaults` stores, as in swift-sharing: each has an
// optional variant, where `nil` removes the value.

extension SharedReaderKey {
  /// Creates a shared key that reads and writes a `Bool` in user defaults.
  ///
  /// ```swift
  /// @Shared(.appStorage("key")) var value: Bool = …
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to. A value of `nil` will use the
  ///     user default store from dependencies.
  /// - Returns: A user defaults shared key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool> {
    AppStorageKey(key, store: store, lookup: .bool)
  }

  /// Creates a shared key that reads and writes an optional `Bool` in user defaults; `nil`
  /// removes the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool?> {
    AppStorageKey(key, store: store, lookup: .optional(.bool))
  }

  /// Creates a shared key that reads and writes a `Int` in user defaults.
  ///
  /// ```swift
  /// @Shared(.appStorage("key")) var value: Int = …
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to. A value of `nil` will use the
  ///     user default store from dependencies.
  /// - Returns: A user defaults shared key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int> {
    AppStorageKey(key, store: store, lookup: .int)
  }

  /// Creates a shared key that reads and writes an optional `Int` in user defaults; `nil`
  /// removes the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int?> {
    AppStorageKey(key, store: store, lookup: .optional(.int))
  }

  /// Creates a shared key that reads and writes a `Double` in user defaults.
  ///
  /// ```swift
  /// @Shared(.appStorage("key")) var value: Double = …
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to. A value of `nil` will use the
  ///     user default store from dependencies.
  /// - Returns: A user defaults shared key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double> {
    AppStorageKey(key, store: store, lookup: .double)
  }

  /// Creates a shared key that reads and writes an optional `Double` in user defaults; `nil`
  /// removes the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double?> {
    AppStorageKey(key, store: store, lookup: .optional(.double))
  }

  /// Creates a shared key that reads and writes a `String` in user defaults.
  ///
  /// ```swift
  /// @Shared(.appStorage("key")) var value: String = …
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to. A value of `nil` will use the
  ///     user default store from dependencies.
  /// - Returns: A user defaults shared key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String> {
    AppStorageKey(key, store: store, lookup: .string)
  }

  /// Creates a shared key that reads and writes an optional `String` in user defaults; `nil`
  /// removes the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String?> {
    AppStorageKey(key, store: store, lookup: .optional(.string))
  }

  /// Creates a shared key that reads and writes a `URL` in user defaults.
  ///
  /// ```swift
  /// @Shared(.appStorage("key")) var value: URL = …
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to. A value of `nil` will use the
  ///     user default store from dependencies.
  /// - Returns: A user defaults shared key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL> {
    AppStorageKey(key, store: store, lookup: .url)
  }

  /// Creates a shared key that reads and writes an optional `URL` in user defaults; `nil`
  /// removes the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL?> {
    AppStorageKey(key, store: store, lookup: .optional(.url))
  }

  /// Creates a shared key that reads and writes a `Data` in user defaults.
  ///
  /// ```swift
  /// @Shared(.appStorage("key")) var value: Data = …
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to. A value of `nil` will use the
  ///     user default store from dependencies.
  /// - Returns: A user defaults shared key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data> {
    AppStorageKey(key, store: store, lookup: .data)
  }

  /// Creates a shared key that reads and writes an optional `Data` in user defaults; `nil`
  /// removes the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data?> {
    AppStorageKey(key, store: store, lookup: .optional(.data))
  }

  /// Creates a shared key that reads and writes a `Date` in user defaults.
  ///
  /// ```swift
  /// @Shared(.appStorage("key")) var value: Date = …
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key to read and write the value to in the user defaults store.
  ///   - store: The user defaults store to read and write to. A value of `nil` will use the
  ///     user default store from dependencies.
  /// - Returns: A user defaults shared key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date> {
    AppStorageKey(key, store: store, lookup: .date)
  }

  /// Creates a shared key that reads and writes an optional `Date` in user defaults; `nil`
  /// removes the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date?> {
    AppStorageKey(key, store: store, lookup: .optional(.date))
  }

  /// Creates a shared key that reads and writes a value represented by a `Int` in user
  /// defaults.
  public static func appStorage<Value: RawRepresentable<Int>>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: .rawRepresentable(.int))
  }

  /// Creates a shared key that reads and writes an optional value represented by a `Int`
  /// in user defaults; `nil` removes the value.
  public static func appStorage<Value: RawRepresentable<Int>>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> {
    AppStorageKey(key, store: store, lookup: .optional(.rawRepresentable(.int)))
  }

  /// Creates a shared key that reads and writes a value represented by a `String` in user
  /// defaults.
  public static func appStorage<Value: RawRepresentable<String>>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: .rawRepresentable(.string))
  }

  /// Creates a shared key that reads and writes an optional value represented by a `String`
  /// in user defaults; `nil` removes the value.
  public static func appStorage<Value: RawRepresentable<String>>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> {
    AppStorageKey(key, store: store, lookup: .optional(.rawRepresentable(.string)))
  }

  /// Creates a shared key that reads and writes a `Codable` value in user defaults, stored
  /// as JSON data.
  @_disfavoredOverload
  public static func appStorage<Value: Codable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: .codable(Value.self))
  }

  /// Creates a shared key that reads and writes an optional `Codable` value in user
  /// defaults, stored as JSON data; `nil` removes the value.
  @_disfavoredOverload
  public static func appStorage<Value: Codable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> {
    AppStorageKey(key, store: store, lookup: .optional(.codable(Value.self)))
  }
}
