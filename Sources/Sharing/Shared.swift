import Foundation
import OpenCombineShim

/// A property wrapper type that shares a value with other parts of the application, and can
/// persist it to an external system.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Shared(.inMemory("count")) var count = 0
///   @Shared(.fileStorage(.settingsURL)) var settings = Settings()
///   @Shared(.appStorage("isOn")) var isOn = false
/// }
/// ```
///
/// Reading `count` gives the current value; mutate it with exclusive access through
/// ``withLock(_:fileID:filePath:line:column:)``: `state.$count.withLock { $0 += 1 }`. Every copy
/// of a `Shared` (and every `@Shared` built with an equal key) refers to the same value, and
/// observers of a state that holds it are notified when it changes, wherever it changes from.
@dynamicMemberLookup
@propertyWrapper
public struct Shared<Value> {
  let reference: any SharedReference<Value>

  init(reference: any SharedReference<Value>) {
    self.reference = reference
  }

  /// Wraps a value in a shared reference that is not persisted.
  ///
  /// ```swift
  /// let count = Shared(value: 0)
  /// ```
  ///
  /// - Parameter value: A value to wrap.
  public init(value: sending Value) {
    self.init(reference: SharedRootReference(value: value))
  }

  /// Creates a shared reference from another shared reference (the `$` of a `@Shared`):
  ///
  /// ```swift
  /// init(count: Shared<Int>) {
  ///   self._count = Shared(projectedValue: count)
  /// }
  /// ```
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// Unwraps a shared reference to an optional value, or returns `nil` if it holds `nil`.
  ///
  /// ```swift
  /// if let user = Shared($currentUser) {
  ///   ChildFeature.State(user: user)
  /// }
  /// ```
  ///
  /// When the optional later becomes `nil`, the unwrapped reference keeps its last value.
  public init?(_ base: Shared<Value?>) {
    guard let reference = base.reference.unwrapped() else { return nil }
    self.init(reference: reference)
  }

  /// The underlying value referenced by the shared variable.
  ///
  /// Read it directly; to change it, use ``withLock(_:fileID:filePath:line:column:)``.
  public var wrappedValue: Value {
    get { self.reference.read() }
    @available(
      *, unavailable,
      message: "Use '$shared.withLock' to modify a shared value with exclusive access."
    )
    nonmutating set { self.reference.withLock { $0 = newValue } }
  }

  /// A projection of the shared value that returns a shared reference, for passing it on or
  /// mutating it (`$count.withLock { $0 += 1 }`).
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Perform an operation on shared state with isolated access to the underlying value.
  ///
  /// ```swift
  /// $count.withLock { $0 += 1 }
  /// ```
  ///
  /// Nothing else reads or writes the value while `operation` runs. After it, observers are
  /// notified, before `withLock` returns and on the calling thread, and the value is saved if it
  /// is persisted.
  ///
  /// - Parameter operation: An operation given mutable, isolated access to the underlying
  ///   shared value.
  /// - Returns: The value returned from `operation`.
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    try self.reference.withLock(operation)
  }

  /// Returns a read-only shared reference to a value derived from this one.
  ///
  /// ```swift
  /// let isOdd: SharedReader<Bool> = $count.read { $0 % 2 == 1 }
  /// ```
  ///
  /// The derived value is `body` applied to the current value, computed anew at every read, so
  /// it follows every change; observers of it are notified of every change of this value. Its
  /// loading state and errors are this reference's.
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

  /// Returns a shared reference to the resulting value of a given key path.
  ///
  /// ```swift
  /// let theme: Shared<Theme> = $settings.theme
  /// ```
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Shared<Member> {
    Shared<Member>(reference: self.reference.appending(keyPath))
  }

  /// Returns a read-only shared reference to the resulting value of a given key path.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> SharedReader<Member> {
    SharedReader<Member>(reference: self.reference.appending(keyPath))
  }

  /// A publisher of the value: the current one when subscribed, then every change (Combine on
  /// Apple platforms, OpenCombine elsewhere).
  ///
  /// ```swift
  /// return .publisher { state.$count.publisher.map(Action.countChanged) }
  /// ```
  public var publisher: AnyPublisher<Value, Never> {
    self.reference.publisher()
  }

  /// Whether the value is loading from its key.
  public var isLoading: Bool { self.reference.isLoading }

  /// An error encountered during the most recent attempt to load the value (`nil` after a
  /// successful load). The value keeps its default when loading fails.
  public var loadError: (any Error)? { self.reference.loadError }

  /// An error encountered during the most recent attempt to save the value (`nil` after a
  /// successful save).
  public var saveError: (any Error)? { self.reference.saveError }

  /// Requests the latest value from the key, throwing its error if it fails.
  public func load() async throws {
    try await self.reference.load()
  }

  /// Saves the value through its key right away (skipping any write coalescing), throwing its
  /// error if it fails.
  public func save() async throws {
    try await self.reference.save()
  }
}

// The value is only reached through the reference, which serializes access with a lock.
// @unchecked Sendable: the value is only reached through the reference, which locks.
extension Shared: @unchecked Sendable {}
