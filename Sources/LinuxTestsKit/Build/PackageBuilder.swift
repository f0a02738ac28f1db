import Foundation

/// Stage 4, build: `swift build --build-tests` of the package, in its build folder or a shared
/// one, and the errors it printed.
public struct PackageBuilder: Sendable {
  /// A build folder shared with other packages (`--scratch-path`), so that the library and its
  /// dependencies are built once for all of them.
  public var scratchPath: URL?
  public var echo: Bool

  public init(scratchPath: URL?, echo: Bool = false) {
    self.scratchPath = scratchPath
    self.echo = echo
  }

  public struct Outcome: Sendable {
    public var succeeded: Bool
    public var errors: [CompilerDiagnostic]
    public var output: String
    public var seconds: Double
  }

  public func swiftArguments(_ subcommand: [String], package: GeneratedPackage) -> [String] {
    ["swift"] + subcommand + ["--package-path", package.directory.path]
      + (scratchPath.map { ["--scratch-path", $0.path] } ?? [])
  }

  public func build(_ package: GeneratedPackage) throws -> Outcome {
    let started = Date()
    let result = try Shell.run(
      swiftArguments(["build", "--build-tests"], package: package), timeout: 3600, echo: echo)
    return Outcome(
      succeeded: result.status == 0 && !result.timedOut,
      errors: CompilerDiagnostic.errors(in: result.output), output: result.output,
      seconds: Date().timeIntervalSince(started))
  }
}
