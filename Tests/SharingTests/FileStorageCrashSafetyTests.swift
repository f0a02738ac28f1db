import Dependencies
import Foundation
import Sharing
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process killed in the middle of a burst of writes leaves the file with the old contents or
/// the new, never a mix: the test runs a writer in a child process (this test binary, running
/// only ``testChildProcessEntryPoint``) and kills it with SIGKILL while it writes.
final class FileStorageCrashSafetyTests: XCTestCase {
  /// A value big enough that a write takes a while, and whose every byte says which write it
  /// came from: a torn file would mix versions, or be cut short.
  struct Payload: Codable, Equatable, Sendable {
    var version: Int
    var bytes: [UInt8]

    init(version: Int) {
      self.version = version
      self.bytes = [UInt8](repeating: UInt8(truncatingIfNeeded: version), count: 20_000)
    }

    var isConsistent: Bool {
      self.bytes.count == 20_000
        && self.bytes.allSatisfy { $0 == UInt8(truncatingIfNeeded: self.version) }
    }
  }

  static let childEnvironmentKey = "OCA_FILE_STORAGE_CRASH_CHILD_FILE"
  static let childModeKey = "OCA_FILE_STORAGE_CRASH_CHILD_MODE"

  /// The child's work: write new versions of the payload as fast as possible until killed. In
  /// the parent test process (no file to write given), it checks that the file storage of a test
  /// is in memory, so it asserts something wherever it runs.
  func testChildProcessEntryPoint() async throws {
    guard let path = ProcessInfo.processInfo.environment[Self.childEnvironmentKey] else {
      @Dependency(\.defaultFileStorage) var storage
      XCTAssertNotEqual(storage, .fileSystem)
      return
    }
    let url = URL(fileURLWithPath: path)
    if ProcessInfo.processInfo.environment[Self.childModeKey] == "burst-then-exit" {
      withDependencies {
        $0.defaultFileStorage = .fileSystem
      } operation: {
        @Shared(.fileStorage(url)) var payload = Payload(version: 0)
        // A burst: the first write happens at once, the others are coalesced...
        for version in 1...50 {
          $payload.withLock { $0 = Payload(version: version) }
        }
        // ...and the last one is written when the program exits normally.
        exit(0)
      }
    }
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var payload = Payload(version: 0)
      var version = payload.version
      while true {
        version += 1
        $payload.withLock { $0 = Payload(version: version) }
        // `save()` writes at once, skipping the coalescing, so that kills land mid-write.
        try await $payload.save()
      }
    }
  }

  func testPendingWriteIsMadeWhenTheProgramExits() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("FileStorageCrashSafetyTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("payload.json")
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = [
      "SharingTests.FileStorageCrashSafetyTests/testChildProcessEntryPoint"
    ]
    var environment = ProcessInfo.processInfo.environment
    environment[Self.childEnvironmentKey] = url.path
    environment[Self.childModeKey] = "burst-then-exit"
    child.environment = environment
    child.standardOutput = FileHandle.nullDevice
    child.standardError = FileHandle.nullDevice
    try child.run()
    child.waitUntilExit()
    XCTAssertEqual(child.terminationReason, .exit)
    XCTAssertEqual(child.terminationStatus, 0)
    let payload = try JSONDecoder().decode(Payload.self, from: Data(contentsOf: url))
    XCTAssertEqual(payload.version, 50)
    XCTAssertTrue(payload.isConsistent)
  }

  func testKilledWriterLeavesOldOrNewFileNeverATornOne() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("FileStorageCrashSafetyTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("payload.json")
    let executable = URL(fileURLWithPath: CommandLine.arguments[0])

    var lastVersion = 0
    for round in 1...3 {
      let child = Process()
      child.executableURL = executable
      child.arguments = [
        "SharingTests.FileStorageCrashSafetyTests/testChildProcessEntryPoint"
      ]
      var environment = ProcessInfo.processInfo.environment
      environment[Self.childEnvironmentKey] = url.path
      child.environment = environment
      child.standardOutput = FileHandle.nullDevice
      child.standardError = FileHandle.nullDevice
      try child.run()

      // Let the child write a few new versions, then kill it wherever it is.
      var observedVersion = lastVersion
      var attempts = 0
      while observedVersion < lastVersion + 3 + round, attempts < 20_000, child.isRunning {
        attempts += 1
        usleep(1_000)
        if let data = try? Data(contentsOf: url),
          let payload = try? JSONDecoder().decode(Payload.self, from: data)
        {
          observedVersion = payload.version
        }
      }
      XCTAssertTrue(child.isRunning, "The child process stopped before it was killed.")
      kill(child.processIdentifier, SIGKILL)
      child.waitUntilExit()
      XCTAssertEqual(child.terminationReason, .uncaughtSignal)

      let data = try Data(contentsOf: url)
      let payload = try JSONDecoder().decode(Payload.self, from: data)
      XCTAssertTrue(payload.isConsistent, "Round \(round): the file is torn.")
      XCTAssertGreaterThanOrEqual(payload.version, observedVersion)
      lastVersion = payload.version
    }
  }
}
