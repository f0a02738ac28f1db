import Dependencies
import Foundation
import IssueReporting

/// What a ``TestStore`` needs to assert shared state like any state.
///
/// While a feature runs (the tracker is the `sharedChangeTracker` dependency of the reducer and
/// of its effects), the first change to a shared reference records its value before the change:
/// the value the test last asserted, its *baseline*. While the test store checks a step (the
/// tracker is ``asserting``), reading a shared value gives its baseline, `withLock` changes the
/// baseline (the test's expectation), and `==` and the diff compare it with the value the
/// reference had after the step.
// @unchecked Sendable: `lock` guards every stored property.
package final class SharedChangeTracker: @unchecked Sendable {
  // `lock` protects every stored property.
  private let lock = NSLock()
  /// Baselines of the references that changed since the test last asserted them, by root
  /// reference, with the reference itself (kept alive while the test store lives).
  private var baselines: [ObjectIdentifier: (reference: AnyObject, value: Any)] = [:]
  /// The values the references had after the step being checked.
  private var actualValues: SharedValues = [:]
  /// The references that changed only after the step being checked (an action received later
  /// changed them): after the step they still had their baseline.
  private var unchangedAtStep: [ObjectIdentifier: Any] = [:]
  /// Whether the test's closure changed a baseline while asserting.
  private var modifiedWhileAsserting = false

  /// Whether the test's closure changed what it expects of shared state, in the step checked.
  package var isModifiedWhileAsserting: Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.modifiedWhileAsserting
  }

  /// The tracker of the step being checked, if any.
  @TaskLocal package static var asserting: SharedChangeTracker?

  /// The tracker of the feature running, if a test store runs it.
  package static var tracking: SharedChangeTracker? {
    // Outside of tests no tracker exists: skip the dependency lookup on every write.
    guard liveCount.value > 0 else { return nil }
    @Dependency(\.sharedChangeTracker) var tracker
    return tracker
  }

  /// How many trackers (test stores) exist.
  private static let liveCount = LockIsolated(0)

  /// A tracker that also records every change it sees (a printer's inside a test store's).
  private let parent: SharedChangeTracker?
  /// Whether releasing the tracker reports the changes it still holds, as swift-sharing's
  /// tracker does. A test store's does not: it reports unasserted shared state itself.
  private let reportsUnassertedChanges: Bool

  package init(parent: SharedChangeTracker? = nil, reportUnassertedChanges: Bool = false) {
    self.parent = parent
    self.reportsUnassertedChanges = reportUnassertedChanges
    Self.liveCount.withValue { $0 += 1 }
  }

  deinit {
    Self.liveCount.withValue { $0 -= 1 }
    guard self.reportsUnassertedChanges else { return }
    for (reference, baseline) in self.baselines.values {
      guard let reference = reference as? any _AnySharedRoot else { continue }
      let change = reference.describeChange(from: baseline)
      reportIssue(
        """
        Tracked unasserted changes to 'Shared<\(change.valueType)>(\(change.reference))': \
        \(change.old) → \(change.new)
        """
      )
    }
  }

  /// Records the baseline of a reference about to change, unless it already has one.
  package func willChange(_ reference: AnyObject, value: @autoclosure () -> Any) {
    self.parent?.willChange(reference, value: value())
    let id = ObjectIdentifier(reference)
    self.lock.lock()
    defer { self.lock.unlock() }
    if self.baselines[id] == nil {
      self.baselines[id] = (reference, value())
    }
  }

  /// The current values of every reference that changed since it was last asserted.
  package func capture() -> SharedValues {
    self.lock.lock()
    let references = self.baselines
    self.lock.unlock()
    var values: SharedValues = [:]
    for (id, entry) in references {
      if let reference = entry.reference as? any _AnySharedRoot {
        values[id] = reference.currentValueAndVersion
      }
    }
    return values
  }

  /// The value the test expects of a reference: its baseline if it changed.
  package func expected(_ id: ObjectIdentifier) -> Any? {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.baselines[id]?.value
  }

  /// Changes what the test expects of a reference.
  package func setExpected(_ id: ObjectIdentifier, reference: AnyObject, value: Any) {
    self.lock.lock()
    defer { self.lock.unlock() }
    self.baselines[id] = (reference, value)
    self.modifiedWhileAsserting = true
  }

  /// The value a reference had after the step being checked, if it changed.
  package func actual(_ id: ObjectIdentifier) -> Any? {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.actualValues[id]?.value ?? self.unchangedAtStep[id]
  }

  /// Checks a step: runs `operation` with the tracker asserting, comparing baselines with
  /// `actualValues` (the current values when `nil`), then takes the values after the step as the
  /// new baselines.
  ///
  /// - Parameters:
  ///   - actualValues: The values captured right after the step.
  ///   - startFromActual: Whether the test's expectation starts from the values after the step
  ///     (non-exhaustive test stores) rather than from the last asserted ones.
  @discardableResult
  package func assert<R>(
    actualValues: SharedValues?,
    startFromActual: Bool = false,
    _ operation: () throws -> R
  ) rethrows -> (result: R, modified: Bool) {
    let isStep = actualValues != nil
    let actualValues = actualValues ?? self.capture()
    self.lock.lock()
    self.actualValues = actualValues
    self.modifiedWhileAsserting = false
    if isStep {
      // A step's values were captured when it ran: a reference without a value there changed
      // after it (say, in an action received later), so after the step it had its baseline.
      for (id, baseline) in self.baselines where actualValues[id] == nil {
        self.unchangedAtStep[id] = baseline.value
      }
    }
    if startFromActual {
      for (id, actual) in actualValues {
        if let reference = self.baselines[id]?.reference {
          self.baselines[id] = (reference, actual.value)
        }
      }
    }
    self.lock.unlock()
    defer {
      self.lock.lock()
      // What the step changed is now asserted: the values after it are the new baselines.
      // References that changed after the step keep their baseline (the value after the step).
      for (id, actual) in actualValues {
        guard let reference = self.baselines[id]?.reference as? any _AnySharedRoot else {
          continue
        }
        if reference.currentValueAndVersion.version == actual.version {
          // Unchanged since the step: nothing left to assert, and a change made outside of
          // the feature (by the test itself) is not the feature's to assert.
          self.baselines[id] = nil
        } else {
          self.baselines[id] = (reference, actual.value)
        }
      }
      self.actualValues = [:]
      self.unchangedAtStep = [:]
      self.lock.unlock()
    }
    let result = try Self.$asserting.withValue(self) { try operation() }
    self.lock.lock()
    let modified = self.modifiedWhileAsserting
    self.lock.unlock()
    return (result, modified)
  }
}

/// A root shared reference, seen without its value type.
package protocol _AnySharedRoot: AnyObject {
  /// The reference's value, as stored (not a test's expectation), and how many times it changed.
  var currentValueAndVersion: (value: Any, version: Int) { get }

  /// A change from `baseline` to the current value, as an unasserted change names it: the
  /// value's type, the reference (its key, or its value), the values before and after.
  func describeChange(
    from baseline: Any
  ) -> (valueType: String, reference: String, old: String, new: String)
}

/// The values of shared references at a step of a test, with their versions, by reference.
package typealias SharedValues = [ObjectIdentifier: (value: Any, version: Int)]

private enum SharedChangeTrackerKey: DependencyKey {
  static let liveValue: SharedChangeTracker? = nil
  static let testValue: SharedChangeTracker? = nil
}

extension DependencyValues {
  /// The tracker of shared state changes of the test store running a feature, if any.
  package var sharedChangeTracker: SharedChangeTracker? {
    get { self[SharedChangeTrackerKey.self] }
    set { self[SharedChangeTrackerKey.self] = newValue }
  }
}

extension SharedChangeTracker {
  /// Whether a shared reference changed since the test last asserted it.
  package var hasChanges: Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return !self.baselines.isEmpty
  }
}
