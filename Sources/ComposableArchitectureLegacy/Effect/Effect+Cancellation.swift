import Foundation
import OpenCombineShim

/// The running cancellable effects, by identifier. As in 0.x, identifiers are global: the same
/// identifier used by two stores names the effects of both.
let cancellablesLock = NSRecursiveLock()
nonisolated(unsafe) var cancellationCancellables:
  [CancelToken: [ObjectIdentifier: AnyCancellable]] =
    [:]

/// An identifier with its type, so that equal values of different types stay distinct.
struct CancelToken: Hashable {
  let id: AnyHashable
  let discriminator: ObjectIdentifier

  init(id: AnyHashable) {
    self.id = id
    self.discriminator = ObjectIdentifier(type(of: id.base))
  }

  init(id: Any.Type) {
    self.id = ObjectIdentifier(id)
    self.discriminator = ObjectIdentifier(Any.Type.self)
  }
}

/// What cancels one running cancellable effect.
private final class CancellationBox {
  var cancel: () -> Void = {}
}

extension Effect {
  /// Makes the effect cancellable with `id`: ``cancel(id:)`` stops it. With `cancelInFlight`,
  /// starting it first cancels the effects already running with that identifier.
  public func cancellable(id: AnyHashable, cancelInFlight: Bool = false) -> Effect {
    self.cancellable(token: CancelToken(id: id), cancelInFlight: cancelInFlight)
  }

  /// Makes the effect cancellable with a type as its identifier.
  public func cancellable(id: Any.Type, cancelInFlight: Bool = false) -> Effect {
    self.cancellable(token: CancelToken(id: id), cancelInFlight: cancelInFlight)
  }

  /// An effect that cancels the running effects made cancellable with `id`.
  public static func cancel(id: AnyHashable) -> Effect {
    .cancel(token: CancelToken(id: id))
  }

  /// An effect that cancels the running effects made cancellable with a type as identifier.
  public static func cancel(id: Any.Type) -> Effect {
    .cancel(token: CancelToken(id: id))
  }

  /// An effect that cancels the running effects made cancellable with any of `ids`.
  public static func cancel(ids: [AnyHashable]) -> Effect {
    .merge(ids.map { Effect.cancel(id: $0) })
  }

  /// An effect that cancels the running effects made cancellable with any of the types `ids`.
  public static func cancel(ids: [Any.Type]) -> Effect {
    .merge(ids.map { Effect.cancel(id: $0) })
  }

  static func cancel(token: CancelToken) -> Effect {
    .fireAndForget {
      cancellablesLock.lock()
      let cancellables = cancellationCancellables[token].map { Array($0.values) } ?? []
      cancellablesLock.unlock()
      cancellables.forEach { $0.cancel() }
    }
  }

  func cancellable(token: CancelToken, cancelInFlight: Bool) -> Effect {
    if self.isNone, !cancelInFlight { return .none }
    let effect = Effect.run { subscriber in
      let box = CancellationBox()
      let key = ObjectIdentifier(box)
      var upstream: AnyCancellable?
      var isFinished = false
      let unregister = {
        cancellablesLock.lock()
        cancellationCancellables[token]?[key] = nil
        if cancellationCancellables[token]?.isEmpty == true {
          cancellationCancellables[token] = nil
        }
        cancellablesLock.unlock()
      }
      box.cancel = {
        cancellablesLock.lock()
        let alreadyFinished = isFinished
        isFinished = true
        let running = upstream
        upstream = nil
        cancellablesLock.unlock()
        guard !alreadyFinished else { return }
        unregister()
        running?.cancel()
        subscriber.send(completion: .finished)
      }
      cancellablesLock.lock()
      cancellationCancellables[token, default: [:]][key] = AnyCancellable { box.cancel() }
      cancellablesLock.unlock()
      let cancellable = self.upstream.sink(
        receiveCompletion: { completion in
          cancellablesLock.lock()
          let alreadyFinished = isFinished
          isFinished = true
          upstream = nil
          cancellablesLock.unlock()
          guard !alreadyFinished else { return }
          unregister()
          subscriber.send(completion: completion)
        },
        receiveValue: { subscriber.send($0) }
      )
      cancellablesLock.lock()
      if isFinished {
        cancellablesLock.unlock()
        cancellable.cancel()
      } else {
        upstream = cancellable
        cancellablesLock.unlock()
      }
      return AnyCancellable {
        cancellablesLock.lock()
        let alreadyFinished = isFinished
        isFinished = true
        let running = upstream
        upstream = nil
        cancellablesLock.unlock()
        guard !alreadyFinished else { return }
        unregister()
        running?.cancel()
      }
    }
    return cancelInFlight ? .concatenate(.cancel(token: token), effect) : effect
  }
}
