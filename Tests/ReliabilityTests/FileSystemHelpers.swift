import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A directory of its own under the temporary directory, for one test.
func makeTemporaryDirectory(_ name: String) throws -> URL {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("ReliabilityTests-\(name)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory
}

/// Runs `command` with `/bin/sh -c` (another process), and returns its exit status and output.
@discardableResult
func shell(_ command: String) throws -> (status: Int32, output: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.arguments = ["-c", command]
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

/// Quotes `text` for the shell.
func quoted(_ text: String) -> String {
  "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
}

/// Mounts a tmpfs of `size` on `directory`; the reason it was refused, or `nil` once mounted.
func mountTmpfs(on directory: URL, size: String) -> String? {
  guard getuid() == 0 else { return "not root: mounting a tmpfs needs root" }
  guard
    let result = try? shell(
      "mount -t tmpfs -o size=\(size) tmpfs \(quoted(directory.path)) 2>&1")
  else { return "cannot run mount" }
  guard result.status == 0 else {
    return "mount refused: \(result.output.trimmingCharacters(in: .whitespacesAndNewlines))"
  }
  return nil
}

/// Fills the file system of `url` by writing to it until a write fails; the `errno` that stopped
/// it.
func fillFileSystem(with url: URL) -> Int32 {
  let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
  guard descriptor >= 0 else { return errno }
  defer { close(descriptor) }
  let chunk = [UInt8](repeating: 0x2E, count: 1_024)
  while true {
    let written = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if written < 0 { return errno }
    if written < chunk.count {
      // A partial write: the next one fails.
      continue
    }
  }
}

/// The temporary files of a file storage's atomic writes left in `directory`.
func temporaryWriteFiles(in directory: URL) -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
  return names.filter { $0.hasPrefix(".") && $0.hasSuffix(".tmp") }
}

/// The helper executable `name`, built next to the test bundle.
func helperExecutable(_ name: String) -> URL {
  var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  // `swift test` runs `PackageTests.xctest` from the products directory; under Swift Testing's
  // own runner, the bundle may be one level down.
  for _ in 0..<3 {
    let candidate = directory.appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    directory.deleteLastPathComponent()
  }
  return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent(name)
}
