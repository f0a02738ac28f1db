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

  func read(_ url: URL) throws -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try Data(contentsOf: url)
  }

  /// Writes to a temporary file in the same directory, flushes it to the disk, then renames it
  /// over the file: a reader (or a crash) sees the old contents or the new, never a mix.
  func write(_ data: Data, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp"
    )
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileStorageError.posix("open", temporary, errno) }
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
      throw FileStorageError.posix("write", temporary, failure)
    }
    if fsync(descriptor) != 0 {
      let error = errno
      close(descriptor)
      unlink(temporary.path)
      throw FileStorageError.posix("fsync", temporary, error)
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

  func keepAside(_ url: URL) throws -> URL? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let aside = corruptFileURL(for: url)
    try FileManager.default.copyItem(at: url, to: aside)
    return aside
  }

  func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    FileWatcher.watch(url, onChange: onChange)
  }
}

/// An error of the file system: the operation, the file and the reason.
struct FileStorageError: Error, CustomStringConvertible {
  let description: String

  static func posix(_ operation: String, _ url: URL, _ code: Int32) -> Self {
    Self(description: "\(operation) failed for '\(url.path)': \(String(cString: strerror(code)))")
  }
}
