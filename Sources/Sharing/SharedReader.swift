import OpenCombineShim

/// A property wrapper type that shares a read-only value with other parts of the application.
///
/// ```swift
/// @SharedReader(.appStorage("isHapticsEnabled")) var isHapticsEnabled = true
/// ```
///
/// A reader sees every change made through a ``Shared`` of the same key or reference, but
/// cannot change the value itself.
@dynamicMemberLookup
@propertyWrapper
public struct SharedReader<Value> {
  let reference: any SharedReference<Value>

  init(reference: any SharedReference<Value>) {
    self.reference = reference
  }

  /// Wraps a value in a read-only shared reference that never changes, for previews and tests.
  public init(value: sending Value) {
    self.init(reference: SharedRootReference(value: value))
  }

  /// Creates a read-only shared reference from a shared reference.
  ///
  /// ```swift
  /// ChildFeature.State(count: SharedReader(self.$count))
  /// ```
  public init(_ base: Shared<Value>) {
    self.init(reference: base.reference)
  }

  /// Creates a read-only shared reference from another one (the `$` of a `@SharedReader`).
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// Unwraps a read-only shared reference to an optional value, or returns `nil` if it holds
  /// `nil`.
  public init?(_ base: SharedReader<Value?>) {
    guard let reference = base.reference.unwrapped() else { return nil }
    self.init(reference: reference)
  }

  /// Unwraps a shared reference to an optional value into a read-only one, or returns `nil` if
  /// it holds `nil`.
  public init?(_ base: Shared<Value?>) {
    guard let reference = base.reference.unwrapped() else { return nil }
    self.init(reference: reference)
  }

  /// A read-only shared reference to a value that never changes, for previews and tests.
  ///
  /// ```swift
  /// ChildFeature.State(isOn: SharedReader(value: true))
  /// ```
  @available(*, deprecated, message: "Use 'SharedReader(value:)', instead.")
  public static func constant(_ value: sending Value) -> Self {
    Self(value: value)
  }

  /// The underlying value referenced by the shared variable.
  public var wrappedValue: Value {
    self.reference.read()
  }

  /// A projection of the read-only shared value that returns a shared reference.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Returns a read-only shared reference to a value derived from this one.
  ///
  /// ```swift
  /// let title: SharedReader<String> = $user.read { "\($0.firstName) \($0.lastName)" }
  /// ```
  ///
  /// The derived value is `body` applied to the current value, computed anew at every read, so
  /// it follows every change; observers of it are notified of every change of this value. Its
  /// loading state and error are this reference's.
  ///
  /// - Parameter body: A closure that derives a value from the shared value.
  /// - Returns: A read-only shared reference to the derived value.
  public func read<Member>(
    _ body: @escaping @Sendable (Value) -> Member
  ) -> SharedReader<Member> {
    SharedReader<Member>(reference: self.reference.deriving(body))
  }

  /// Returns a read-only shared reference to the value at a key path: the same as
  /// `$shared.member`.
  @available(
    *, deprecated,
    message: "Use dynamic member lookup instead ('$shared.member', not '$shared.read(\\.member)')"
  )
  public func read<Member>(_ keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    self[dynamicMember: keyPath]
  }

  /// Returns a read-only shared reference to the resulting value of a given key path.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(reference: self.reference.appending(keyPath))
  }

  /// A publisher of the value: the current one when subscribed, then every change.
  public var publisher: AnyPublisher<Value, Never> {
    self.reference.publisher()
  }

  /// Whether the value is loading from its key.
  public var isLoading: Bool { self.reference.isLoading }

  /// An error encountered during the most recent attempt to load the value.
  public var loadError: (any Error)? { self.reference.loadError }

  /// Requests the latest value from the key, throwing its error if it fails.
  public func load() async throws {
    try await self.reference.load()
  }
}

// The value is only reached through the reference, which serializes access with a lock.
// @unchecked Sendable: the value is only reached through the reference, which locks.
extension SharedReader: @unchecked Sendable {}
