import Foundation
import OpenCombineShim

/// The 0.x effect: a publisher of actions that a reducer returns to the store.
///
/// `Effect` is its own type, not a typealias of `AnyPublisher`, so that operators declared on it
/// (``map(_:)``) keep returning effects. ``none`` and ``init(value:)`` carry their result directly:
/// a store delivers them without building a subscription.
public struct Effect<Output, Failure: Error>: Publisher {
  enum Storage {
    case none
    case value(Output)
    case publisher(AnyPublisher<Output, Failure>)
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

  /// Transforms the effect's output, keeping it an effect.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Effect<T, Failure> {
    switch self.storage {
    case .none:
      return .none
    case let .value(value):
      return Effect<T, Failure>(value: transform(value))
    case let .publisher(publisher):
      return Effect<T, Failure>(storage: .publisher(publisher.map(transform).eraseToAnyPublisher()))
    }
  }

  /// Whether this is ``none``.
  var isNone: Bool {
    if case .none = self.storage { return true }
    return false
  }
}
