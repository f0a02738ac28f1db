import ComposableArchitecture
import CustomDump
import Foundation
import IssueReporting
import OpenCombineShim

/// Which release's words a test store's failure reports use: the synchronous steps (0.17–0.38)
/// report as 0.33 did, the async steps (0.39–0.40) as 0.40 did. See Legacy.md.
enum TestStoreWording {
  /// 0.17–0.34: one state-mismatch report, "State change does not match expectation".
  case v0_33
  /// 0.35–0.40: "A state change does not match expectation", and separate reports for a change
  /// with no trailing closure and for a trailing closure that changes nothing.
  case v0_40
}

extension TestStore where LocalState: Equatable {
  /// Sends an action and asserts how it changes the state: `update` makes the expected change
  /// to the state before the action.
  ///
  /// Returns the work the action started (0.39+; code that ignores it reads as in 0.17–0.38).
  @discardableResult
  public func send(
    _ action: LocalAction,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ update: @escaping (inout LocalState) throws -> Void = { _ in }
  ) -> TestStoreTask {
    self.send(action, update, wording: .v0_33, file: file, line: line)
  }

  func send(
    _ action: LocalAction,
    _ update: ((inout LocalState) throws -> Void)?,
    wording: TestStoreWording,
    file: StaticString,
    line: UInt
  ) -> TestStoreTask {
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
    let previousState = self.toLocalState(self.snapshotState)
    let task = self.send(action, file: file, line: line)
    self.expectedStateShouldMatch(
      previous: previousState, actual: self.toLocalState(self.snapshotState), update: update,
      wording: wording, file: file, line: line
    )
    if "\(self.file)" == "\(file)" {
      self.line = line
    }
    return task
  }

  /// Reports, in the words of `wording`'s release, a state that differs from the one `update`
  /// makes of `previous`.
  func expectedStateShouldMatch(
    previous: LocalState,
    actual: LocalState,
    update: ((inout LocalState) throws -> Void)?,
    wording: TestStoreWording,
    file: StaticString,
    line: UInt
  ) {
    var expected = previous
    if let update {
      do {
        try update(&expected)
      } catch {
        reportIssue("Threw error: \(error)", fileID: (file), filePath: file, line: line)
      }
    }
    if expected != actual {
      let difference = stateDifference(expected: expected, actual: actual)
      let heading: String
      switch wording {
      case .v0_33:
        heading = "State change does not match expectation"
      case .v0_40:
        heading =
          update == nil
          ? "State was not expected to change, but a change occurred"
          : "A state change does not match expectation"
      }
      reportIssue(
        """
        \(heading): …

        \(difference)
        """,
        fileID: (file), filePath: file, line: line
      )
    } else if wording == .v0_40, update != nil, expected == previous {
      reportIssue(
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is \
        expected, omit the trailing closure.
        """,
        fileID: (file), filePath: file, line: line
      )
    }
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
    self.receive(expectedAction, update, wording: .v0_33, file: file, line: line)
  }

  func receive(
    _ expectedAction: Action,
    _ update: ((inout LocalState) throws -> Void)?,
    wording: TestStoreWording,
    file: StaticString,
    line: UInt
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
    self.expectedStateShouldMatch(
      previous: self.toLocalState(self.snapshotState), actual: self.toLocalState(state),
      update: update, wording: wording, file: file, line: line
    )
    self.snapshotState = state
    if "\(self.file)" == "\(file)" {
      self.line = line
    }
  }
}
