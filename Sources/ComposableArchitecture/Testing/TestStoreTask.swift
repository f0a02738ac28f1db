import Foundation

/// The effects started by an action a ``TestStore`` sent, returned by `send`.
///
/// Use it to assert that long-living effects finish, or to cancel them:
///
/// ```swift
/// let task = await store.send(.onAppear)
/// // ...
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let storeTask: StoreTask
  let timeout: UInt64

  init(storeTask: StoreTask, timeout: UInt64) {
    self.storeTask = storeTask
    self.timeout = timeout
  }

  /// The underlying task, when the action started effects.
  public var rawValue: Task<Void, Never>? { self.storeTask.rawValue }

  /// Cancels the effects and waits for them to wind down.
  public func cancel() async {
    self.storeTask.cancel()
    await self.storeTask.finish()
  }

  /// Waits for the effects to finish, failing the test if they are still running after
  /// `duration` (by default the test store's ``TestStore/timeout``).
  ///
  /// ```swift
  /// let task = await store.send(.onAppear)
  /// await clock.advance(by: .seconds(1))
  /// await task.finish()
  /// ```
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.finish(
      nanoseconds: duration?.nanoseconds,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Waits for the effects to finish, failing the test if they are still running after
  /// `nanoseconds`.
  @_disfavoredOverload
  @available(*, deprecated, message: "Use the overload that takes a 'Duration' timeout, instead.")
  public func finish(
    timeout nanoseconds: UInt64,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.finish(
      nanoseconds: nanoseconds, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  private func finish(
    nanoseconds: UInt64?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) async {
    let nanoseconds = nanoseconds ?? self.timeout
    let didFinish = await self.storeTask.finish(within: nanoseconds)
    guard !didFinish else { return }
    reportIssue(
      """
      Expected task to finish, but it is still in-flight\(describeTimeout(nanoseconds)).

      If this task delivers its action using a clock/scheduler (via "sleep(for:)", \
      "timer(interval:)", etc.), make sure that you wait enough time for it to perform its \
      work. If you are using a test clock/scheduler, advance the scheduler so that the effects \
      may complete, or consider using an immediate clock/scheduler to immediately perform the \
      effect instead.

      If you are not yet using a clock/scheduler, or cannot use a clock/scheduler, \
      \(timeoutAdvice(customTimeout: nanoseconds != self.timeout)).
      """,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
    // Reported once: the effects are cancelled (and given a moment to wind down), so the end
    // of the test does not report them as still running.
    self.storeTask.cancel()
    _ = await self.storeTask.finish(within: 100_000_000)
  }

  /// Whether the effects were cancelled (`true` when there were none).
  public var isCancelled: Bool { self.storeTask.isCancelled }
}

extension StoreTask {
  /// Waits up to `nanoseconds` for the effects to finish, without cancelling them; returns
  /// whether they did.
  func finish(within nanoseconds: UInt64) async -> Bool {
    guard let effects = self.effects else { return true }
    let outcome = LockIsolated<CheckedContinuation<Bool, Never>?>(nil)
    @Sendable func resume(_ didFinish: Bool) {
      outcome.withValue {
        $0?.resume(returning: didFinish)
        $0 = nil
      }
    }
    var waiter: Task<Void, Never>?
    var timer: Task<Void, Never>?
    let didFinish = await withCheckedContinuation { continuation in
      outcome.setValue(continuation)
      waiter = Task {
        var index = 0
        while let task = effects.task(at: index) {
          await task.value
          index += 1
        }
        resume(true)
      }
      timer = Task {
        try? await Task.sleep(nanoseconds: nanoseconds)
        resume(false)
      }
    }
    timer?.cancel()
    waiter?.cancel()
    return didFinish
  }
}

extension Duration {
  var nanoseconds: UInt64 {
    let (seconds, attoseconds) = self.components
    return UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
  }
}
