import Dependencies
import Foundation

/// A file system that ``SharedReaderKey/fileStorage(_:decoder:encoder:)`` keys read and write:
/// the real one (``fileSystem``) or one in memory (``inMemory``), which tests and previews get
/// by default so that they never touch the disk.
///
/// ```swift
/// let model = withDependencies {
///   $0.defaultFileStorage = .fileSystem  // a test that wants the real disk
/// } operation: {
///   Feature.State()
/// }
/// ```
public struct FileStorage: Hashable, Sendable {
  let backend: any FileStorageBackend

  init(backend: any FileStorageBackend) {
    self.backend = backend
  }

  /// The file system of the machine: writes are atomic (a temporary file in the same directory,
  /// flushed, then renamed), missing directories are created, bursts of writes are coalesced
  /// (at most one write per second per file, and a final one when the reference goes away or the
  /// program exits), and changes made by other processes are picked up.
  public static let fileSystem = FileStorage(backend: FileSystemBackend())

  /// A file system in memory, empty: writes are immediate and visible to every key using it.
  public static var inMemory: FileStorage {
    FileStorage(backend: InMemoryFileSystem())
  }

  /// A file system in memory whose files are the given dictionary.
  ///
  /// - Parameter fileSystem: The files, by URL; the storage reads and writes it.
  public static func inMemory(fileSystem: LockIsolated<[URL: Data]>) -> FileStorage {
    FileStorage(backend: InMemoryFileSystem(files: fileSystem))
  }

  /// Two storages are equal when they are the same file system.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.backend === rhs.backend
  }

  /// Hashes the file system's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self.backend))
  }
}

/// What a ``FileStorage`` does with files.
protocol FileStorageBackend: AnyObject, Sendable {
  /// Whether writes are coalesced (the real file system) or immediate (in memory).
  var coalescesWrites: Bool { get }
  /// The contents of a file, or `nil` if there is no file.
  func read(_ url: URL) throws -> Data?
  /// Replaces a file's contents atomically, creating missing directories.
  func write(_ data: Data, to url: URL) throws
  /// Keeps a copy of a file that could not be read, beside it, before anything overwrites it.
  func keepAside(_ url: URL) throws -> URL?
  /// Calls `onChange` when the file may have changed outside of this process.
  func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription
}

private enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var testValue: FileStorage { .inMemory }
  static var previewValue: FileStorage { .inMemory }
}

extension DependencyValues {
  /// The file storage ``SharedReaderKey/fileStorage(_:decoder:encoder:)`` keys use:
  /// ``FileStorage/fileSystem`` live, a fresh ``FileStorage/inMemory`` in tests and previews.
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}
