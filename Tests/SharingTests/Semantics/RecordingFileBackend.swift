import ConcurrencyExtras
import Foundation

@testable import Sharing

/// A file storage backend kept in memory that coalesces writes like the file system's, records
/// the thread of each write, and lets a test deliver the change notifications of its watchers.
final class RecordingFileBackend: FileStorageBackend, @unchecked Sendable {
  let files = LockIsolated<[URL: Data]>([:])
  let writes = LockIsolated<[(data: Data, thread: ObjectIdentifier)]>([])
  private let watchers = LockIsolated<[@Sendable () -> Void]>([])

  var coalescesWrites: Bool { true }

  func read(_ url: URL) throws -> Data? {
    self.files.value[url.standardizedFileURL]
  }

  func write(_ data: Data, to url: URL) throws {
    self.writes.withValue { $0.append((data, ObjectIdentifier(Thread.current))) }
    self.files.withValue { $0[url.standardizedFileURL] = data }
  }

  func keepAside(_ url: URL) throws -> URL? { nil }

  func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    self.watchers.withValue { $0.append(onChange) }
    return SharedSubscription {}
  }

  /// Delivers a change notification to every watcher, as the file system does after a write.
  func notifyWatchers() {
    for watcher in self.watchers.value {
      watcher()
    }
  }

  /// A file storage on this backend.
  var storage: FileStorage { FileStorage(backend: self) }
}
