import CustomDump

extension SharedReaderKey {
  /// A key that carries its own default value, for type-safe keys:
  ///
  /// ```swift
  /// extension SharedReaderKey where Self == AppStorageKey<Int>.Default {
  ///   static var count: Self {
  ///     Self[.appStorage("count"), default: 0]
  ///   }
  /// }
  ///
  /// @Shared(.count) var count
  /// ```
  public typealias Default = _SharedKeyDefault<Self>
}

/// A key wrapping another with a default value: see ``SharedReaderKey/Default``.
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// Wraps an existing shared key in one that provides a default value.
  public static subscript(
    _ key: Base,
    default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  /// The identity of the wrapped key: a key with a default shares its reference with the key.
  /// The default value: what the shared value holds before anything is loaded, and after a key
  /// returns "the initial value".
  public var initialValue: Base.Value { self.defaultValue() }

  public var id: Base.ID { self.base.id }

  /// Loads through the wrapped key, with the default as the initial value.
  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    self.base.load(context: self.withDefault(context), continuation: continuation)
  }

  /// Subscribes through the wrapped key, with the default as the initial value.
  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    self.base.subscribe(context: self.withDefault(context), subscriber: subscriber)
  }

  private func withDefault(_ context: LoadContext<Base.Value>) -> LoadContext<Base.Value> {
    switch context {
    case .initialValue: return context
    case .userInitiated: return .initialValue(self.defaultValue())
    }
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  /// Saves through the wrapped key.
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    self.base.save(value, context: context, continuation: continuation)
  }
}

extension _SharedKeyDefault: CustomStringConvertible {
  /// The key and its default, as swift-sharing writes them:
  /// `AppStorageKey<Int>.Default[.appStorage("count"), default: 0]`.
  public var description: String {
    var value = ""
    customDump(self.defaultValue(), to: &value)
    return "\(typeName(Base.self)).Default[\(String(describing: self.base)), default: \(value)]"
  }
}
