/// Reads what Linux's XCTest prints: `Test Case 'Class.test' started at …`, `… passed (0.01
/// seconds)`, `… failed`, `… skipped`, and `path:line: error: Class.test : message` lines, with
/// the lines of a message that spans several (a test store's diff).
struct XCTestOutput {
  /// Finished tests by `Class.test`.
  var finished: [String: TestOutcome] = [:]
  /// A test that started and did not finish (the process ended inside it), with what it printed
  /// after it started.
  var unfinished: (name: String, output: [Substring])?

  /// The most of a failure's message that is kept.
  static let messageLines = 40

  init(_ output: String) {
    var messages: [String: [Substring]] = [:]
    var current: (name: String, output: [Substring])?
    var capturing: String?
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if let match = line.firstMatch(of: #/^Test Case '([^']+)' started/#) {
        current = (String(match.1), [])
        capturing = nil
      } else if let match = line.firstMatch(
        of: #/^Test Case '([^']+)' (passed|failed|skipped) \((\d+(?:\.\d+)?) seconds\)/#)
      {
        let name = String(match.1)
        let result: TestOutcome.Result =
          match.2 == "passed" ? .passed : match.2 == "failed" ? .failed : .skipped
        let message = messages[name].map { lines in
          lines.joined(separator: "\n").trimmingTrailingWhitespace
        }
        finished[name] = TestOutcome(
          id: name, result: result, message: result == .passed ? nil : message,
          seconds: Double(match.3))
        current = nil
        capturing = nil
      } else {
        if let match = line.firstMatch(of: #/: (?:error|Test skipped)[^:]*: ([^ ]+) : (.*)$/#) {
          let name = String(match.1)
          capturing = messages[name] == nil ? name : nil
          if capturing != nil { messages[name] = [line] }
        } else if let name = capturing, messages[name, default: []].count < Self.messageLines {
          messages[name, default: []].append(line)
        }
        current?.output.append(line)
      }
    }
    unfinished = current
  }
}

extension String {
  fileprivate var trimmingTrailingWhitespace: String {
    var result = self
    while result.last?.isWhitespace == true { result.removeLast() }
    return result
  }
}
