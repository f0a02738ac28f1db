import Foundation
import IssueReporting

extension TestStore {
  /// Waits for every in-flight effect to finish, then asserts that no received action is left
  /// unasserted.
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

  private func finish(nanoseconds: UInt64?, location: SourceLocation) async {
    let nanoseconds = nanoseconds ?? self.timeoutNanoseconds
    let start = DispatchTime.now().uptimeNanoseconds
    while !self.core.inFlight.hasNoForegroundEffects {
      guard DispatchTime.now().uptimeNanoseconds - start < nanoseconds else {
        reportIssue(
          """
          Expected effects to finish, but there are still effects in-flight\
          \(describeTimeout(nanoseconds)).

          \(inFlightSuggestion(customTimeout: nanoseconds != self.timeoutNanoseconds))
          """,
          fileID: location.fileID,
          filePath: location.filePath,
          line: location.line,
          column: location.column
        )
        return
      }
      await Task.yield()
    }
    await self.runEffectsUntilIdle()
    self.location = location
    if self.exhaustivity == .on {
      Self.reportUnhandledReceivedActions(self.reducer.receivedActions, location: location)
      // Reported once here; the end of the test must not report them again.
      self.reducer.receivedActions.removeAll()
    } else {
      self.skipReceivedActions(
        showSkipped: self.exhaustivity == .off(showSkippedAssertions: true), location: location)
    }
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
    if self.reducer.receivedActions.isEmpty {
      if strict {
        reportIssue(
          "There were no received actions to skip.",
          fileID: fileID, filePath: filePath, line: line, column: column
        )
      }
      return
    }
    self.skipReceivedActions(showSkipped: self.exhaustivity != .off, location: location)
  }

  func skipReceivedActions(showSkipped: Bool, location: SourceLocation) {
    let skipped = self.reducer.receivedActions
    guard let last = skipped.last else { return }
    if showSkipped {
      reportSkippedReceivedActions(skipped, location: location)
    }
    self.reducer.receivedActions.removeAll()
    self.assertedState = last.state
  }

  /// Cancels every in-flight effect without asserting on it.
  ///
  /// Useful to end a test that started a long-living effect it does not care about.
  ///
  /// - Parameter strict: Whether to fail the test when there are no effects to cancel.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.yield()
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let count = self.core.inFlight.entries.filter { !$0.isBackground }.count
    if count == 0 {
      if strict {
        reportIssue(
          "There were no in-flight effects to skip.",
          fileID: fileID, filePath: filePath, line: line, column: column
        )
      }
      return
    }
    if self.exhaustivity != .off {
      reportSkippedAssertion(
        "Skipped \(count) in-flight effect\(count == 1 ? "" : "s").", location: location
      )
    }
    for task in self.core.inFlight.cancelForeground() {
      await task.value
    }
  }
}
