import Foundation
import Observation

/// An asynchronous sequence of the values a closure computes from observable state, one for the
/// state now and one after each change to what it read: Perception's name for the toolchain's
/// `Observations`.
///
/// ```swift
/// for await count in Perceptions({ model.count }) {
///   print(count)  // the count now, then once after each change (or burst of changes)
/// }
/// ```
///
/// The closure runs on the isolation where it is written (the main actor in `@MainActor` code,
/// no actor in nonisolated code), tracking the observable properties it reads. The first
/// `next()` of an iterator runs it at once. Each later `next()` waits for a change to one of the
/// properties read last time, then runs it again once the code making the change has let go of
/// that isolation, so a burst of changes gives one element, of the latest state; a change made
/// while the consumer was busy makes the next `next()` return at once. Equal values are not
/// filtered (but a `@Perceptible` or `@Observable` setter does not report an assignment of an
/// equal value, so it gives no element). A closure that throws ends the sequence with its
/// error; cancelling the iterating task ends it (`next()` returns `nil`). Each iterator has its
/// own first element and tracking.
public struct Perceptions<Element: Sendable, Failure: Error>: AsyncSequence, Sendable {
  /// What a closure of ``untilFinished(_:)`` returns: an element, or the end of the sequence.
  public enum Iteration: Sendable {
    /// An element of the sequence.
    case next(Element)
    /// The end of the sequence: this `next()` and every later one return `nil`.
    case finish
  }

  private let emit: Emit

  /// Creates a sequence of the values `emit` computes from observable state.
  ///
  /// ```swift
  /// let counts = Perceptions { model.count }
  /// ```
  ///
  /// - Parameter emit: A closure reading observable state, run on its own isolation.
  public init(
    @_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Element
  ) {
    self.emit = .element(emit)
  }

  private init(emit: Emit) {
    self.emit = emit
  }

  /// Creates a sequence of the values `emit` computes from observable state, until it returns
  /// ``Iteration/finish``.
  ///
  /// ```swift
  /// let progress = Perceptions.untilFinished {
  ///   model.isDone ? .finish : .next(model.progress)
  /// }
  /// ```
  ///
  /// - Parameter emit: A closure reading observable state, run on its own isolation, that
  ///   returns the next element or the end of the sequence.
  /// - Returns: A sequence that ends when `emit` returns ``Iteration/finish``.
  public static func untilFinished(
    @_inheritActorContext _ emit:
      @escaping @isolated(any) @Sendable () throws(Failure)
      -> Iteration
  ) -> Perceptions<Element, Failure> {
    Perceptions(emit: .iteration(emit))
  }

  /// Makes an iterator, whose first `next()` returns the value for the state now.
  public func makeAsyncIterator() -> Iterator {
    Iterator(emit: self.emit)
  }

  /// The iterator of a ``Perceptions`` sequence.
  public struct Iterator: AsyncIteratorProtocol {
    private let emit: Emit
    /// `nil` once the sequence ended.
    private var changes: Changes? = Changes()
    private var hasStarted = false

    fileprivate init(emit: Emit) {
      self.emit = emit
    }

    /// The next value: the value now on the first call, then the value after the next change
    /// of what the closure read; `nil` once the sequence ended or the task is cancelled.
    ///
    /// - Parameter iterationIsolation: The caller's isolation, where the iterator stays.
    /// - Returns: The next value, or `nil` at the end.
    public mutating func next(
      isolation iterationIsolation: isolated (any Actor)? = #isolation
    ) async throws(Failure) -> Element? {
      guard let changes = self.changes else { return nil }
      if self.hasStarted {
        await changes.wait()
      }
      self.hasStarted = true
      guard !Task.isCancelled else {
        self.changes = nil
        return nil
      }
      let emit = self.emit
      switch await Perceptions.track(isolation: emit.isolation, emit, changes: changes) {
      case let .success(.next(element)):
        return element
      case .success(.finish):
        self.changes = nil
        return nil
      case let .failure(error):
        self.changes = nil
        throw error
      }
    }

    /// The next value: the value now on the first call, then the value after the next change
    /// of what the closure read; `nil` once the sequence ended or the task is cancelled.
    ///
    /// - Returns: The next value, or `nil` at the end.
    public mutating func next() async throws(Failure) -> Element? {
      try await self.next(isolation: nil)
    }
  }

  /// Runs `emit` on its isolation (the isolated parameter), tracking what it reads: the first
  /// change to any of it marks `changes`.
  private static func track(
    isolation: isolated (any Actor)?,
    _ emit: Emit,
    changes: Changes
  ) async -> Result<Iteration, Failure> {
    changes.startTracking()
    return withObservationTracking {
      emit.evaluate()
    } onChange: {
      changes.didChange()
    }
  }

  /// The closure of a sequence: an element's, or an iteration's (``untilFinished(_:)``).
  fileprivate enum Emit: Sendable {
    case element(@isolated(any) @Sendable () throws(Failure) -> Element)
    case iteration(@isolated(any) @Sendable () throws(Failure) -> Iteration)

    var isolation: (any Actor)? {
      switch self {
      case let .element(emit): return emit.isolation
      case let .iteration(emit): return emit.isolation
      }
    }

    /// Calls the closure synchronously, on its own isolation.
    func evaluate() -> Result<Iteration, Failure> {
      switch self {
      case let .element(emit):
        return callOnItsIsolation(emit).map { .next($0) }
      case let .iteration(emit):
        return callOnItsIsolation(emit)
      }
    }
  }

  /// Whether what the closure read changed since it last ran, and the iterator waiting for it.
  // @unchecked Sendable: `lock` guards every stored property.
  fileprivate final class Changes: @unchecked Sendable {
    // `lock` protects `hasChanged`, `isCancelled` and `waiter`.
    private let lock = NSLock()
    private var hasChanged = false
    private var isCancelled = false
    private var waiter: UnsafeContinuation<Void, Never>?

    /// Forgets earlier changes: the closure is about to read the state afresh.
    func startTracking() {
      self.lock.lock()
      self.hasChanged = false
      self.lock.unlock()
    }

    /// Called (once per tracking) before the first change to what the closure read.
    func didChange() {
      self.lock.lock()
      self.hasChanged = true
      let waiter = self.waiter
      self.waiter = nil
      self.lock.unlock()
      waiter?.resume()
    }

    /// Returns once what the closure read changed (at once if it changed already), or when the
    /// task is cancelled.
    func wait() async {
      await withTaskCancellationHandler {
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
          self.lock.lock()
          if self.hasChanged || self.isCancelled {
            self.lock.unlock()
            continuation.resume()
          } else {
            self.waiter = continuation
            self.lock.unlock()
          }
        }
      } onCancel: {
        self.lock.lock()
        self.isCancelled = true
        let waiter = self.waiter
        self.waiter = nil
        self.lock.unlock()
        waiter?.resume()
      }
    }
  }
}

/// Calls an `@isolated(any)` closure synchronously. Only called on the closure's own isolation
/// (from `Perceptions.track(isolation:_:changes:)`, isolated to the closure's `isolation`): the
/// compiler cannot see that the two are the same. An `@isolated(any)` function is an ordinary
/// function value whose context also carries its isolation, so the call is the same (as
/// SwiftNavigation's `observe` calls its closure; a plain conversion is deprecated).
private func callOnItsIsolation<T, Failure: Error>(
  _ body: @escaping @isolated(any) @Sendable () throws(Failure) -> T
) -> Result<T, Failure> {
  let synchronous = unsafeBitCast(body, to: (@Sendable () throws(Failure) -> T).self)
  return Result(catching: synchronous)
}
