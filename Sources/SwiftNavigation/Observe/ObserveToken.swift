import ConcurrencyExtras

/// A token that keeps an `observe(_:)` observation alive.
///
/// Observation stops when the token is cancelled with ``cancel()`` or when it is released, so
/// hold on to it for as long as the observation should last, for example in a property of the
/// object that observes:
///
/// ```swift
/// var tokens: Set<ObserveToken> = []
///
/// observe { [weak self] in
///   self?.countLabel.text = "\(self?.store.count ?? 0)"
/// }
/// .store(in: &tokens)
/// ```
///
/// Tokens are equal and hash by identity (a ``HashableObject``).
public final class ObserveToken: Sendable, HashableObject {
  private let _isCancelled = LockIsolated(false)

  /// A closure called once, when the token is cancelled or released.
  public let onCancel: @Sendable () -> Void

  /// Creates a token that calls `onCancel` when it is cancelled or released, as
  /// swift-navigation spells it.
  ///
  /// ```swift
  /// let token = ObserveToken(onCancel: { connection.close() })
  /// ```
  ///
  /// - Parameter onCancel: Work to do when the observation ends.
  public init(onCancel: @escaping @Sendable () -> Void = {}) {
    self.onCancel = onCancel
  }

  /// Creates a token that calls `onCancel` when it is cancelled or released.
  ///
  /// - Parameter onCancel: Work to do when the observation ends.
  @_disfavoredOverload
  public init(_ onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = onCancel
  }

  deinit {
    self.cancel()
  }

  /// Whether the observation has been cancelled.
  public var isCancelled: Bool {
    self._isCancelled.value
  }

  /// Stops the observation; calling it again does nothing.
  public func cancel() {
    let wasCancelled = self._isCancelled.withValue { isCancelled in
      defer { isCancelled = true }
      return isCancelled
    }
    if !wasCancelled {
      self.onCancel()
    }
  }

  /// Keeps this token in a collection of tokens, such as an array.
  ///
  /// - Parameter collection: The collection that holds the token.
  public func store(in collection: inout some RangeReplaceableCollection<ObserveToken>) {
    collection.append(self)
  }

  /// Keeps this token in a set of tokens.
  ///
  /// - Parameter set: The set that holds the token.
  public func store(in set: inout Set<ObserveToken>) {
    set.insert(self)
  }
}
