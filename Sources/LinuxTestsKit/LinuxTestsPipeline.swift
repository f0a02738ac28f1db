import Foundation

/// `linux-tests`, stage by stage: read the project, copy it into a package, strip what only
/// Apple platforms have, build, prune what the compiler still rejects (round after round), run
/// the tests, report.
public struct LinuxTestsPipeline {
  public struct Options: Sendable {
    public var app: URL
    /// Where the package and the report go; by default `.build/linux-tests` in the app's folder.
    public var output: URL?
    /// This library's checkout.
    public var library: URL
    /// A build folder to share with other packages (`--scratch-path`).
    public var scratchPath: URL?
    /// The time limit of one test process.
    public var testTimeout: TimeInterval = 600
    public var maximumRounds = 30
    public var verbose = false

    public init(app: URL, output: URL?, library: URL, scratchPath: URL?) {
      self.app = app
      self.output = output
      self.library = library
      self.scratchPath = scratchPath
    }
  }

  public var options: Options
  /// Where progress goes (standard error by default).
  public var log: (String) -> Void = {
    FileHandle.standardError.write(Data(("linux-tests: " + $0 + "\n").utf8))
  }

  public init(options: Options) {
    self.options = options
  }

  public func run() throws -> Report {
    var clock = Stopwatch()
    // 1. Read.
    let app = try ProjectReader(path: options.app).read()
    let root =
      app.root.hasDirectoryPath || app.root.pathExtension.isEmpty
      ? app.root : app.root.deletingLastPathComponent()
    let output = (options.output ?? root.appendingPathComponent(".build/linux-tests"))
      .standardizedFileURL
    try Self.checkOutput(output, app: root, sources: app.targets.flatMap(\.files))
    log(
      "read \(app.kind.rawValue) \(app.projectFile.path): \(app.targets.count) targets (\(app.targets.filter { $0.role == .tests }.count) of tests), \(app.packages.count) packages"
    )
    // 2. Copy.
    var package = try PackageWriter(directory: output, library: options.library).package(for: app)
    let inventory = TestInventory(package: package)
    log(
      "copied \(package.allFiles.count) files to \(output.path); \(inventory.tests.count) tests declared"
    )
    // 3. Strip.
    var leftOut = Stripper().strip(&package)
    log("stripped: \(leftOut.filter { $0.kind == .leftOut }.count) declarations left out by rule")
    try package.write()
    clock.lap(.tool)
    // 4, 5. Build, and prune until it builds.
    let builder = PackageBuilder(scratchPath: options.scratchPath, echo: options.verbose)
    var rounds: [Report.Round] = []
    var buildFailure: String?
    var round = 1
    while true {
      let outcome = try builder.build(package)
      clock.lap(.build)
      if outcome.succeeded {
        log("build \(round): succeeded in \(Int(outcome.seconds)) s")
        rounds.append(.init(round: round, errors: 0, leftOut: 0, seconds: outcome.seconds))
        break
      }
      let (pruned, unplaced) = Pruner().prune(&package, errors: outcome.errors, round: round)
      let removed = pruned.filter { $0.kind == .leftOut }.count
      rounds.append(
        .init(
          round: round, errors: outcome.errors.count, leftOut: removed, seconds: outcome.seconds))
      log(
        "build \(round): \(outcome.errors.count) errors in \(Int(outcome.seconds)) s; \(removed) declarations left out"
      )
      leftOut += pruned
      try package.write()
      clock.lap(.tool)
      if removed == 0 || round >= options.maximumRounds {
        let first =
          (unplaced.first ?? outcome.errors.first)?.message
          ?? outcome.output.split(separator: "\n").suffix(3).joined(separator: " ")
        buildFailure = first
        log("the package does not build, and pruning cannot mend it: \(first)")
        break
      }
      round += 1
    }
    // 6. Run.
    var outcomes: [TestOutcome] = []
    if buildFailure == nil {
      outcomes = try TestRunner(builder: builder, timeout: options.testTimeout).run(package)
      clock.lap(.test)
    }
    // 7. Report.
    let tests = Report.tests(
      inventory: inventory, outcomes: outcomes, leftOut: leftOut,
      leftOutTargets: package.leftOutTargets, buildFailure: buildFailure)
    let report = Report(
      app: options.app.path, kind: app.kind, package: output.path,
      summary: Report.summary(of: tests), tests: tests, leftOut: leftOut,
      leftOutTargets: package.leftOutTargets, dependencies: package.dependencies,
      notes: app.notes, rounds: rounds, toolSeconds: clock.tool, buildSeconds: clock.build,
      testSeconds: clock.test)
    try report.write(to: output)
    log("wrote \(output.appendingPathComponent("report.md").path) and results.json")
    return report
  }
}

extension LinuxTestsPipeline {
  /// The package's folder may not hold the app's files: writing the package removes the Swift
  /// files under its `Sources` and `Tests` that it did not write. So it is refused when it is the
  /// app's folder, a folder above it, or inside it anywhere but under `.build`, and when it holds
  /// any of the app's sources (a sibling package's).
  static func checkOutput(_ output: URL, app root: URL, sources: [URL]) throws {
    // Symbolic links resolved, so that a link to the app is the app.
    func resolved(_ url: URL) -> String { url.standardizedFileURL.resolvingSymlinksInPath().path }
    let out = resolved(output)
    let app = resolved(root)
    func isInside(_ path: String, _ folder: String) -> Bool {
      path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
    let insideAppBuild = isInside(out, app + "/.build") && out != app + "/.build"
    if isInside(app, out) || (isInside(out, app) && !insideAppBuild)
      || sources.contains(where: { isInside(resolved($0), out) })
    {
      throw LinuxTestsError(
        "--out \(out) would hold the app's own files (\(app)): choose a folder outside the app, or under its .build folder"
      )
    }
  }
}

/// Where the time went: the tool's own work, builds, test runs.
struct Stopwatch {
  enum Kind { case tool, build, test }
  private var last = Date()
  var tool = 0.0
  var build = 0.0
  var test = 0.0

  mutating func lap(_ kind: Kind) {
    let now = Date()
    let seconds = now.timeIntervalSince(last)
    last = now
    switch kind {
    case .tool: tool += seconds
    case .build: build += seconds
    case .test: test += seconds
    }
  }
}
