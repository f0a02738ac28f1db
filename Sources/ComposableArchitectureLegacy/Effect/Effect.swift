import ComposableArchitecture
import Foundation
import OpenCombineShim

/// The 0.x effect: a publisher of actions that a reducer returns to the store.
///
/// `Effect` is its own type, not a typealias of `AnyPublisher`, so that operators declared on it
/// (``map(_:)``) keep returning effects. It keeps the shape of what it was built from, so that a
/// store runs it on the 1.x runtime without building what it does not need: ``none`` and
/// ``init(value:)`` carry their result directly (no subscription, no task), merged effects stay
/// a list, cancellation is filed with the store's cancellation registry, and a 1.x effect (from
/// a 1.x reducer used as a 0.x one) stays a 1.x effect. Subscribing to it as a publisher
/// (``upstream``) builds the equivalent publisher chain.
public struct Effect<Output, Failure: Error>: Publisher {
  enum Storage {
    case none
    case value(Output)
    case publisher(AnyPublisher<Output, Failure>)
    /// Effects that run at the same time.
    case merge([Effect])
    /// An effect that ``cancel(id:)`` with the same identifier stops.
    indirect case cancellable(LegacyCancelID, cancelInFlight: Bool, Effect)
    /// Cancels the effects filed under an identifier.
    case cancel(LegacyCancelID)
    /// A 1.x effect, from a 1.x reducer run as a 0.x reducer (only when `Failure` is `Never`).
    case modern(ComposableArchitecture.Effect<Output>)
  }

  let storage: Storage

  init(storage: Storage) {
    self.storage = storage
  }

  /// The publisher this effect runs.
  public var upstream: AnyPublisher<Output, Failure> {
    switch self.storage {
    case .none:
      return Empty(completeImmediately: true).eraseToAnyPublisher()
    case let .value(value):
      return Just(value).setFailureType(to: Failure.self).eraseToAnyPublisher()
    case let .publisher(publisher):
      return publisher
    case let .merge(effects):
      return Publishers.Sequence<[Effect], Failure>(sequence: effects)
        .flatMap { $0.upstream }
        .eraseToAnyPublisher()
    case let .cancellable(id, cancelInFlight, effect):
      return cancellablePublisher(effect.upstream, id: id, cancelInFlight: cancelInFlight)
    case let .cancel(id):
      return Deferred { () -> Empty<Output, Failure> in
        id.cancel()
        return Empty(completeImmediately: true)
      }
      .eraseToAnyPublisher()
    case let .modern(effect):
      return modernEffectPublisher(effect)
        .setFailureType(to: Failure.self)
        .eraseToAnyPublisher()
    }
  }

  /// Wraps a publisher in an effect.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let effect = publisher as? Effect {
      self = effect
    } else if let publisher = publisher as? AnyPublisher<Output, Failure> {
      self.init(storage: .publisher(publisher))
    } else {
      self.init(storage: .publisher(publisher.eraseToAnyPublisher()))
    }
  }

  /// An effect that emits `value` and completes.
  public init(value: Output) {
    self.init(storage: .value(value))
  }

  /// An effect that fails with `error`.
  public init(error: Failure) {
    self.init(storage: .publisher(Fail(error: error).eraseToAnyPublisher()))
  }

  /// An effect that does nothing and completes immediately.
  public static var none: Effect {
    Effect(storage: .none)
  }

  /// Attaches `subscriber` to the effect's publisher.
  public func receive<S: OpenCombineShim.Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    self.upstream.subscribe(subscriber)
  }

  /// Transforms the effect's output, keeping it an effect (and keeping its shape: a value stays
  /// a value, a cancellable effect stays cancellable).
  public func map<T>(_ transform: @escaping (Output) -> T) -> Effect<T, Failure> {
    switch self.storage {
    case .none:
      return .none
    case let .value(value):
      return Effect<T, Failure>(value: transform(value))
    case let .publisher(publisher):
      return Effect<T, Failure>(storage: .publisher(publisher.map(transform).eraseToAnyPublisher()))
    case let .merge(effects):
      return Effect<T, Failure>(storage: .merge(effects.map { $0.map(transform) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect<T, Failure>(
        storage: .cancellable(id, cancelInFlight: cancelInFlight, effect.map(transform))
      )
    case let .cancel(id):
      return Effect<T, Failure>(storage: .cancel(id))
    case let .modern(effect):
      // The 1.x runtime calls the transform on the main actor, where 0.x called it too.
      let transform = UncheckedSendable(transform)
      return Effect<T, Failure>(storage: .modern(effect.map { transform.value($0) }))
    }
  }

  /// Whether this is ``none``.
  var isNone: Bool {
    if case .none = self.storage { return true }
    return false
  }
}

/// A 1.x effect as a publisher: it runs the effect in a main-actor task when subscribed to and
/// completes when the effect does; cancelling the subscription cancels the task.
func modernEffectPublisher<Action>(
  _ effect: ComposableArchitecture.Effect<Action>
) -> AnyPublisher<Action, Never> {
  Effect<Action, Never>.run { subscriber in
    // Only used on the main actor, where the task delivers.
    let subscriber = UncheckedSendable(subscriber)
    let task = Task { @MainActor in
      await effect.run(send: ComposableArchitecture.Send { subscriber.value.send($0) })
      subscriber.value.send(completion: .finished)
    }
    return AnyCancellable { task.cancel() }
  }
  .upstream
}
