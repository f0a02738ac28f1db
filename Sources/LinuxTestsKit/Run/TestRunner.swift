import Foundation

/// Stage 6, run: lists the built tests, then runs the XCTest ones and the Swift Testing ones,
/// each kind in a process; a test that crashes or hangs the process is marked so, and the tests
/// it kept from running run again without it, until each has an outcome.
public struct TestRunner {
  public var builder: PackageBuilder
  /// The time limit of one test process.
  public var timeout: TimeInterval

  public init(builder: PackageBuilder, timeout: TimeInterval) {
    self.builder = builder
    self.timeout = timeout
  }

  public func run(_ package: GeneratedPackage) throws -> [TestOutcome] {
    let listing = try Shell.run(
      builder.swiftArguments(["test", "list", "--skip-build"], package: package), timeout: 600)
    let ids = Self.listedIDs(listing.output)
    let xctest = ids.filter { !$0.hasSuffix(")") }
    let swiftTesting = ids.filter { $0.hasSuffix(")") }
    return try runXCTest(xctest, package: package) + runSwiftTesting(swiftTesting, package: package)
  }

  /// A pattern (`pkill -f`'s) for the package's test binary, which a time-out ends: under the
  /// package's own build folder, so that no other run's binary of the same name is ended.
  func testBinary(of package: GeneratedPackage) -> String {
    let buildFolder = builder.scratchPath ?? package.directory.appendingPathComponent(".build")
    return NSRegularExpression.escapedPattern(for: buildFolder.standardizedFileURL.path + "/")
      + ".*/" + NSRegularExpression.escapedPattern(for: "\(package.name)PackageTests.xctest")
  }

  static func listedIDs(_ output: String) -> [String] {
    output.split(separator: "\n").map(String.init).filter { line in
      line.wholeMatch(of: #/[A-Za-z_][\w]*\.[^\s]+/#) != nil && line.contains("/")
        || line.wholeMatch(of: #/[A-Za-z_][\w]*\.[^\s/]+\(.*\)/#) != nil
    }
  }

  /// `--filter` arguments that select exactly these tests: XCTest matches `Module.Class/test`,
  /// Swift Testing an id that may go on with `/File.swift:line:column`.
  static func filterArguments(_ ids: [String], all: Int) -> [String] {
    guard ids.count < all else { return [] }
    return ids.flatMap {
      ["--filter", "^" + NSRegularExpression.escapedPattern(for: $0) + "(/.*)?$"]
    }
  }

  /// What a crashed test printed that says why: the runtime's fatal error if there is one, else
  /// the last lines.
  static func crashMessage(_ lines: [Substring]) -> String {
    let reasons = lines.filter { line in
      ["Fatal error", "Precondition failed", "Assertion failed", "Could not cast", "Crash"]
        .contains(where: line.contains)
    }
    let chosen = reasons.isEmpty ? Array(lines.suffix(4)) : Array(reasons.prefix(3))
    return "the test process crashed: " + chosen.joined(separator: "\n")
  }

  func runXCTest(_ ids: [String], package: GeneratedPackage) throws -> [TestOutcome] {
    guard !ids.isEmpty else { return [] }
    // `Class.test`, as XCTest prints it, to the listed `Module.Class/test`.
    var byPrinted: [String: String] = [:]
    for id in ids {
      let printed = id.split(separator: ".", maxSplits: 1).last.map {
        $0.replacingOccurrences(of: "/", with: ".")
      }
      if let printed { byPrinted[printed] = id }
    }
    var outcomes: [String: TestOutcome] = [:]
    var remaining = ids
    while !remaining.isEmpty {
      let result = try Shell.run(
        builder.swiftArguments(
          ["test", "--skip-build", "--disable-swift-testing"], package: package)
          + Self.filterArguments(remaining, all: ids.count),
        timeout: timeout, orphans: self.testBinary(of: package))
      let output = XCTestOutput(result.output)
      for (printed, outcome) in output.finished {
        guard let id = byPrinted[printed] else { continue }
        var outcome = outcome
        outcome.id = id
        outcomes[id] = outcome
      }
      if let unfinished = output.unfinished, let id = byPrinted[unfinished.name] {
        outcomes[id] = TestOutcome(
          id: id, result: result.timedOut ? .hung : .crashed,
          message: result.timedOut
            ? "ran past \(Int(timeout)) s and was stopped" : Self.crashMessage(unfinished.output))
      } else if output.finished.isEmpty {
        // The process ended before any test ran (XCTest's start-up): none of these can run.
        let tail = result.output.split(separator: "\n").suffix(6).joined(separator: "\n")
        for id in remaining where outcomes[id] == nil {
          outcomes[id] = TestOutcome(
            id: id, result: result.timedOut ? .hung : .crashed,
            message: "the XCTest process ended before this test ran: \(tail)")
        }
      }
      let before = remaining.count
      remaining.removeAll { outcomes[$0] != nil }
      if remaining.count == before { break }
    }
    return ids.map {
      outcomes[$0]
        ?? TestOutcome(id: $0, result: .failed, message: "XCTest did not report this test")
    }
  }

  func runSwiftTesting(_ ids: [String], package: GeneratedPackage) throws -> [TestOutcome] {
    guard !ids.isEmpty else { return [] }
    var outcomes: [String: TestOutcome] = [:]
    var batches: [[String]] = [ids]
    let eventsFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("linux-tests-events-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: eventsFile) }
    while let batch = batches.first {
      batches.removeFirst()
      try? FileManager.default.removeItem(at: eventsFile)
      let single = batch.count == 1
      let result = try Shell.run(
        builder.swiftArguments(
          [
            "test", "--skip-build", "--disable-xctest", "--event-stream-output-path",
            eventsFile.path, "--event-stream-version", "0",
          ], package: package) + Self.filterArguments(batch, all: single ? 2 : ids.count),
        timeout: single ? min(timeout, 120) : timeout, orphans: self.testBinary(of: package))
      let events = SwiftTestingEvents(
        (try? String(contentsOf: eventsFile, encoding: .utf8)) ?? "")
      for id in batch where events.ended.contains(id) {
        outcomes[id] = TestOutcome(
          id: id,
          result: events.skipped.contains(id)
            ? .skipped : events.issues[id] == nil ? .passed : .failed,
          message: events.issues[id], seconds: events.seconds[id])
      }
      let inFlight = batch.filter { events.started.contains($0) && !events.ended.contains($0) }
      let notStarted = batch.filter { !events.started.contains($0) && outcomes[$0] == nil }
      if single, outcomes[batch[0]] == nil {
        outcomes[batch[0]] = TestOutcome(
          id: batch[0], result: result.timedOut ? .hung : .crashed,
          message: result.timedOut
            ? "ran past \(Int(min(timeout, 120))) s and was stopped"
            : Self.crashMessage(result.output.split(separator: "\n")))
        continue
      }
      // The process ended early: each test that was running runs alone, the rest together.
      batches += inFlight.map { [$0] }
      if !notStarted.isEmpty {
        if notStarted.count == batch.count && inFlight.isEmpty {
          batches += notStarted.map { [$0] }
        } else {
          batches.append(notStarted)
        }
      }
    }
    return ids.map {
      outcomes[$0]
        ?? TestOutcome(id: $0, result: .failed, message: "Swift Testing did not report this test")
    }
  }
}
