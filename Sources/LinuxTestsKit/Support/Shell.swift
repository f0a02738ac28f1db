import Foundation

/// Runs a command and collects what it printed: the way every stage starts `swift` and `git`.
/// The output goes to a file rather than a pipe, so a command that prints a lot never blocks.
struct Shell {
  struct Result: Sendable {
    var status: Int32
    /// True when the command was killed because it ran past its time limit.
    var timedOut: Bool
    var output: String
  }

  /// Runs `arguments[0]` found on PATH with the rest as its arguments.
  static func run(
    _ arguments: [String], timeout: TimeInterval? = nil,
    environment: [String: String] = [:], echo: Bool = false, orphans: String? = nil
  ) throws -> Result {
    let process = Process()
    // coreutils' timeout runs the command in a process group of its own and ends the whole
    // group when time is up: the test runner starts the test binary as a child, which must end
    // with it.
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      timeout.map { ["timeout", "--signal=KILL", String(Int($0.rounded(.up)))] + arguments }
      ?? arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let outputFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("linux-tests-\(UUID().uuidString).log")
    FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: outputFile) }
    let handle = try FileHandle(forWritingTo: outputFile)
    defer { try? handle.close() }
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    var echoed: UInt64 = 0
    let started = Date()
    var endedOrphans = false
    while process.isRunning {
      Thread.sleep(forTimeInterval: 0.05)
      if echo { echoed = Self.echo(outputFile, from: echoed) }
      // `swift test` starts the test binary in a process group of its own, which outlives
      // `timeout`'s kill and holds the output open: past the limit, it is ended by name.
      if let timeout, let orphans, !endedOrphans, Date().timeIntervalSince(started) > timeout + 5 {
        endedOrphans = true
        let pkill = Process()
        pkill.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        pkill.arguments = ["pkill", "-KILL", "-f", orphans]
        try? pkill.run()
        pkill.waitUntilExit()
      }
    }
    process.waitUntilExit()
    if echo { _ = Self.echo(outputFile, from: echoed) }
    let timedOut =
      timeout != nil && ([124, 137].contains(process.terminationStatus) || endedOrphans)
    let data = (try? Data(contentsOf: outputFile)) ?? Data()
    return Result(
      status: process.terminationStatus, timedOut: timedOut,
      output: String(decoding: data, as: UTF8.self)
    )
  }

  private static func echo(_ file: URL, from offset: UInt64) -> UInt64 {
    guard let reader = try? FileHandle(forReadingFrom: file) else { return offset }
    defer { try? reader.close() }
    try? reader.seek(toOffset: offset)
    let data = reader.readDataToEndOfFile()
    if !data.isEmpty { FileHandle.standardError.write(data) }
    return offset + UInt64(data.count)
  }
}

/// A failure that stops the tool with a message naming the file at fault.
public struct LinuxTestsError: Error, CustomStringConvertible, Equatable {
  public var description: String
  public init(_ description: String) { self.description = description }

  static func unreadable(_ file: URL, _ reason: String) -> Self {
    Self("cannot read \(file.path): \(reason)")
  }
}
