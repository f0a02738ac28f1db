import ComposableArchitecture

/// Records the issues `operation` reports, synchronously (see ``recordIssues(_:)``).
func recordIssuesSynchronously(_ operation: () -> Void) -> [RecordedIssue] {
  let recorder = IssueRecorder()
  withIssueReporters([recorder]) {
    operation()
  }
  return recorder.issues.value
}
