import Foundation
import OpenCombineShim

extension Publisher {
  /// Turns any publisher into an ``Effect``.
  public func eraseToEffect() -> Effect<Output, Failure> {
    Effect(self)
  }

  /// Turns any publisher into an ``Effect`` of the values `transform` makes of its output.
  public func eraseToEffect<T>(_ transform: @escaping (Output) -> T) -> Effect<T, Failure> {
    self.map(transform).eraseToEffect()
  }

  /// Turns any publisher into an ``Effect`` that cannot fail, emitting its output and failure as
  /// `Result` values.
  public func catchToEffect() -> Effect<Result<Output, Failure>, Never> {
    self.map(Result<Output, Failure>.success)
      .catch { Just(.failure($0)) }
      .eraseToEffect()
  }

  /// Turns any publisher into an ``Effect`` that cannot fail, emitting what `transform` makes of
  /// its output and failure as `Result` values.
  public func catchToEffect<T>(_ transform: @escaping (Result<Output, Failure>) -> T)
    -> Effect<T, Never>
  {
    self.map { transform(.success($0)) }
      .catch { Just(transform(.failure($0))) }
      .eraseToEffect()
  }

  /// Turns any publisher into an ``Effect`` of any output and failure that runs it and emits
  /// nothing.
  public func fireAndForget<NewOutput, NewFailure>(
    outputType: NewOutput.Type = NewOutput.self,
    failureType: NewFailure.Type = NewFailure.self
  ) -> Effect<NewOutput, NewFailure> {
    self.flatMap { _ in Empty<NewOutput, Failure>() }
      .catch { _ in Empty<NewOutput, NewFailure>() }
      .eraseToEffect()
  }
}

extension Effect {
  /// Turns the effect into one that cannot fail, emitting its output and failure as `Result`
  /// values; ``none`` and ``init(value:)`` stay as cheap as they are.
  public func catchToEffect() -> Effect<Result<Output, Failure>, Never> {
    self.catchToEffect { $0 }
  }

  /// Turns the effect into one that cannot fail, emitting what `transform` makes of its output
  /// and failure as `Result` values.
  public func catchToEffect<T>(_ transform: @escaping (Result<Output, Failure>) -> T)
    -> Effect<T, Never>
  {
    switch self.storage {
    case .none:
      return .none
    case let .value(value):
      return Effect<T, Never>(value: transform(.success(value)))
    case let .merge(effects):
      return Effect<T, Never>(storage: .merge(effects.map { $0.catchToEffect(transform) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect<T, Never>(
        storage: .cancellable(id, cancelInFlight: cancelInFlight, effect.catchToEffect(transform))
      )
    case let .cancel(id):
      return Effect<T, Never>(storage: .cancel(id))
    case let .modern(effect):
      // A 1.x effect cannot fail.
      return Effect<Output, Never>(storage: .modern(effect)).map { transform(.success($0)) }
    case let .publisher(publisher):
      return publisher.map { transform(.success($0)) }
        .catch { Just(transform(.failure($0))) }
        .eraseToEffect()
    }
  }

  /// Returns the effect itself.
  public func eraseToEffect() -> Effect {
    self
  }
}
