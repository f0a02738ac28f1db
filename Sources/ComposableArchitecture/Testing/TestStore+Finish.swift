import CustomDump
import Foundation
import IssueReporting

extension TestStore {
  /// Asserts that no received action is left unasserted, waits for every in-flight effect to
  /// finish, then asserts that no change to shared state is left unasserted.
  ///
  /// Call it at the end of a test whose effects need time to wind down.
  ///
  /// - Parameter duration: How long to wait; the test store's ``timeout`` by default.
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.finish(
      nanoseconds: duration?.nanoseconds,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Waits for every in-flight effect to finish, waiting at most `nanoseconds`.
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
      nanoseconds: nanoseconds,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// TCA's order: actions received and not asserted are reported first (they stay queued for a
  /// later `receive`), then it waits for the effects the test tracks (not a presented child's
  /// wait for its dismissal), then it checks shared state.
  private func finish(nanoseconds: UInt64?, location: SourceLocation) async {
    let nanoseconds = nanoseconds ?? self.timeoutNanoseconds
    self.location = location
    self.reportUnassertedReceivedActions(location: location)
    await Task.yield()
    let start = DispatchTime.now().uptimeNanoseconds
    while !self.core.inFlight.hasNoForegroundEffects {
      guard DispatchTime.now().uptimeNanoseconds - start < nanoseconds else {
        self.reportIssueHelper(
          """
          Expected effects to finish, but there are still effects in-flight\
          \(describeTimeout(nanoseconds)).

          \(inFlightSuggestion(customTimeout: nanoseconds != self.timeoutNanoseconds))
          """,
          location: location
        )
        return
      }
      await Task.yield()
    }
    await self.runEffectsUntilIdle()
    if self.exhaustivity != .on, let last = self.reducer.receivedActions.last {
      // A non-exhaustive test's state is the state after everything the store processed; the
      // actions stay queued for a later `receive`.
      self.assertedState = last.state
    }
    Self.reportUnassertedSharedChanges(
      reducer: self.reducer, state: self.assertedState, exhaustivity: self.exhaustivity,
      location: location
    )
  }

  /// Reports the received actions not asserted yet and not reported before; they stay queued.
  func reportUnassertedReceivedActions(location: SourceLocation) {
    let received = self.reducer.receivedActions
    Self.reportUnhandledReceivedActions(
      received.dropFirst(self.reducer.reportedReceivedActionCount),
      exhaustivity: self.exhaustivity, location: location
    )
    // Reported once: the end of the test reports only actions received after this.
    self.reducer.reportedReceivedActionCount = received.count
  }

  /// Clears the queue of received actions without asserting them.
  ///
  /// Useful when a test only cares about the final state.
  ///
  /// - Parameter strict: Whether to fail the test when there are no actions to skip.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.runEffectsUntilIdle()
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let actions = self.reducer.receivedActions.map(\.action)
    guard !actions.isEmpty else {
      if strict {
        reportIssue("There were no received actions to skip.", at: location)
      }
      return
    }
    var dump = ""
    if actions.count == 1 {
      customDump(actions[0], to: &dump)
    } else {
      customDump(actions, to: &dump)
    }
    self.reportIssueHelper(
      """
      \(actions.count) received action\(actions.count == 1 ? " was" : "s were") skipped.

      \(dump)
      """,
      overrideExhaustivity: self.exhaustivity == .on ? .off(showSkippedAssertions: true) : nil,
      location: location
    )
    self.clearReceivedActions()
  }

  /// Drops the received actions, taking the state after the last of them as asserted.
  func clearReceivedActions() {
    guard let last = self.reducer.receivedActions.last else { return }
    self.reducer.receivedActions.removeAll()
    self.reducer.reportedReceivedActionCount = 0
    self.assertedState = last.state
  }

  /// Stops tracking every in-flight effect, without cancelling it or waiting for it: the test no
  /// longer has to see them finish, and actions they send later are received as usual.
  ///
  /// Useful to end a test that started a long-living effect it does not care about.
  ///
  /// - Parameter strict: Whether to fail the test when there are no effects to skip.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.yield()
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let steps = Self.runningSteps(self.core.inFlight.skip(includingBackground: true))
    guard !steps.isEmpty else {
      if strict {
        reportIssue("There were no in-flight effects to skip.", at: location)
      }
      return
    }
    var dump = ""
    if steps.count == 1 {
      customDump(steps[0].action, to: &dump)
    } else {
      customDump(steps.map(\.action), to: &dump)
    }
    self.reportIssueHelper(
      """
      \(steps.count) in-flight effect\(steps.count == 1 ? " was" : "s were") cancelled, \
      originating from:

      \(dump)
      """,
      overrideExhaustivity: self.exhaustivity == .on ? .off(showSkippedAssertions: true) : nil,
      location: location
    )
  }
}
