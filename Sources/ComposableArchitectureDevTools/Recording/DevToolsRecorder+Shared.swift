import ComposableArchitecture
import Foundation

/// Time travel of `@Shared` values: the store's state holds references to them, so putting the
/// state back does not put them back. The recorder finds them (once, before the first action,
/// and again at each jump), follows their changes, and sets them at jumps and resumes.
extension DevToolsRecorder {
  /// What the last jump or resume did to the store's `@Shared` values, and which of them were
  /// changed by something other than the store while it was jumped.
  public var sharedReport: [DevToolsSharedStatus] {
    self.lock.withLock { self.sharedStatuses }
  }

  /// Finds the `@Shared` values `state` reaches and follows their changes.
  func discoverShared(in state: State) {
    for root in _sharedRoots(in: state) {
      let id = ObjectIdentifier(root)
      let isNew = self.lock.withLock {
        guard self.shared[id] == nil else { return false }
        self.shared[id] = DevToolsSharedHistory(root: root, since: self.nextIndex)
        self.sharedOrder.append(id)
        return true
      }
      guard isNew else { continue }
      let subscription = root._observeSharedValue { [weak self] value in
        self?.sharedDidChange(id, to: value)
      }
      self.lock.withLock { self.shared[id]?.subscription = subscription }
    }
  }

  private func sharedDidChange(_ id: ObjectIdentifier, to value: Any) {
    let isOutsideChange: Bool = self.lock.withLock {
      guard !self.isRestoringShared, self.shared[id] != nil else { return false }
      let firstKept = self.records.first?.index ?? self.nextIndex
      self.shared[id]?.append(value, index: self.nextIndex, keepingFrom: firstKept)
      guard self.jumpedTo != nil, !self.isReducingWhileJumped, let history = self.shared[id]
      else { return false }
      self.shared[id]?.changedOutsideWhileJumped = true
      let status = Self.status(
        history, .changedOutside,
        "changed outside the store while jumped: shown as it is now, and kept on resume"
      )
      self.sharedStatuses.removeAll { $0.name == status.name }
      self.sharedStatuses.append(status)
      return true
    }
    if isOutsideChange { self.notify(.status) }
  }

  /// Puts every `@Shared` value back as it was after the action numbered `index`, or says why
  /// it could not.
  func rewindShared(to index: Int, target: State) {
    // Values that appeared since the first action (a child's own key) are found now: in the
    // state jumped to, and in the latest one.
    self.discoverShared(in: target)
    if let latest = self.lock.withLock({ self.records.last?.after }) {
      self.discoverShared(in: latest)
    }
    let (histories, firstIndex) = self.lock.withLock {
      (self.sharedOrder.compactMap { self.shared[$0] }, self.records.first?.index ?? self.nextIndex)
    }
    // Action 0 is the initial state: the state before the first action kept.
    let after = index == 0 ? firstIndex - 1 : index
    var report: [DevToolsSharedStatus] = []
    self.whileRestoringShared {
      for history in histories {
        if let value = history.value(after: after), history.root._setSharedValue(value) {
          report.append(Self.status(history, .rewound, "put back as it was after #\(index)"))
        } else {
          report.append(
            Self.status(
              history, .notRewound,
              "not rewound: its recording begins after #\(history.since - 1); it keeps its "
                + "current value"
            )
          )
        }
      }
    }
    self.lock.withLock {
      // A value changed outside while jumped stays reported until the resume.
      let outside = self.sharedStatuses.filter { $0.outcome == .changedOutside }
      self.sharedStatuses =
        report.filter { status in !outside.contains { $0.name == status.name } }
        + outside
    }
  }

  /// Puts every `@Shared` value back to its latest value: the one live before the jump, or a
  /// newer one that actions or something outside the store set while jumped (never lost).
  func restoreShared() {
    let histories = self.lock.withLock { self.sharedOrder.compactMap { self.shared[$0] } }
    var report: [DevToolsSharedStatus] = []
    self.whileRestoringShared {
      for history in histories {
        history.root._setSharedValue(history.latest)
        report.append(
          history.changedOutsideWhileJumped
            ? Self.status(
              history, .changedOutside,
              "changed outside the store while jumped: its new value is kept"
            )
            : Self.status(history, .restored, "back to its latest value")
        )
      }
    }
    self.lock.withLock {
      for id in self.sharedOrder { self.shared[id]?.changedOutsideWhileJumped = false }
      self.sharedStatuses = report
    }
  }

  private func whileRestoringShared(_ body: () -> Void) {
    self.lock.withLock { self.isRestoringShared = true }
    body()
    self.lock.withLock { self.isRestoringShared = false }
  }

  private static func status(
    _ history: DevToolsSharedHistory, _ outcome: DevToolsSharedStatus.Outcome, _ note: String
  ) -> DevToolsSharedStatus {
    DevToolsSharedStatus(
      name: history.root._sharedDescription, type: history.root._sharedValueType,
      outcome: outcome, note: note
    )
  }
}
