import Foundation

/// How an observed effect ended, for inspectors such as `ComposableArchitectureDevTools`.
package enum _EffectOutcome: Sendable, Equatable {
  /// The operation returned (a handled error included).
  case finished
  /// The operation threw an error that was not a cancellation.
  case failed(String)
  /// The effect's task was cancelled.
  case cancelled
}

/// Receives the lifecycle of the effects an inspector wraps with ``Effect/_observed(by:)``.
///
/// Package API: the devtools module uses it to show the effects each action started, their
/// cancellation ids and how they ended, without the core knowing about devtools.
package protocol _EffectObserver: AnyObject, Sendable {
  /// A `.run` effect was returned; gives it an id. Called synchronously, in the reducer's send.
  func effectReturned(name: String?, cancelID: String?) -> Int
  /// A `.send` effect was returned: its action will be delivered right after the reducer.
  func synchronousActionReturned()
  /// A `.send` the store delivers later, from a task (after an asynchronous effect of a
  /// concatenation, or in background work, like the action a dismissal sends), is about to be
  /// sent (on the main actor).
  @MainActor func deferredActionWillSend()
  /// The effect's task started running.
  func effectStarted(id: Int)
  /// The effect is about to send an action back into the store (on the main actor).
  @MainActor func effectWillSend(id: Int)
  /// The effect ended.
  func effectEnded(id: Int, outcome: _EffectOutcome)
}

/// The error an observed `.run` threw, handed over by `Effect.run`'s error handling.
@usableFromInline
package enum _EffectFailure {
  @usableFromInline
  @TaskLocal package static var report: (@Sendable (any Error) -> Void)?
}

extension Effect {
  /// The same effect, reporting to `observer` when each of its `.run` operations is returned,
  /// starts, sends and ends. Costs nothing unless an inspector calls it.
  package func _observed(by observer: some _EffectObserver) -> Self {
    self._observed(by: observer, cancelID: nil)
  }

  /// `isDeferred`: the store runs this effect from a task, not in the send that returned it.
  private func _observed(
    by observer: some _EffectObserver, cancelID: String?, isDeferred: Bool = false
  ) -> Self {
    switch self.operation {
    case .none, .cancel:
      return self
    case .send:
      guard isDeferred else {
        observer.synchronousActionReturned()
        return self
      }
      // Not delivered right after the reducer: an effect sends it later, when its turn comes.
      let effect = self
      return Self(
        operation: .run(
          RunOperation(name: nil, priority: nil) { send in
            await effect.run(
              send: Send { action in
                observer.deferredActionWillSend()
                send(action)
              }
            )
          }
        )
      )
    case let .run(operation):
      let id = observer.effectReturned(name: operation.name, cancelID: cancelID)
      return Self(
        operation: .run(
          RunOperation(
            name: operation.name,
            priority: operation.priority,
            subscribe: operation.subscribe.map { subscribe in
              { send in
                // A publisher starts as the store starts it, in the send.
                observer.effectStarted(id: id)
                let rest = subscribe(
                  Send { action in
                    observer.effectWillSend(id: id)
                    send(action)
                  }
                )
                return rest.wrapped { finished in
                  await finished()
                  observer.effectEnded(id: id, outcome: Task.isCancelled ? .cancelled : .finished)
                }
              }
            }
          ) { send in
            observer.effectStarted(id: id)
            let failure = LockIsolated<String?>(nil)
            await _EffectFailure.$report.withValue({ error in
              failure.setValue(String(customDumping: error))
            }) {
              await operation.body(
                Send { action in
                  observer.effectWillSend(id: id)
                  send(action)
                }
              )
            }
            if let failure = failure.value {
              observer.effectEnded(id: id, outcome: .failed(failure))
            } else {
              observer.effectEnded(id: id, outcome: Task.isCancelled ? .cancelled : .finished)
            }
          }
        )
      )
    case let .merge(effects):
      return Self(
        operation: .merge(
          effects.map { $0._observed(by: observer, cancelID: cancelID, isDeferred: isDeferred) }
        )
      )
    case let .concatenate(effects):
      // As the store runs it: the leading synchronous effects now, the rest in a task, in order.
      let asynchronousStart =
        isDeferred ? 0 : effects.firstIndex { !$0.isSynchronous } ?? effects.endIndex
      return Self(
        operation: .concatenate(
          effects.enumerated().map { index, effect in
            effect._observed(
              by: observer, cancelID: cancelID, isDeferred: index >= asynchronousStart
            )
          }
        )
      )
    case let .cancellable(cancellable):
      let id = cancellable.id
      let cancelInFlight = cancellable.cancelInFlight
      let effect = cancellable.child
      return Self(
        operation: .cancellable(
          id, cancelInFlight: cancelInFlight,
          effect._observed(
            by: observer, cancelID: String(customDumping: id.id.value.base), isDeferred: isDeferred
          )
        )
      )
    case let .background(effect):
      // Background work that is not synchronous runs in a task of its own.
      return Self(
        operation: .background(
          effect._observed(
            by: observer, cancelID: cancelID, isDeferred: isDeferred || !effect.isSynchronous
          )
        )
      )
    }
  }
}

extension Effect {
  /// The same effect as background work: a store runs and tears it down like any effect, but
  /// the `StoreTask` of the send that started it does not wait for it and a `TestStore` does
  /// not count it. For inspectors' long-lived effects (devtools' time travel).
  package func _inBackground() -> Self {
    Self(operation: .background(self))
  }
}
