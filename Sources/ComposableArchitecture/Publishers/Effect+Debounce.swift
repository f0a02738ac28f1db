import OpenCombineShim

extension Effect {
  /// Turns an effect into one that only runs once `dueTime` has passed on `scheduler` without
  /// another effect with the same identifier being started.
  ///
  /// Each call cancels the previous effect with the identifier that is still waiting, so only
  /// the last of a burst runs:
  ///
  /// ```swift
  /// case let .textChanged(text):
  ///   state.text = text
  ///   return .run { send in
  ///     await send(.searchResponse(try await self.search(text)))
  ///   }
  ///   .debounce(id: CancelID.search, for: 0.5, scheduler: self.mainQueue)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The effect's identifier.
  ///   - dueTime: How long to wait before running the effect.
  ///   - scheduler: The scheduler that measures the wait (a test scheduler in tests).
  ///   - options: Scheduler options for the wait.
  /// - Returns: An effect that runs after the wait, cancellable with `id`.
  @available(
    *,
    deprecated,
    message:
      "\n      Use 'clock.sleep' and 'cancellable(id:cancelInFlight:)' instead:\n\n          return .run { send in\n            try await clock.sleep(for: .seconds(0.3)\n            // ...\n          }\n          .cancellable(id: CancelID.debounce, cancelInFlight: true)\n      "
  )
  public func debounce<S: Scheduler>(
    id: some Hashable & Sendable,
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Self {
    guard !self.isNone else { return .none }
    // The wait starts now, as the reducer returns the effect.
    let wakeUp = scheduler.wakeUp(at: scheduler.now.advanced(by: dueTime), options: options)
    let effect = UncheckedSendable(self)
    return Self.run { send in
      guard await wakeUp.wait() else { return }
      await effect.value.run(send: send)
    }
    .cancellable(id: id, cancelInFlight: true)
  }
}
