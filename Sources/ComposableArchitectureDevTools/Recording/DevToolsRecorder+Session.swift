import ComposableArchitecture
import Foundation

extension DevToolsRecorder {
  /// The recorded actions, oldest first, with their dumps and diffs.
  public var entries: [DevToolsEntry] {
    self.materializeEntries().entries
  }

  /// The entry of the action numbered `index`, if it is still kept.
  public func entry(_ index: Int) -> DevToolsEntry? {
    self.materializeEntries(only: index).entries.first
  }

  /// The session, for export.
  public var session: DevToolsSession {
    let (entries, initialState) = self.materializeEntries()
    return DevToolsSession(
      name: self.name,
      feature: self.feature,
      initialState: initialState.map { String(customDumping: $0) },
      fullStateInterval: self.fullStateInterval,
      entries: entries
    )
  }

  /// The entries (all, or one), dumps and diffs made outside the lock so that the reducer's
  /// thread never waits for them; each entry is made once.
  private func materializeEntries(
    only index: Int? = nil
  ) -> (entries: [DevToolsEntry], initialState: State?) {
    let (records, initialState) = self.lock.withLock { (self.records, self.initialState) }
    let firstIndex = records.first?.index
    let selected = records.filter { index == nil || $0.index == index }
    let made = selected.map { record in
      record.entry ?? self.makeEntry(record, isFirst: record.index == firstIndex)
    }
    return self.lock.withLock {
      let entries = zip(selected, made).map { record, entry in
        var entry = entry
        if record.entry == nil, let position = self.position(of: record.index),
          self.records[position].entry == nil
        {
          self.records[position].entry = entry
        }
        if let position = self.position(of: record.index) {
          entry.effects = self.records[position].effectIDs.compactMap { self.effects[$0] }
        }
        return entry
      }
      return (entries, initialState)
    }
  }

  /// The full state after the action numbered `index` (0: the initial state), dumped.
  public func stateDump(at index: Int) -> String? {
    self.lock.withLock {
      if index == 0 { return self.initialState.map { String(customDumping: $0) } }
      return self.position(of: index).map { String(customDumping: self.records[$0].after) }
    }
  }

  /// The state after the action numbered `index` (0: the initial state).
  public func state(at index: Int) -> State? {
    self.lock.withLock {
      if index == 0 { return self.initialState }
      return self.position(of: index).map { self.records[$0].after }
    }
  }

  /// Puts the store back in the state after the action numbered `index` (0: the initial state).
  ///
  /// Effects are not replayed: the state is replaced, nothing else runs. Actions sent meanwhile
  /// run on that state and are recorded; ``resume()`` returns to the latest recorded state.
  /// `@Shared` values are put back too, where the recording reaches; ``sharedReport`` says what
  /// was put back and what was not.
  /// Throws when no action of the store has run yet or the action is no longer kept.
  @MainActor
  public func jump(to index: Int) throws {
    let state = self.lock.withLock {
      index == 0 ? self.initialState : self.position(of: index).map { self.records[$0].after }
    }
    guard self.isAttached, self.lock.withLock({ self.lastAction != nil }) else {
      throw DevToolsError(message: "The store has not run an action yet: nothing to jump to.")
    }
    guard let state else {
      throw DevToolsError(message: "Action #\(index) is no longer recorded.")
    }
    self.rewindShared(to: index, target: state)
    self.replaceState(with: state, jumpedTo: index)
  }

  /// Returns from ``jump(to:)`` to the latest recorded state, and the `@Shared` values to their
  /// latest values (a value changed outside the store while jumped keeps its change).
  @MainActor
  public func resume() throws {
    let (state, wasJumped) = self.lock.withLock {
      (self.records.last?.after ?? self.initialState, self.jumpedTo != nil)
    }
    guard wasJumped, let state else { return }
    self.restoreShared()
    self.replaceState(with: state, jumpedTo: nil)
  }

  /// Has the store's reducer (the wrapper) replace its state with `state`.
  @MainActor
  private func replaceState(with state: State, jumpedTo: Int?) {
    let (send, action) = self.lock.withLock {
      self.pendingJump = state
      self.jumpedTo = jumpedTo
      return (self.send, self.lastAction)
    }
    // The wrapper sees the pending state and replaces the store's state with it.
    if let send, let action { send(action) }
    self.notify(.status)
  }

  /// Swift source of a `TestStore` test of the actions numbered `range` (see
  /// ``TestSourceGenerator``).
  public func testSource(for range: ClosedRange<Int>) -> String {
    TestSourceGenerator.source(
      for: self.session, range: range, initialState: self.stateDump(at: range.lowerBound - 1)
    )
  }

  func position(of index: Int) -> Int? {
    guard let first = self.records.first?.index else { return nil }
    let position = index - first
    return self.records.indices.contains(position) ? position : nil
  }

  private func makeEntry(_ record: Record, isFirst: Bool) -> DevToolsEntry {
    let difference = diff(record.before, record.after)
    let components = actionComponents(record.action)
    return DevToolsEntry(
      index: record.index,
      timestamp: record.timestamp,
      name: components.last ?? "\(record.action)",
      path: Array(components.dropLast()),
      action: actionSource(record.action),
      isReceived: record.isReceived,
      duration: record.duration,
      changed: difference != nil,
      diff: difference,
      state: isFirst || record.index % self.fullStateInterval == 0
        ? String(customDumping: record.after) : nil,
      assignments: difference == nil ? [] : stateAssignments(from: record.before, to: record.after),
      effects: []
    )
  }
}
