import Foundation
import IssueReporting

// The async steps of 0.39–0.40's test store: `await store.send(.x)`, `await store.receive(.y)`
// and `await store.finish()`, for features whose effects are async (`Effect.task`,
// `Effect.run`). They run on the main actor, where those effects deliver, and wait for effects
// up to the store's `timeout`. Their failure reports are worded as in 0.40.

extension TestStore where LocalState: Equatable {
  /// Sends an action and asserts how it changes the state: `update` makes the expected change
  /// to the state before the action; leave it out when the state must not change (0.39+).
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// Returns the work the action started: cancel a long-living effect with
  /// `await task.cancel()` before the test ends.
  @MainActor
  @discardableResult
  public func send(
    _ action: LocalAction,
    _ update: ((inout LocalState) throws -> Void)? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async -> TestStoreTask {
    self.usesAsyncSteps = true
    await megaYield()
    let task = self.send(action, update, wording: .v0_40, file: file, line: line)
    await megaYield()
    return task
  }

  /// Waits until the effects still running have finished, up to `timeout` nanoseconds (the
  /// store's ``timeout`` by default), and reports them otherwise (0.39+).
  @MainActor
  public func finish(
    timeout nanoseconds: UInt64? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async {
    self.usesAsyncSteps = true
    let nanoseconds = nanoseconds ?? self.timeout
    let start = DispatchTime.now().uptimeNanoseconds
    await megaYield()
    while self.hasEffectsInFlight {
      guard start.distance(to: DispatchTime.now().uptimeNanoseconds) < nanoseconds else {
        reportIssue(
          """
          Expected effects to finish, but there are still effects in-flight\
          \(nanoseconds > 0 ? " after \(seconds(nanoseconds)) seconds" : "").

          \(inFlightSuggestion(nanoseconds: nanoseconds, defaultTimeout: self.timeout))
          """,
          fileID: (file), filePath: file, line: line
        )
        return
      }
      await yieldToOtherTasks()
    }
  }
}

extension TestStore where LocalState: Equatable, Action: Equatable {
  /// Asserts that an effect fed `expectedAction` back into the store, waiting for it up to
  /// `timeout` nanoseconds (the store's ``timeout`` by default), and how it changed the state
  /// (0.39+).
  ///
  /// ```swift
  /// await store.receive(.factResponse(.success("0 is a good number."))) {
  ///   $0.fact = "0 is a good number."
  /// }
  /// ```
  @MainActor
  public func receive(
    _ expectedAction: Action,
    timeout nanoseconds: UInt64? = nil,
    _ update: ((inout LocalState) throws -> Void)? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async {
    self.usesAsyncSteps = true
    let nanoseconds = nanoseconds ?? self.timeout
    guard self.hasEffectsInFlight || !self.receivedActions.isEmpty else {
      self.receive(expectedAction, update, wording: .v0_40, file: file, line: line)
      return
    }
    await megaYield()
    let start = DispatchTime.now().uptimeNanoseconds
    while !Task.isCancelled, self.receivedActions.isEmpty {
      guard start.distance(to: DispatchTime.now().uptimeNanoseconds) < nanoseconds else {
        let suggestion =
          self.hasEffectsInFlight
          ? inFlightSuggestion(nanoseconds: nanoseconds, defaultTimeout: self.timeout)
          : """
          There are no in-flight effects that could deliver this action. Could the effect you \
          expected to deliver this action have been cancelled?
          """
        reportIssue(
          """
          Expected to receive an action, but received none\
          \(nanoseconds > 0 ? " after \(seconds(nanoseconds)) seconds" : "").

          \(suggestion)
          """,
          fileID: (file), filePath: file, line: line
        )
        return
      }
      await yieldToOtherTasks()
    }
    guard !Task.isCancelled else { return }
    self.receive(expectedAction, update, wording: .v0_40, file: file, line: line)
    await megaYield()
  }
}

/// The work one action sent to a test store started (0.39+): await ``finish(timeout:file:line:)``
/// to wait for it, or ``cancel()`` to tear down a long-living effect before the test ends.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// await store.receive(.tick) { $0.seconds = 1 }
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  /// The task that finishes when the effects do; `nil` when the action started none.
  public let rawValue: Task<Void, Never>?
  let timeout: UInt64

  init(group: EffectGroup?, timeout: UInt64) {
    self.rawValue = ViewStoreTask(group: group).rawValue
    self.timeout = timeout
  }

  /// Cancels the effects and waits for them to wind down.
  public func cancel() async {
    self.rawValue?.cancel()
    await self.rawValue?.value
  }

  /// Waits for the effects to finish, up to `timeout` nanoseconds (the test store's timeout by
  /// default), and reports them otherwise.
  public func finish(
    timeout nanoseconds: UInt64? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async {
    guard let task = self.rawValue else { return }
    let nanoseconds = nanoseconds ?? self.timeout
    await megaYield()
    let finished = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        await task.value
        return true
      }
      group.addTask {
        try? await Task.sleep(nanoseconds: nanoseconds)
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
    guard !finished else { return }
    let timeoutMessage =
      nanoseconds != self.timeout
      ? #"try increasing the duration of this assertion's "timeout""#
      : #"configure this assertion with an explicit "timeout""#
    reportIssue(
      """
      Expected task to finish, but it is still in-flight\
      \(nanoseconds > 0 ? " after \(seconds(nanoseconds)) seconds" : "").

      If this task delivers its action using a scheduler (via "sleep(for:)", etc.), make sure \
      that you wait enough time for it to perform its work. If you are using a test scheduler, \
      advance the scheduler so that the effects may complete, or consider using an immediate \
      scheduler to immediately perform the effect instead.

      If you are not yet using a scheduler, or can not use a scheduler, \(timeoutMessage).
      """,
      fileID: (file), filePath: file, line: line
    )
  }

  /// Whether the effects were cancelled (`true` when the action started none).
  public var isCancelled: Bool {
    self.rawValue?.isCancelled ?? true
  }
}

/// 0.39's advice when effects are still in flight after a wait.
private func inFlightSuggestion(nanoseconds: UInt64, defaultTimeout: UInt64) -> String {
  let timeoutMessage =
    nanoseconds != defaultTimeout
    ? #"try increasing the duration of this assertion's "timeout""#
    : #"configure this assertion with an explicit "timeout""#
  return """
    There are effects in-flight. If the effect that delivers this action uses a scheduler (via \
    "receive(on:)", "delay", "debounce", etc.), make sure that you wait enough time for the \
    scheduler to perform the effect. If you are using a test scheduler, advance the scheduler so \
    that the effects may complete, or consider using an immediate scheduler to immediately \
    perform the effect instead.

    If you are not yet using a scheduler, or can not use a scheduler, \(timeoutMessage).
    """
}

/// Nanoseconds as seconds, as 0.39 printed them: `0.1`.
private func seconds(_ nanoseconds: UInt64) -> String {
  "\(Double(nanoseconds) / 1_000_000_000)"
}

/// Lets the tasks that effects started run for a while, as 0.39's `Task.megaYield` did.
func megaYield(count: Int = 20) async {
  for _ in 0..<count {
    await yieldToOtherTasks()
  }
}

/// Lets other tasks run: those of the main actor, and those of the global executor.
private func yieldToOtherTasks() async {
  await Task.detached(priority: .background) { await Task.yield() }.value
}
