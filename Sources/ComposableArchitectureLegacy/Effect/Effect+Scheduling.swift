import Foundation
import OpenCombineShim

extension Effect {
  /// Delays the effect's work: restarting it within `dueTime` (the same `id`) drops the previous
  /// start, so only the last start within the window runs.
  public func debounce<S: Scheduler>(
    id: AnyHashable,
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Effect {
    Just(())
      .setFailureType(to: Failure.self)
      .delay(for: dueTime, scheduler: scheduler, options: options)
      .flatMap { self.upstream.receive(on: scheduler) }
      .eraseToEffect()
      .cancellable(id: id, cancelInFlight: true)
  }

  /// Delays the start of the effect's work by `dueTime` on `scheduler`.
  public func deferred<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Effect {
    Just(())
      .setFailureType(to: Failure.self)
      .delay(for: dueTime, scheduler: scheduler, options: options)
      .flatMap { self.upstream }
      .eraseToEffect()
  }

  /// Emits at most one output per `interval` for effects started with the same `id`: the first
  /// (or, with `latest`, the last) of the interval.
  public func throttle<S: Scheduler>(
    id: AnyHashable,
    for interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    latest: Bool
  ) -> Effect {
    // Throttle times are kept by identifier, of its type and value, as 0.x kept them.
    let token = ThrottleKey(id: id)
    return self.upstream
      .receive(on: scheduler)
      .flatMap { value -> AnyPublisher<Output, Failure> in
        throttleLock.lock()
        defer { throttleLock.unlock() }
        guard let throttleTime = throttleTimes[token] as? S.SchedulerTimeType else {
          throttleTimes[token] = scheduler.now
          throttleValues[token] = nil
          return Just(value).setFailureType(to: Failure.self).eraseToAnyPublisher()
        }
        let value = latest ? value : (throttleValues[token] as? Output ?? value)
        throttleValues[token] = value
        guard throttleTime.distance(to: scheduler.now) < interval else {
          throttleTimes[token] = scheduler.now
          throttleValues[token] = nil
          return Just(value).setFailureType(to: Failure.self).eraseToAnyPublisher()
        }
        return Just(value)
          .delay(
            for: scheduler.now.distance(to: throttleTime.advanced(by: interval)),
            scheduler: scheduler
          )
          .handleEvents(receiveOutput: { _ in
            throttleLock.lock()
            throttleTimes[token] = scheduler.now
            throttleValues[token] = nil
            throttleLock.unlock()
          })
          .setFailureType(to: Failure.self)
          .eraseToAnyPublisher()
      }
      .eraseToEffect()
      .cancellable(id: id, cancelInFlight: true)
  }

  /// An effect that emits the scheduler's time every `interval` until it is cancelled with `id`.
  ///
  /// Starting it again with the same `id` cancels the timer already running.
  public static func timer<S: Scheduler>(
    id: AnyHashable,
    every interval: S.SchedulerTimeType.Stride,
    tolerance: S.SchedulerTimeType.Stride? = nil,
    on scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Effect where S.SchedulerTimeType == Output {
    Publishers.Timer(every: interval, tolerance: tolerance, scheduler: scheduler, options: options)
      .autoconnect()
      .setFailureType(to: Failure.self)
      .eraseToEffect()
      .cancellable(id: id, cancelInFlight: true)
  }
}

// Types as identifiers (0.35–0.56): `enum TimerID {}`, then `Effect.timer(id: TimerID.self, …)`
// and `.cancel(id: TimerID.self)`. A type is filed as its `ObjectIdentifier`, as
// `cancellable(id:)` files it, so the two forms reach the same effects.
extension Effect {
  /// ``debounce(id:for:scheduler:options:)`` with a type as identifier.
  public func debounce<S: Scheduler>(
    id: Any.Type,
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Effect {
    self.debounce(id: ObjectIdentifier(id), for: dueTime, scheduler: scheduler, options: options)
  }

  /// ``throttle(id:for:scheduler:latest:)`` with a type as identifier.
  public func throttle<S: Scheduler>(
    id: Any.Type,
    for interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    latest: Bool
  ) -> Effect {
    self.throttle(id: ObjectIdentifier(id), for: interval, scheduler: scheduler, latest: latest)
  }

  /// ``timer(id:every:tolerance:on:options:)`` with a type as identifier.
  public static func timer<S: Scheduler>(
    id: Any.Type,
    every interval: S.SchedulerTimeType.Stride,
    tolerance: S.SchedulerTimeType.Stride? = nil,
    on scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Effect where S.SchedulerTimeType == Output {
    .timer(
      id: ObjectIdentifier(id), every: interval, tolerance: tolerance, on: scheduler,
      options: options
    )
  }
}

let throttleLock = NSRecursiveLock()
// nonisolated(unsafe): only read and written while holding `throttleLock`.
nonisolated(unsafe) var throttleTimes: [ThrottleKey: Any] = [:]
// nonisolated(unsafe): only read and written while holding `throttleLock`.
nonisolated(unsafe) var throttleValues: [ThrottleKey: Any] = [:]

/// An identifier with its type, so that equal values of different types stay distinct.
struct ThrottleKey: Hashable {
  let id: AnyHashable
  let discriminator: ObjectIdentifier

  init(id: AnyHashable) {
    self.id = id
    self.discriminator = ObjectIdentifier(type(of: id.base))
  }
}
