import ConcurrencyExtras
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file system of ``FileStorage/fileSystem``.
final class FileSystemBackend: FileStorageBackend {
  var coalescesWrites: Bool { true }

  /// Reads the whole file; no file (or one deleted while read) is `nil`. A directory, or a file
  /// that cannot be opened or read, is an error naming the file and the reason.
  func read(_ url: URL) throws -> Data? {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let error = errno
      if error == ENOENT { return nil }
      throw FileStorageError.posix("open", url, error)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw FileStorageError.posix("stat", url, errno)
    }
    guard status.st_mode & mode_t(S_IFMT) != mode_t(S_IFDIR) else {
      throw FileStorageError.posix("read", url, EISDIR)
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileStorageError.posix("read", url, errno)
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[..<count])
    }
  }

  /// The files whose stale temporary files were looked for (once per file and process).
  private let sweptFiles = LockIsolated<Set<URL>>([])

  /// Writes to a temporary file in the same directory, flushes it to the disk, then renames it
  /// over the file: a reader (or a crash) sees the old contents or the new, never a mix.
  func write(_ data: Data, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    if self.sweptFiles.withValue({ $0.insert(url).inserted }) {
      Self.removeStaleTemporaryFiles(of: url)
    }
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp"
    )
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw FileStorageError.posix("open", url, errno, temporary: temporary)
    }
    var written = 0
    let failure: Int32? = data.withUnsafeBytes { buffer -> Int32? in
      while written < buffer.count {
        let result = Foundation.write(
          descriptor, buffer.baseAddress! + written, buffer.count - written
        )
        if result < 0 {
          if errno == EINTR { continue }
          return errno
        }
        written += result
      }
      return nil
    }
    if let failure {
      close(descriptor)
      unlink(temporary.path)
      throw FileStorageError.posix("write", url, failure, temporary: temporary)
    }
    if fsync(descriptor) != 0 {
      let error = errno
      close(descriptor)
      unlink(temporary.path)
      throw FileStorageError.posix("fsync", url, error, temporary: temporary)
    }
    close(descriptor)
    if rename(temporary.path, url.path) != 0 {
      let error = errno
      unlink(temporary.path)
      throw FileStorageError.posix("rename", url, error)
    }
    // Make the rename itself durable.
    let directoryDescriptor = open(directory.path, O_RDONLY | O_CLOEXEC)
    if directoryDescriptor >= 0 {
      fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
  }

  /// Removes the temporary files of writes to `url` that a killed process left (those over a
  /// minute old: a write in progress, of this process or another, is younger).
  static func removeStaleTemporaryFiles(of url: URL) {
    let directory = url.deletingLastPathComponent()
    let prefix = ".\(url.lastPathComponent)."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
      return
    }
    let limit = Date().addingTimeInterval(-60)
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let path = directory.appendingPathComponent(name).path
      guard
        let modified = try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]
          as? Date,
        modified < limit
      else { continue }
      unlink(path)
    }
  }

  func keepAside(_ url: URL) throws -> URL? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    // Two bad files within the same millisecond each get a copy of their own.
    let first = corruptFileURL(for: url)
    var aside = first
    var number = 1
    while FileManager.default.fileExists(atPath: aside.path) {
      number += 1
      aside = URL(fileURLWithPath: "\(first.path)-\(number)")
    }
    try FileManager.default.copyItem(at: url, to: aside)
    return aside
  }

  func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    FileWatcher.watch(url, onChange: onChange)
  }
}

/// An error of the file system: the operation, the file (and the temporary file written in its
/// place, if the failure was there) and the reason, with its `errno`:
/// `write failed for '/path/settings.json' (temporary file '/path/.settings.json.….tmp'): No space
/// left on device (errno 28)`.
struct FileStorageError: Error, CustomStringConvertible {
  let description: String
  /// The `errno` of the failure.
  let code: Int32

  static func posix(
    _ operation: String, _ url: URL, _ code: Int32, temporary: URL? = nil
  ) -> Self {
    var description = "\(operation) failed for '\(url.path)'"
    if let temporary {
      description += " (temporary file '\(temporary.path)')"
    }
    description += ": \(String(cString: strerror(code))) (errno \(code))"
    return Self(description: description, code: code)
  }
}
