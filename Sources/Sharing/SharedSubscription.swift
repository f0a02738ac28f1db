import Foundation

/// A subscription to a ``SharedReaderKey``'s updates.
///
/// A key returns one from ``SharedReaderKey/subscribe(context:subscriber:)``; the shared reference
/// that holds it cancels it when it goes away.
///
/// ```swift
/// func subscribe(
///   context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
/// ) -> SharedSubscription {
///   let observer = center.addObserver(forName: name) { _ in subscriber.yield(read()) }
///   return SharedSubscription { center.removeObserver(observer) }
/// }
/// ```
///
/// Copies of a subscription share one state: the cancel closure runs at most once, when one of
/// them is cancelled or when the last copy goes away.
public struct SharedSubscription: Sendable {
  private let state: State

  /// What the copies share: the cancel closure, run at most once.
  // @unchecked Sendable: `lock` guards `onCancel`.
  private final class State: @unchecked Sendable {
    // `lock` protects `onCancel`.
    private let lock = NSLock()
    private var onCancel: (@Sendable () -> Void)?

    init(_ onCancel: @escaping @Sendable () -> Void) {
      self.onCancel = onCancel
    }

    func cancel() {
      self.lock.lock()
      let onCancel = self.onCancel
      self.onCancel = nil
      self.lock.unlock()
      onCancel?()
    }

    deinit {
      self.cancel()
    }
  }

  /// Initializes the subscription with the given cancel closure.
  ///
  /// - Parameter cancel: A closure that the `cancel` method executes (at most once).
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.state = State(cancel)
  }

  /// Cancels the subscription: it stops delivering updates. Only the first call (of any copy)
  /// runs the cancel closure.
  public func cancel() {
    self.state.cancel()
  }
}
