import ComposableArchitecture
import Foundation
import OpenCombineShim

// Identifiers are filed with the 1.x runtime's cancellation registry of the store that runs the
// effect (see `LegacyCancelID`): `.cancel(id:)` reaches the effects of the 0.x and 1.x reducers
// of that store alike. 0.x filed them in one global table; two stores no longer cancel each
// other's effects (as in 1.x).

extension Effect {
  /// Makes the effect cancellable with `id`: ``cancel(id:)`` stops it. With `cancelInFlight`,
  /// starting it first cancels the effects already running with that identifier.
  public func cancellable(id: AnyHashable, cancelInFlight: Bool = false) -> Effect {
    self.cancellable(LegacyCancelID(id), cancelInFlight: cancelInFlight)
  }

  /// Makes the effect cancellable with a type as its identifier.
  public func cancellable(id: Any.Type, cancelInFlight: Bool = false) -> Effect {
    self.cancellable(LegacyCancelID(type: id), cancelInFlight: cancelInFlight)
  }

  /// An effect that cancels the running effects made cancellable with `id`.
  public static func cancel(id: AnyHashable) -> Effect {
    Effect(storage: .cancel(LegacyCancelID(id)))
  }

  /// An effect that cancels the running effects made cancellable with a type as identifier.
  public static func cancel(id: Any.Type) -> Effect {
    Effect(storage: .cancel(LegacyCancelID(type: id)))
  }

  /// An effect that cancels the running effects made cancellable with any of `ids`.
  public static func cancel(ids: [AnyHashable]) -> Effect {
    .merge(ids.map { Effect.cancel(id: $0) })
  }

  /// An effect that cancels the running effects made cancellable with any of the types `ids`.
  public static func cancel(ids: [Any.Type]) -> Effect {
    .merge(ids.map { Effect.cancel(id: $0) })
  }

  func cancellable(_ id: LegacyCancelID, cancelInFlight: Bool) -> Effect {
    if self.isNone, !cancelInFlight { return .none }
    return Effect(storage: .cancellable(id, cancelInFlight: cancelInFlight, self))
  }
}

/// A cancellable effect subscribed to as a publisher: the subscription is filed with the
/// registry under the identifier while it runs, and a cancellation completes it (so that what is
/// concatenated after it starts), as in 0.x.
func cancellablePublisher<Output, Failure>(
  _ upstream: AnyPublisher<Output, Failure>,
  id: LegacyCancelID,
  cancelInFlight: Bool
) -> AnyPublisher<Output, Failure> {
  Effect<Output, Failure>.run { subscriber in
    let registry = id.resolvedRegistry
    if cancelInFlight {
      id.cancel()
    }
    let running = RunningCancellable()
    // The subscriber completes at most once, which `running` decides under its lock.
    let sendableSubscriber = UncheckedSendable(subscriber)
    let token = registry.insert(id: id.cancelID) {
      if running.finish() { sendableSubscriber.value.send(completion: .finished) }
    }
    running.setOnFinish { registry.remove(id: id.cancelID, token: token) }
    let cancellable = upstream.sink(
      receiveCompletion: { completion in
        if running.finish() { subscriber.send(completion: completion) }
      },
      receiveValue: { subscriber.send($0) }
    )
    running.attach(cancellable)
    return AnyCancellable { _ = running.finish() }
  }
  .upstream
}

/// The state of one cancellable subscription: whichever of completion, cancellation through the
/// registry, or cancellation by the subscriber comes first finishes it.
///
/// `@unchecked Sendable`: `lock` guards every stored property; the registry may cancel from any
/// thread.
// @unchecked Sendable: `lock` guards every stored property.
private final class RunningCancellable: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var isFinished = false
  private var upstream: AnyCancellable?
  private var onFinish: () -> Void = {}

  /// Sets what finishing does (leaving the registry). The registry may already have cancelled
  /// the work from another thread, having dropped its entry: then it runs at once.
  func setOnFinish(_ onFinish: @escaping () -> Void) {
    self.lock.lock()
    guard !self.isFinished else {
      self.lock.unlock()
      onFinish()
      return
    }
    self.onFinish = onFinish
    self.lock.unlock()
  }

  /// Keeps the upstream subscription, or cancels it if the work already finished.
  func attach(_ cancellable: AnyCancellable) {
    self.lock.lock()
    if self.isFinished {
      self.lock.unlock()
      cancellable.cancel()
    } else {
      self.upstream = cancellable
      self.lock.unlock()
    }
  }

  /// Finishes the work once: cancels the upstream and leaves the registry. Returns whether this
  /// call finished it.
  func finish() -> Bool {
    self.lock.lock()
    guard !self.isFinished else {
      self.lock.unlock()
      return false
    }
    self.isFinished = true
    let upstream = self.upstream
    self.upstream = nil
    let onFinish = self.onFinish
    self.lock.unlock()
    onFinish()
    upstream?.cancel()
    return true
  }
}
