import ComposableArchitecture
import Foundation
import OpenCombineShim

extension ComposableArchitecture.Reduce {
  /// Runs a 0.x reducer as a 1.x reducer, with the environment it needs: the bridge that lets a
  /// codebase migrate one feature at a time.
  ///
  /// The 0.x effects run as 1.x effects: `.none` and `Effect(value:)` stay synchronous, and a
  /// publisher runs in a 1.x `.run` effect, so the 1.x store cancels it like any other.
  public init<Environment>(
    _ reducer: ComposableArchitectureLegacy.Reducer<State, Action, Environment>,
    environment: Environment
  ) {
    self.init { state, action in
      ComposableArchitecture.Effect(reducer.run(&state, action, environment))
    }
  }
}

extension ComposableArchitecture.Effect {
  /// Runs a 0.x effect as a 1.x effect.
  public init(_ effect: ComposableArchitectureLegacy.Effect<Action, Never>) {
    switch effect.storage {
    case .none:
      self = .none
    case let .value(action):
      self = .send(action)
    case let .publisher(publisher):
      nonisolated(unsafe) let publisher = publisher
      self = .run { send in
        let stream = AsyncStream<Action> { continuation in
          let cancellable = publisher.sink(
            receiveCompletion: { _ in continuation.finish() },
            receiveValue: { continuation.yield($0) }
          )
          nonisolated(unsafe) let box = cancellable
          continuation.onTermination = { _ in box.cancel() }
        }
        for await action in stream {
          await send(action)
        }
      }
    }
  }
}
