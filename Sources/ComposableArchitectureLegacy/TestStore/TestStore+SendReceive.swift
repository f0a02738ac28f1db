import CustomDump
import Foundation
import IssueReporting
import OpenCombineShim

extension TestStore where LocalState: Equatable {
  /// Sends an action and asserts how it changes the state: `update` makes the expected change
  /// to the state before the action.
  public func send(
    _ action: LocalAction,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ update: @escaping (inout LocalState) throws -> Void = { _ in }
  ) {
    if !self.receivedActions.isEmpty {
      reportIssue(
        """
        Must handle \(self.receivedActions.count) received \
        action\(self.receivedActions.count == 1 ? "" : "s") before sending an action: …

        Unhandled actions: \(dumpActions(self.receivedActions.map(\.action)))
        """,
        fileID: (file), filePath: file, line: line
      )
    }
    var expectedState = self.toLocalState(self.snapshotState)
    self.send(action, file: file, line: line)
    do {
      try update(&expectedState)
    } catch {
      reportIssue("Threw error: \(error)", fileID: (file), filePath: file, line: line)
    }
    self.expectedStateShouldMatch(
      expected: expectedState, actual: self.toLocalState(self.snapshotState),
      file: file, line: line
    )
    if "\(self.file)" == "\(file)" {
      self.line = line
    }
  }

  func expectedStateShouldMatch(
    expected: LocalState, actual: LocalState, file: StaticString, line: UInt
  ) {
    guard expected != actual else { return }
    let difference =
      diff(expected, actual, format: .proportional)
      .map { "\($0.indent(by: 4))\n\n(Expected: −, Actual: +)" }
        ?? """
        Expected:
        \(String(describing: expected).indent(by: 2))

        Actual:
        \(String(describing: actual).indent(by: 2))
        """
    reportIssue(
      """
      State change does not match expectation: …

      \(difference)
      """,
      fileID: (file), filePath: file, line: line
    )
  }
}

extension TestStore where LocalState: Equatable, Action: Equatable {
  /// Asserts that an effect fed `expectedAction` back into the store, and how it changed the
  /// state.
  public func receive(
    _ expectedAction: Action,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ update: @escaping (inout LocalState) throws -> Void = { _ in }
  ) {
    guard !self.receivedActions.isEmpty else {
      reportIssue(
        "Expected to receive an action, but received none.",
        fileID: (file), filePath: file, line: line
      )
      return
    }
    let (receivedAction, state) = self.receivedActions.removeFirst()
    if expectedAction != receivedAction {
      let difference =
        diff(expectedAction, receivedAction, format: .proportional)
        .map { "\($0.indent(by: 4))\n\n(Expected: −, Received: +)" }
          ?? """
          Expected:
          \(String(describing: expectedAction).indent(by: 2))

          Received:
          \(String(describing: receivedAction).indent(by: 2))
          """
      reportIssue(
        """
        Received unexpected action: …

        \(difference)
        """,
        fileID: (file), filePath: file, line: line
      )
    }
    var expectedState = self.toLocalState(self.snapshotState)
    do {
      try update(&expectedState)
    } catch {
      reportIssue("Threw error: \(error)", fileID: (file), filePath: file, line: line)
    }
    self.expectedStateShouldMatch(
      expected: expectedState, actual: self.toLocalState(state), file: file, line: line
    )
    self.snapshotState = state
    if "\(self.file)" == "\(file)" {
      self.line = line
    }
  }
}
