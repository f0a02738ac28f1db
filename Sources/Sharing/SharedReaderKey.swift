/// A type that can load and subscribe to state in an external system.
///
/// Conform to this protocol to express loading state from an external system, and subscribing
/// to changes of that state, so that a ``SharedReader`` can use it:
///
/// ```swift
/// @SharedReader(.remoteConfig("isEnabled")) var isEnabled = false
/// ```
///
/// Keys with the same ``id`` share one reference: two `@Shared` built from equal keys see the
/// same value.
public protocol SharedReaderKey<Value>: Sendable {
  /// A type that can be loaded or subscribed to in an external system.
  associatedtype Value: Sendable

  /// A type representing the hashable identity of a shared key.
  associatedtype ID: Hashable = Self

  /// The hashable identity of this key: keys with the same id share one reference.
  var id: ID { get }

  /// Loads the freshest value from storage, resuming the continuation exactly once.
  ///
  /// - Parameters:
  ///   - context: The context of loading a value.
  ///   - continuation: A continuation to resume with the loaded value (or `nil` for the initial
  ///     value), or an error.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Subscribes to external updates.
  ///
  /// - Parameters:
  ///   - context: The context of subscribing to the value.
  ///   - subscriber: A subscriber to yield updates to.
  /// - Returns: A subscription that is cancelled when the shared reference goes away.
  func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
}

extension SharedReaderKey where ID == Self {
  /// A key that is its own identity.
  public var id: ID { self }
}
