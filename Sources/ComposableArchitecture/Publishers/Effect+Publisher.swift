import Foundation
import OpenCombineShim

extension Effect {
  /// Creates an effect that emits the actions of a publisher.
  ///
  /// ```swift
  /// case .startButtonTapped:
  ///   return .publisher {
  ///     self.notifications.publisher.map(Action.notificationReceived)
  ///   }
  ///   .cancellable(id: CancelID.notifications)
  /// ```
  ///
  /// The closure runs as the effect is built; the publisher it returns is subscribed to when a
  /// store starts the effect, during the `send` that returned it, after the reducer, in effect
  /// order (as TCA does): an effect that is built and dropped, or cancelled before it starts, is
  /// never subscribed to. What the publisher emits on the main thread while it is subscribed to
  /// is processed before that `send` returns; later outputs reach the store on the main actor,
  /// in order. The effect finishes with the publisher, and cancelling the effect (with
  /// ``cancel(id:)``, by `cancelInFlight`, or by releasing its store) cancels the subscription.
  ///
  /// - Parameter createPublisher: The closure that creates the publisher.
  /// - Returns: An effect that emits the publisher's actions.
  public static func publisher(
    _ createPublisher: () -> some Publisher<Action, Never>
  ) -> Self {
    // Subscribed to on the main actor, by the store or by the effect's task, and only there.
    let publisher = UncheckedSendable(createPublisher().eraseToAnyPublisher())
    return Self(
      operation: .run(
        RunOperation(
          name: nil,
          priority: nil,
          subscribe: { send in
            let subscription = PublisherSubscription(publisher.value)
            subscription.start(send: send)
            return EffectSubscription(
              finished: { await subscription.finished() },
              cancel: { subscription.cancel() },
              whenCompleted: { subscription.whenCompleted($0) }
            )
          },
          body: { @MainActor send in
            // A concatenation cancelled before reaching it never subscribes.
            guard !Task.isCancelled else { return }
            let subscription = PublisherSubscription(publisher.value)
            subscription.start(send: send)
            await subscription.finished()
          }
        )
      )
    )
  }
}

/// The subscription of a publisher effect: made when the effect starts, it forwards the
/// publisher's outputs to the effect's `send` on the main actor (at once when they come on the
/// main thread), and lets the effect's task wait for the publisher to finish or for the task to
/// be cancelled, which cancels the subscription.
// @unchecked Sendable: `lock` guards every stored `var`.
final class PublisherSubscription<Output>: @unchecked Sendable {
  // `lock` guards every stored property: the publisher may emit and complete on any thread,
  // and cancellation arrives from the cancelling thread.
  private let lock = NSLock()
  private let publisher: AnyPublisher<Output, Never>
  private var cancellable: AnyCancellable?
  private var continuation: CheckedContinuation<Void, Never>?
  private var isCompleted = false
  private var isCancelled = false
  private var onCompletion: (@MainActor @Sendable () -> Void)?

  init(_ publisher: AnyPublisher<Output, Never>) {
    self.publisher = publisher
  }

  deinit {
    self.cancellable?.cancel()
  }

  /// Subscribes to the publisher, sending its outputs through `send`.
  @MainActor
  func start(send: Send<Output>) {
    let cancellable = self.publisher.sink(
      receiveCompletion: { [weak self] _ in self?.complete() },
      receiveValue: { [weak self] output in self?.receive(output, send: send) }
    )
    self.lock.lock()
    if self.isCompleted || self.isCancelled {
      self.lock.unlock()
      cancellable.cancel()
      return
    }
    self.cancellable = cancellable
    self.lock.unlock()
  }

  /// Returns when the publisher has finished, or when the calling task is cancelled (which
  /// cancels the subscription).
  func finished() async {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        self.lock.lock()
        guard !self.isCompleted, !self.isCancelled else {
          self.lock.unlock()
          continuation.resume()
          return
        }
        self.continuation = continuation
        self.lock.unlock()
      }
    } onCancel: {
      self.cancel()
    }
  }

  /// Cancels the subscription; nothing is sent after this returns.
  func cancel() {
    self.lock.lock()
    self.isCancelled = true
    let cancellable = self.cancellable
    self.cancellable = nil
    let continuation = self.continuation
    self.continuation = nil
    self.lock.unlock()
    cancellable?.cancel()
    continuation?.resume()
  }

  /// Calls `body` on the main actor when the publisher completes: at once if it has.
  func whenCompleted(_ body: @escaping @MainActor @Sendable () -> Void) {
    self.lock.lock()
    guard !self.isCompleted else {
      self.lock.unlock()
      performOnMainActor(body)
      return
    }
    self.onCompletion = body
    self.lock.unlock()
  }

  private var isCancelledNow: Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.isCancelled
  }

  private func receive(_ output: Output, send: Send<Output>) {
    guard !self.isCancelledNow else { return }
    // The output is handed over to the main actor, and not used here again.
    let sendableOutput = UncheckedSendable(output)
    performOnMainActor {
      guard !self.isCancelledNow else { return }
      send(sendableOutput.value)
    }
  }

  private func complete() {
    // After the outputs already on their way to the main actor.
    performOnMainActor {
      self.lock.lock()
      let wasCancelled = self.isCancelled
      self.isCompleted = true
      self.cancellable = nil
      let continuation = self.continuation
      self.continuation = nil
      let onCompletion = self.onCompletion
      self.onCompletion = nil
      self.lock.unlock()
      // The effect ends now, as the publisher's completion arrives, not when its task resumes.
      if !wasCancelled { onCompletion?() }
      continuation?.resume()
    }
  }
}
