import Foundation
import IssueReporting

/// An issue reported through IssueReporting, as ``recordIssues(_:)`` saw it.
struct RecordedIssue: CustomStringConvertible {
  var message: String
  var filePath: String
  var line: UInt

  var description: String { "\(self.filePath):\(self.line): \(self.message)" }
}

/// Records issues instead of failing the test.
final class IssueRecorder: IssueReporter, @unchecked Sendable {
  private let lock = NSLock()
  private var _issues: [RecordedIssue] = []

  var issues: [RecordedIssue] {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self._issues
  }

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let issue = RecordedIssue(message: message() ?? "", filePath: "\(filePath)", line: line)
    self.lock.lock()
    self._issues.append(issue)
    self.lock.unlock()
  }
}

/// Runs `operation` synchronously with an ``IssueRecorder`` as the only issue reporter and
/// returns what it recorded. Create test stores inside `operation`, so that the checks they make
/// when they go away are recorded too.
func recordIssues(_ operation: () throws -> Void) rethrows -> [RecordedIssue] {
  let recorder = IssueRecorder()
  try withIssueReporters([recorder]) {
    try operation()
  }
  return recorder.issues
}
