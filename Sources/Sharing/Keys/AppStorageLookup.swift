import Foundation

/// How an ``AppStorageKey`` turns a stored property-list object into its value and back.
struct AppStorageLookup<Value>: Sendable {
  let decode: @Sendable (Any) throws -> Value
  let encode: @Sendable (Value) throws -> Any?
}

extension AppStorageLookup {
  static func cast<T>(_ object: Any, as type: T.Type) throws -> T {
    guard let value = object as? T else {
      throw AppStorageTypeMismatch(expected: T.self, found: object)
    }
    return value
  }

  static var bool: AppStorageLookup<Bool> {
    AppStorageLookup<Bool>(
      decode: { object in
        if let number = object as? NSNumber, !(object is String) { return number.boolValue }
        return try cast(object, as: Bool.self)
      },
      encode: { $0 }
    )
  }

  static var int: AppStorageLookup<Int> {
    AppStorageLookup<Int>(
      decode: { object in
        if let value = object as? Int { return value }
        if let number = object as? NSNumber, !(object is String) { return number.intValue }
        throw AppStorageTypeMismatch(expected: Int.self, found: object)
      },
      encode: { $0 }
    )
  }

  static var double: AppStorageLookup<Double> {
    AppStorageLookup<Double>(
      decode: { object in
        if let value = object as? Double { return value }
        if let number = object as? NSNumber, !(object is String) { return number.doubleValue }
        throw AppStorageTypeMismatch(expected: Double.self, found: object)
      },
      encode: { $0 }
    )
  }

  static var string: AppStorageLookup<String> {
    AppStorageLookup<String>(decode: { try cast($0, as: String.self) }, encode: { $0 })
  }

  static var data: AppStorageLookup<Data> {
    AppStorageLookup<Data>(decode: { try cast($0, as: Data.self) }, encode: { $0 })
  }

  static var date: AppStorageLookup<Date> {
    AppStorageLookup<Date>(decode: { try cast($0, as: Date.self) }, encode: { $0 })
  }

  static var url: AppStorageLookup<URL> {
    AppStorageLookup<URL>(
      decode: { object in
        if let url = object as? URL { return url }
        if let string = object as? String, let url = URL(string: string) { return url }
        throw AppStorageTypeMismatch(expected: URL.self, found: object)
      },
      encode: { $0.absoluteString }
    )
  }

  static func rawRepresentable<R: RawRepresentable>(
    _ base: AppStorageLookup<R.RawValue>
  ) -> AppStorageLookup<R> {
    AppStorageLookup<R>(
      decode: uncheckedSendable(throwing: { object in
        let rawValue = try base.decode(object)
        guard let value = R(rawValue: rawValue) else {
          throw AppStorageTypeMismatch(expected: R.self, found: object)
        }
        return value
      }),
      encode: uncheckedSendable(throwing: { try base.encode($0.rawValue) })
    )
  }

  static func codable<C: Codable>(_ type: C.Type) -> AppStorageLookup<C> {
    AppStorageLookup<C>(
      decode: uncheckedSendable(throwing: { object in
        let data = try cast(object, as: Data.self)
        return try JSONDecoder().decode(C.self, from: data)
      }),
      encode: uncheckedSendable(throwing: { try JSONEncoder().encode($0) })
    )
  }

  static func optional<Wrapped>(
    _ base: AppStorageLookup<Wrapped>
  ) -> AppStorageLookup<Wrapped?> {
    AppStorageLookup<Wrapped?>(
      decode: { try base.decode($0) },
      encode: { value in try value.flatMap { try base.encode($0) } }
    )
  }
}
