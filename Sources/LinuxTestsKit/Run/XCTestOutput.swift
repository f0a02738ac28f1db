/// Reads what Linux's XCTest prints: `Test Case 'Class.test' started at …`, `… passed (0.01
/// seconds)`, `… failed`, `… skipped`, and `path:line: error: Class.test : message` lines.
struct XCTestOutput {
  /// Finished tests by `Class.test`.
  var finished: [String: TestOutcome] = [:]
  /// A test that started and did not finish (the process ended inside it), with what it printed
  /// after it started.
  var unfinished: (name: String, output: [Substring])?

  init(_ output: String) {
    var messages: [String: String] = [:]
    var current: (name: String, output: [Substring])?
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if let match = line.firstMatch(of: #/^Test Case '([^']+)' started/#) {
        current = (String(match.1), [])
      } else if let match = line.firstMatch(
        of: #/^Test Case '([^']+)' (passed|failed|skipped) \((\d+(?:\.\d+)?) seconds\)/#)
      {
        let name = String(match.1)
        let result: TestOutcome.Result =
          match.2 == "passed" ? .passed : match.2 == "failed" ? .failed : .skipped
        finished[name] = TestOutcome(
          id: name, result: result, message: result == .passed ? nil : messages[name],
          seconds: Double(match.3))
        current = nil
      } else {
        if let match = line.firstMatch(of: #/: (?:error|Test skipped)[^:]*: ([^ ]+) : (.*)$/#),
          messages[String(match.1)] == nil
        {
          messages[String(match.1)] = String(line)
        }
        current?.output.append(line)
      }
    }
    unfinished = current
  }
}
