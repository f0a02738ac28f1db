import Foundation
import OpenCombineShim

extension Effect where Action: Sendable {
  /// Turns an effect into one that emits at most one action per `interval` for its identifier.
  ///
  /// The first action is emitted at once; an action that comes before `interval` has passed
  /// since the last one emitted waits until it has, and is replaced by a later one when
  /// `latest` is true (when it is false, the first waiting action is the one emitted).
  ///
  /// ```swift
  /// case .refreshButtonTapped:
  ///   return .run { send in
  ///     await send(.refreshed(try await self.api.fetch()))
  ///   }
  ///   .throttle(id: CancelID.refresh, for: 1, scheduler: self.mainQueue, latest: true)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The effect's identifier.
  ///   - interval: The least time between two emitted actions.
  ///   - scheduler: The scheduler that measures time (a test scheduler in tests).
  ///   - latest: Whether a waiting action is replaced by a later one.
  /// - Returns: An effect that emits throttled actions, cancellable with `id`.
  @available(
    *,
    deprecated,
    message:
      "\n      Use 'clock.sleep', 'cancellable(id:cancelInFlight)' and some last-ran state, instead:\n\n          return .run { [lastRan = state.lastRan] store in\n            try await clock.sleep(until: (lastRan ?? clock.now).advanced(by: .seconds(1)))\n            await store.send(.throttleRan)  // Update 'state.lastRan'\n            // ...\n          }\n          .cancellable(id: CancelID.throttle, cancelInFlight: true)\n      "
  )
  public func throttle<S: Scheduler & Sendable>(
    id: some Hashable & Sendable,
    for interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    latest: Bool
  ) -> Self where S.SchedulerTimeType.Stride: Sendable {
    guard !self.isNone else { return .none }
    let key = AnyHashableSendable(id)
    let effect = UncheckedSendable(self)
    return Self.run { send in
      let (actions, continuation) = AsyncStream.makeStream(of: UncheckedSendable<Action>.self)
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          await effect.value.run(
            send: Send { continuation.yield(UncheckedSendable($0)) }
          )
          continuation.finish()
        }
        for await action in actions {
          await emitThrottled(
            action.value, key: key, interval: interval, scheduler: scheduler, latest: latest,
            send: send
          )
        }
      }
    }
    .cancellable(id: id, cancelInFlight: true)
  }
}

/// When each throttle identifier last emitted, and the action waiting to be emitted, shared by
/// all stores as in TCA (an identifier's throttle spans the effects that reuse it).
private let throttleRecords = LockIsolated<[AnyHashableSendable: ThrottleRecord]>([:])

/// `@unchecked Sendable`: it holds an action and a date of any type, and is only read and written
/// under `throttleRecords`' lock.
// @unchecked Sendable: only read and written under `throttleRecords`' lock.
private struct ThrottleRecord: @unchecked Sendable {
  // A `S.SchedulerTimeType` and an `Action`, typed by the throttle that wrote them.
  var lastEmission: Any
  var waitingAction: Any?
}

private func emitThrottled<Action, S: Scheduler & Sendable>(
  _ action: Action,
  key: AnyHashableSendable,
  interval: S.SchedulerTimeType.Stride,
  scheduler: S,
  latest: Bool,
  send: Send<Action>
) async where S.SchedulerTimeType.Stride: Sendable {
  // When to emit (`nil`: now) and what. The action and the scheduler's dates only pass through
  // the lock: `UncheckedSendable` lets them cross its `@Sendable` closure, which runs
  // synchronously on this task.
  let action = UncheckedSendable(action)
  let decision = throttleRecords.withValue { records in
    UncheckedSendable(
      throttleDecision(
        &records, action: action.value, key: key, interval: interval, now: scheduler.now,
        latest: latest
      )
    )
  }
  .value
  if let date = decision.date {
    guard await scheduler.sleep(until: date) else { return }
    throttleRecords.withValue {
      $0[key] = ThrottleRecord(lastEmission: scheduler.now, waitingAction: nil)
    }
  }
  await send(decision.action)
}

/// When to emit (`nil`: now) and what, with the record of `key` updated.
private func throttleDecision<Action, Time: Strideable>(
  _ records: inout [AnyHashableSendable: ThrottleRecord],
  action: Action,
  key: AnyHashableSendable,
  interval: Time.Stride,
  now: Time,
  latest: Bool
) -> (date: Time?, action: Action) {
  guard
    let record = records[key],
    let lastEmission = record.lastEmission as? Time
  else {
    records[key] = ThrottleRecord(lastEmission: now, waitingAction: nil)
    return (nil, action)
  }
  let value = latest ? action : (record.waitingAction as? Action ?? action)
  guard lastEmission.distance(to: now) < interval else {
    records[key] = ThrottleRecord(lastEmission: now, waitingAction: nil)
    return (nil, value)
  }
  records[key]?.waitingAction = value
  return (lastEmission.advanced(by: interval), value)
}
