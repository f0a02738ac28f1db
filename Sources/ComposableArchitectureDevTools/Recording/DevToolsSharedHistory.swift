import ComposableArchitecture
import Foundation

/// One `@Shared` value of a recorded store: its values after each action that changed it, so
/// that time travel can put it back as it was.
///
/// A change is filed under the number the next recorded action will have: the reducer's changes
/// are made before the recorder numbers its action, so "the value after action N" is the last
/// change filed under N or before.
struct DevToolsSharedHistory {
  let root: any _SharedRootInspectable
  /// The value when the recorder found the reference, after action `since - 1`.
  var initial: Any
  var since: Int
  var changes: [(index: Int, value: Any)] = []
  /// Whether something other than the store's reducer changed it while the store was jumped.
  var changedOutsideWhileJumped = false
  /// Cancels the observation of its changes when released.
  var subscription: _SharedObservation?

  init(root: any _SharedRootInspectable, since: Int) {
    self.root = root
    self.initial = root._sharedValue
    self.since = since
  }

  /// The value after the action numbered `index`, if the history reaches back that far.
  func value(after index: Int) -> Any? {
    if let change = self.changes.last(where: { $0.index <= index }) { return change.value }
    return index >= self.since - 1 ? self.initial : nil
  }

  /// The latest value recorded.
  var latest: Any { self.changes.last?.value ?? self.initial }

  mutating func append(_ value: Any, index: Int, keepingFrom firstKept: Int) {
    self.changes.append((index, value))
    // Bounded as the actions are: what is before the oldest action kept is not needed, but the
    // value it leaves (the last change before) is.
    guard self.changes.count > 64 else { return }
    let older = self.changes.firstIndex { $0.index >= firstKept } ?? self.changes.count
    guard older > 0 else { return }
    let last = self.changes[older - 1]
    self.initial = last.value
    self.since = last.index + 1
    self.changes.removeFirst(older)
  }

  /// Starts again from the current value (the session was cleared).
  mutating func restart(since index: Int) {
    self.initial = self.root._sharedValue
    self.since = index
    self.changes = []
    self.changedOutsideWhileJumped = false
  }
}
