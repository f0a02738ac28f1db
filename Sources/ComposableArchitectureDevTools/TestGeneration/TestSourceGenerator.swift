import Foundation

/// Writes a recorded range of actions as a `TestStore` test ("copy as test").
///
/// Actions the user sent become `await store.send(...)`, actions effects sent become
/// `await store.receive(\.case)`, each with the state changes it made as assignments:
///
/// ```swift
/// @MainActor
/// func testRecordedSession() async {
///   let store = TestStore(initialState: Counter.State(count: 0)) {
///     Counter()
///   }
///   await store.send(.incrementButtonTapped) {
///     $0.count = 1
///   }
/// }
/// ```
///
/// The test starts from the state before the first action of the range. Effects' dependencies
/// are not recorded: stub them with `withDependencies` where the test needs to.
public enum TestSourceGenerator {
  /// The Swift source of a test of the actions numbered `range` in `session`.
  public static func source(
    for session: DevToolsSession,
    range: ClosedRange<Int>,
    testName: String = "testRecordedSession",
    initialState: String? = nil
  ) -> String {
    let entries = session.entries.filter { range.contains($0.index) }
    var lines: [String] = []
    lines.append("@MainActor")
    lines.append("func \(testName)() async {")
    let exactState = initialState ?? self.stateBefore(range.lowerBound, in: session)
    if exactState == nil {
      lines.append(
        "  // The session does not have the state before action #\(range.lowerBound): fill it in.")
    }
    let initialState = exactState ?? "\(session.feature).State()"
    lines.append("  let store = TestStore(initialState: \(indent(initialState, by: 2))) {")
    lines.append("    \(session.feature)()")
    lines.append("  }")
    for entry in entries {
      let call: String
      if entry.isReceived {
        call = "await store.receive(\\.\(keyPath(entry)))"
      } else {
        call = "await store.send(\(indent(entry.action, by: 2)))"
      }
      if entry.assignments.isEmpty {
        lines.append("  \(call)")
      } else {
        lines.append("  \(call) {")
        for assignment in entry.assignments {
          lines.append("    \(indent(assignment, by: 4))")
        }
        lines.append("  }")
      }
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The case key path of a received action: `child.tapped` for `.child(.tapped)`; a stack
  /// element or row becomes its `[id:]` subscript.
  static func keyPath(_ entry: DevToolsEntry) -> String {
    (entry.path + [entry.name]).joined(separator: ".")
      .replacingOccurrences(of: ".element[id:", with: "[id:")
      .replacingOccurrences(of: "element[id:", with: "[id:")
  }

  /// The state before the action numbered `index`, when the session has it in full: its
  /// initial state before the first entry, or the full state of the entry right before.
  static func stateBefore(_ index: Int, in session: DevToolsSession) -> String? {
    if index <= (session.entries.first?.index ?? 1) { return session.initialState }
    return session.entries.last { $0.index == index - 1 }?.state
  }
}

private func indent(_ text: String, by spaces: Int) -> String {
  text.replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: spaces))
}
