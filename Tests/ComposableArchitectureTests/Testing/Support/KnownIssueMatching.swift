import ComposableArchitecture
import Testing

extension Issue {
  /// Whether the issue's description contains each fragment and the issue points at `line` of
  /// the file that calls this (the test's file).
  func matches(
    _ fragments: String...,
    at line: Int,
    fileID: String = #fileID
  ) -> Bool {
    fragments.allSatisfy { self.description.contains($0) }
      && self.sourceLocation?.line == line
      && self.sourceLocation?.fileID == fileID
  }
}

/// The line of a test step, written in the body of `withKnownIssue` and read by its `matching`
/// closure, which must be `Sendable`.
final class StepLine: Sendable {
  private let storage = LockIsolated(0)

  var value: Int { self.storage.value }

  /// Records the line after the one this is called on: `line.next()` above the step.
  func next(_ line: Int = #line) {
    self.storage.setValue(line + 1)
  }
}
