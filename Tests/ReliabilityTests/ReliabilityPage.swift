import Foundation
import Testing

/// Documentation/Reliability.md's table of faults: one row per fault, written by the test that
/// tries it, from the figures it counted.
///
/// A test ends with ``record(_:tries:outcome:sourceLocation:)``: the row it would write must be
/// the page's row (so the page cannot drift from what the tests do), and with
/// `RELIABILITY_UPDATE=1` the test writes its row instead:
///
/// ```sh
/// RELIABILITY_UPDATE=1 swift test --filter ReliabilityTests
/// ```
///
/// The page describes the plain run: under a sanitizer (`TCA_SANITIZER`), where some tests try
/// fewer times, the rows are not checked.
enum ReliabilityPage {
  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Documentation/Reliability.md")

  /// Where rows for faults not yet on the page go.
  static let endMarker = "<!-- The rows above are written by the tests. -->"

  /// Whether this run writes its rows instead of checking them.
  static var isUpdating: Bool {
    ProcessInfo.processInfo.environment["RELIABILITY_UPDATE"] == "1"
  }

  /// Whether the run is instrumented, where some tests try fewer times than the page says.
  static var sanitizer: String? {
    ProcessInfo.processInfo.environment["TCA_SANITIZER"]
  }

  private static let lock = NSLock()

  /// The row of `fault`: `| fault | tries | outcome |`.
  static func row(_ fault: String, tries: Int, outcome: String) -> String {
    "| \(fault) | \(grouped(tries)) | \(outcome) |"
  }

  /// `10000` as `10,000`.
  static func grouped(_ number: Int) -> String {
    var digits = String(number)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return digits
  }

  /// Checks (or, with `RELIABILITY_UPDATE=1`, writes) the page's row for `fault`, in a Swift
  /// Testing test.
  ///
  /// - Parameters:
  ///   - fault: The fault tried: the row's first cell, which names it on the page.
  ///   - tries: How many times it was tried.
  ///   - outcome: What happened, from the test's own counts.
  static func record(
    _ fault: String, tries: Int, outcome: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if let mismatch = self.mismatch(fault, tries: tries, outcome: outcome) {
      Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
    }
  }

  /// Checks (or writes) the page's row for `fault`; what is wrong, or `nil`.
  static func mismatch(_ fault: String, tries: Int, outcome: String) -> String? {
    let row = self.row(fault, tries: tries, outcome: outcome)
    print("Reliability: \(row)")
    if let sanitizer = self.sanitizer {
      print("Reliability: the page is not checked under the \(sanitizer) sanitizer.")
      return nil
    }
    self.lock.lock()
    defer { self.lock.unlock() }
    guard let page = try? String(contentsOf: self.url, encoding: .utf8) else {
      return "Cannot read \(self.url.path)."
    }
    var lines = page.components(separatedBy: "\n")
    let index = lines.firstIndex { $0.hasPrefix("| \(fault) |") }
    if self.isUpdating {
      if let index {
        lines[index] = row
      } else if let end = lines.firstIndex(of: self.endMarker) {
        lines.insert(row, at: end)
      } else {
        return "No '\(self.endMarker)' line in the page."
      }
      do {
        try lines.joined(separator: "\n").write(to: self.url, atomically: true, encoding: .utf8)
      } catch {
        return "Cannot write the page: \(error)"
      }
      return nil
    }
    let found = index.map { lines[$0] } ?? "no row"
    guard found != row else { return nil }
    return """
      Documentation/Reliability.md does not say what the test found; regenerate it with \
      `RELIABILITY_UPDATE=1 swift test --filter ReliabilityTests`.
      The page: \(found)
      The test: \(row)
      """
  }
}

/// How much longer than usual wall-clock waits may take: `TEST_TIMEOUT_SCALE` (sanitizer runs
/// set it), at least 1.
let timeoutScale: Double = {
  let value = ProcessInfo.processInfo.environment["TEST_TIMEOUT_SCALE"].flatMap { Double($0) }
  return max(1, value ?? 1)
}()

/// Polls `condition` every 10 ms until it holds or `seconds` (scaled) pass; whether it held.
func eventually(
  within seconds: Double = 5, _ condition: () async throws -> Bool
) async rethrows -> Bool {
  let deadline = Date().addingTimeInterval(seconds * timeoutScale)
  while Date() < deadline {
    if try await condition() { return true }
    try? await Task.sleep(nanoseconds: 10_000_000)
  }
  return try await condition()
}
