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
  /// The publisher is subscribed to at once, as the reducer returns the effect (as TCA
  /// subscribes while `send` runs), so that nothing it publishes after that is lost; its
  /// actions reach the store on the main actor once the effect has started, in order. The
  /// effect finishes with the publisher, and cancelling the effect (with ``cancel(id:)``, by
  /// `cancelInFlight`, or by releasing its store) cancels the subscription, as does dropping an
  /// effect that never runs.
  ///
  /// - Parameter createPublisher: The closure that creates the publisher.
  /// - Returns: An effect that emits the publisher's actions.
  public static func publisher(
    _ createPublisher: () -> some Publisher<Action, Never>
  ) -> Self {
    let subscription = PublisherSubscription(createPublisher().eraseToAnyPublisher())
    return Self(
      operation: .run(
        RunOperation(name: nil, priority: nil) { @MainActor send in
          await subscription.run(send: send)
        }
      )
    )
  }
}

/// The subscription of a publisher effect: made when the effect is, it keeps what the publisher
/// emits until the effect starts, then forwards outputs to the effect's `send` and lets the
/// effect's task wait for the publisher to finish or for the task to be cancelled.
// @unchecked Sendable: `lock` guards every stored `var`.
final class PublisherSubscription<Output>: @unchecked Sendable {
  // `lock` guards every stored property: the publisher may emit and complete on any thread,
  // and cancellation arrives from the cancelling thread.
  private let lock = NSLock()
  private let publisher: AnyPublisher<Output, Never>
  private var cancellable: AnyCancellable?
  private var buffer: [Output] = []
  private var send: Send<Output>?
  private var continuation: CheckedContinuation<Void, Never>?
  private var isCompleted = false
  private var isStarted = false
  private var isCancelled = false

  init(_ publisher: AnyPublisher<Output, Never>) {
    self.publisher = publisher
    let cancellable = publisher.sink(
      receiveCompletion: { [weak self] _ in self?.complete() },
      receiveValue: { [weak self] output in self?.receive(output) }
    )
    self.lock.lock()
    if !self.isCompleted {
      self.cancellable = cancellable
    }
    self.lock.unlock()
  }

  deinit {
    self.cancellable?.cancel()
  }

  /// Delivers what the publisher emitted so far, then everything it emits, until it finishes or
  /// the task is cancelled.
  @MainActor
  func run(send: Send<Output>) async {
    let isFirstRun = self.lock.withLock {
      defer { self.isStarted = true }
      return !self.isStarted
    }
    guard isFirstRun else {
      // The same effect run a second time subscribes again.
      await PublisherSubscription(self.publisher).run(send: send)
      return
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        self.lock.lock()
        if self.isCancelled {
          self.lock.unlock()
          continuation.resume()
          return
        }
        let buffered = self.buffer
        self.buffer = []
        self.send = send
        self.continuation = continuation
        let isCompleted = self.isCompleted
        self.lock.unlock()
        for output in buffered where !self.isCancelledNow {
          send(output)
        }
        if isCompleted {
          self.finish()
        }
      }
    } onCancel: {
      self.lock.lock()
      self.isCancelled = true
      let cancellable = self.cancellable
      self.cancellable = nil
      self.lock.unlock()
      cancellable?.cancel()
      self.finish()
    }
  }

  private var isCancelledNow: Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.isCancelled
  }

  private func receive(_ output: Output) {
    self.lock.lock()
    guard let send = self.send else {
      if !self.isCancelled {
        self.buffer.append(output)
      }
      self.lock.unlock()
      return
    }
    self.lock.unlock()
    // The output is handed over to the main actor, and not used here again.
    let sendableOutput = UncheckedSendable(output)
    performOnMainActor {
      guard !self.isCancelledNow else { return }
      send(sendableOutput.value)
    }
  }

  private func complete() {
    self.lock.lock()
    self.isCompleted = true
    self.cancellable = nil
    let isStarted = self.send != nil
    self.lock.unlock()
    if isStarted {
      // After the outputs already on their way to the main actor.
      performOnMainActor { self.finish() }
    }
  }

  /// Resumes the effect's task, once.
  private func finish() {
    self.lock.lock()
    let continuation = self.continuation
    self.continuation = nil
    self.lock.unlock()
    continuation?.resume()
  }
}
