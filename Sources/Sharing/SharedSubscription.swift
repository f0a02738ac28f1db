import Foundation

/// A subscription to a ``SharedReaderKey``'s updates: cancelled when the shared reference that
/// holds it goes away.
public final class SharedSubscription: Sendable {
  // `lock` protects `onCancel`.
  private let state: State

  // @unchecked Sendable: `lock` guards `onCancel`.
  private final class State: @unchecked Sendable {
    let lock = NSLock()
    var onCancel: (@Sendable () -> Void)?
  }

  /// Initializes the subscription with the given cancel closure.
  ///
  /// - Parameter cancel: A closure that the `cancel` method executes (at most once).
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.state = State()
    self.state.onCancel = cancel
  }

  /// Cancels the subscription: it stops delivering updates.
  public func cancel() {
    self.state.lock.lock()
    let onCancel = self.state.onCancel
    self.state.onCancel = nil
    self.state.lock.unlock()
    onCancel?()
  }

  deinit {
    self.cancel()
  }
}
