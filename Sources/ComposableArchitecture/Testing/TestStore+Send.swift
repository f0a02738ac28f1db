import CustomDump
import IssueReporting

extension TestStore {
  /// Sends an action to the store and asserts how it changes the state.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// The closure is given the state before the action; mutate it into the state you expect
  /// after it. Omit the closure when the action should not change state. In exhaustive mode, any
  /// action received from an effect and not yet asserted fails the test.
  ///
  /// - Parameters:
  ///   - action: An action.
  ///   - updateStateToExpectedResult: A closure that asserts state changed by sending the action
  ///     to the store.
  /// - Returns: A ``TestStoreTask`` for the effects the action started.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !self.isDismissed else {
      reportIssue(
        "Can't send action to dismissed test store.",
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
      return TestStoreTask(storeTask: StoreTask(effects: nil), timeout: self.timeoutNanoseconds)
    }
    let storeTask = withIssueContext(
      fileID: fileID, filePath: filePath, line: line, column: column
    ) {
      self._send(action, assert: updateStateToExpectedResult, location: location)
    }
    // Let the effects run as far as they can, so that what they do right away (call a client,
    // feed back an action) has happened when `send` returns.
    await self.runEffectsUntilIdle()
    return TestStoreTask(storeTask: storeTask, timeout: self.timeoutNanoseconds)
  }

  /// Lets in-flight effects run until none makes progress: on the main serial executor, each
  /// `Task.yield()` runs every effect that is ready first. An effect waiting on a clock, a
  /// continuation or a stream stops the loop once nothing else moves.
  ///
  /// Progress is what the test store can see: an action fed back, an effect started or
  /// finished. An effect can also advance without showing it (awaiting its own async work), so
  /// the loop waits for several quiet turns in a row (TCA always yields 20 times) and never
  /// runs more than a bounded number of turns, for effects that never go quiet.
  func runEffectsUntilIdle() async {
    // Always suspends, as TCA's steps do: main-actor work enqueued before the step (a
    // `Task { @MainActor in … }`, an `observe` re-run) has run when the step returns.
    await Task.yield()
    let quietTurnsToStop = 20
    let maximumTurns = 2_000
    var quietTurns = 0
    var turns = 0
    var progress = self.effectProgress
    while quietTurns < quietTurnsToStop, turns < maximumTurns,
      !self.core.inFlight.hasNoForegroundEffects
    {
      await Task.yield()
      turns += 1
      let newProgress = self.effectProgress
      if newProgress == progress {
        quietTurns += 1
      } else {
        quietTurns = 0
        progress = newProgress
      }
    }
  }

  /// A snapshot of what effects have visibly done: actions reduced, effects running, the last
  /// effect started. A struct, not an array: it is taken at each turn.
  private var effectProgress: EffectProgress {
    let running = self.core.inFlight.progress
    return EffectProgress(
      reducedActions: self.reducer.reducedActionCount, runningEffects: running.count,
      lastEffect: running.lastToken
    )
  }

  /// Sends the action at a case key path for a case with no associated value.
  ///
  /// ```swift
  /// await store.send(\.incrementButtonTapped) { $0.count = 1 }
  /// ```
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await self.send(
      AnyCasePath(action).embed(()),
      assert: updateStateToExpectedResult,
      fileID: fileID,
      file: filePath,
      line: line,
      column: column
    )
  }

  /// Sends the action at a case key path with an associated value.
  ///
  /// ```swift
  /// await store.send(\.binding.name, "Blob") { $0.name = "Blob" }
  /// ```
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await self.send(
      AnyCasePath(action).embed(value),
      assert: updateStateToExpectedResult,
      fileID: fileID,
      file: filePath,
      line: line,
      column: column
    )
  }

  private func _send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    location: SourceLocation
  ) -> StoreTask {
    if !self.reducer.receivedActions.isEmpty {
      var actions = ""
      customDump(self.reducer.receivedActions.map(\.action), to: &actions)
      self.reportIssueHelper(
        """
        Must handle \(self.reducer.receivedActions.count) received \
        action\(self.reducer.receivedActions.count == 1 ? "" : "s") before sending an action.

        Unhandled actions: \(actions)
        """,
        location: location
      )
      if self.exhaustivity != .on {
        // A non-exhaustive test moves on: the actions are skipped, their state taken as is.
        self.clearReceivedActions()
      }
    }
    let expectedState = self.assertedState
    let receivedBefore = self.reducer.receivedActions.count
    let storeTask = self.store.send(
      TestReducer<State, Action>.TestAction(origin: .send(action), location: location)
    )
    let actualState = self.reducer.stateAfterSend
    let sharedValues = self.sharedValuesOfSendStep(receivedBefore: receivedBefore)
    self.checkState(
      expected: expectedState,
      actual: actualState,
      sharedValues: sharedValues,
      modify: updateStateToExpectedResult,
      stackElementID: self.reducer.stackElementIDBeforeSend,
      location: location
    )
    self.assertedState = actualState
    self.location = location
    return storeTask
  }

  /// The shared values a send step asserts: as they are once the send returns, after the
  /// actions its `.send` effects fed back were reduced too, as in TCA 1.25, whose test store
  /// reduces those actions before the step's assertion and tracks shared changes by step. The
  /// received actions reduced during the send take the same values, so that a shared change
  /// made while one of them was reduced is asserted by the send step, not by their `receive`.
  /// (Compatibility.md's notes for a later major version say what we would rather do.)
  private func sharedValuesOfSendStep(receivedBefore: Int) -> SharedValues {
    let received = self.reducer.receivedActions.count
    guard received > receivedBefore else { return self.reducer.sharedValuesAfterSend }
    let sharedValues = self.reducer.sharedChangeTracker.capture()
    for index in receivedBefore..<received {
      self.reducer.receivedActions[index].shared = sharedValues
    }
    return sharedValues
  }
}

/// What a test store watches to tell whether effects still make progress.
struct EffectProgress: Equatable {
  let reducedActions: Int
  let runningEffects: Int
  let lastEffect: Int
}
