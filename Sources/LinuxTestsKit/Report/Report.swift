import Foundation

/// Stage 7, report: every test with its outcome, everything left out with the reason and what a
/// person would do about it; written as `report.md` and `results.json`, and summed up in the line
/// the command prints last.
public struct Report: Sendable, Codable {
  public struct Summary: Sendable, Codable, Equatable {
    public var passed = 0
    public var failed = 0
    public var notCompiled = 0
    public var skipped = 0
    public var total: Int { passed + failed + notCompiled + skipped }

    /// `N passed, M failed, K not compiled (of T)`.
    public var line: String {
      let skippedPart = skipped > 0 ? ", \(skipped) skipped" : ""
      return
        "\(passed) passed, \(failed) failed, \(notCompiled) not compiled\(skippedPart) (of \(total))"
    }
  }

  public struct Test: Sendable, Codable, Equatable {
    public var id: String
    public var result: TestOutcome.Result
    public var message: String?
    public var file: String?
    public var line: Int?
  }

  public struct Round: Sendable, Codable, Equatable {
    public var round: Int
    public var errors: Int
    public var leftOut: Int
    public var seconds: Double
  }

  public var app: String
  public var kind: AppProject.Kind
  public var package: String
  public var summary: Summary
  public var tests: [Test]
  public var leftOut: [LeftOut]
  public var leftOutTargets: [GeneratedPackage.LeftOutTarget]
  public var dependencies: [GeneratedPackage.DependencyDecision]
  public var notes: [String]
  public var rounds: [Round]
  /// The tool's own work (reading, copying, stripping, pruning edits), and the builds and test
  /// runs, in seconds.
  public var toolSeconds: Double
  public var buildSeconds: Double
  public var testSeconds: Double

  /// The outcome of every test the app declares: those that ran as they ran; the others not
  /// compiled, with what left them out.
  static func tests(
    inventory: TestInventory, outcomes: [TestOutcome], leftOut: [LeftOut],
    leftOutTargets: [GeneratedPackage.LeftOutTarget], buildFailure: String?
  ) -> [Test] {
    var tests: [Test] = []
    let declared = Dictionary(inventory.tests.map { ($0.id, $0) }) { first, _ in first }
    for outcome in outcomes {
      let declaration = declared[outcome.id]
      tests.append(
        Test(
          id: outcome.id, result: outcome.result, message: outcome.message,
          file: declaration?.file, line: declaration?.line))
    }
    let ran = Set(outcomes.map(\.id))
    for test in inventory.tests where !ran.contains(test.id) {
      let removal = leftOut.filter {
        $0.kind == .leftOut && $0.file == test.file && $0.line <= test.line
          && test.line <= $0.endLine
      }.min { $0.endLine - $0.line < $1.endLine - $1.line }
      let reason: String
      if let target = leftOutTargets.first(where: { $0.target == test.target }) {
        reason = "its target \(target.target) is left out: \(target.reason)"
      } else if let removal {
        reason =
          removal.declaration.hasPrefix("func \(test.id.split(separator: "/").last ?? "")")
            || removal.line == test.line
          ? "left out: \(removal.reason)"
          : "left out with \(removal.declaration) (line \(removal.line)): \(removal.reason)"
      } else if let condition = test.condition {
        reason = "under `#if \(condition)`, which is not active on Linux"
      } else if let buildFailure {
        reason = "the package did not build: \(buildFailure)"
      } else {
        reason = "declared in the source but not in the built test bundle"
      }
      tests.append(
        Test(id: test.id, result: .notCompiled, message: reason, file: test.file, line: test.line))
    }
    return tests.sorted { $0.id < $1.id }
  }

  static func summary(of tests: [Test]) -> Summary {
    var summary = Summary()
    for test in tests {
      switch test.result {
      case .passed: summary.passed += 1
      case .failed, .crashed, .hung: summary.failed += 1
      case .skipped: summary.skipped += 1
      case .notCompiled: summary.notCompiled += 1
      }
    }
    return summary
  }

  public func write(to directory: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try encoder.encode(self).write(to: directory.appendingPathComponent("results.json"))
    try markdown.write(
      to: directory.appendingPathComponent("report.md"), atomically: true, encoding: .utf8)
  }
}
