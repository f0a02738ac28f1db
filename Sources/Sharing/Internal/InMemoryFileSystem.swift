import ConcurrencyExtras
import Foundation

/// The file system of ``FileStorage/inMemory``: a dictionary of files.
final class InMemoryFileSystem: FileStorageBackend {
  let files: LockIsolated<[URL: Data]>

  init(files: LockIsolated<[URL: Data]> = LockIsolated([:])) {
    self.files = files
  }

  var coalescesWrites: Bool { false }

  func read(_ url: URL) throws -> Data? {
    self.files.value[url.standardizedFileURL]
  }

  func write(_ data: Data, to url: URL) throws {
    self.files.withValue { $0[url.standardizedFileURL] = data }
  }

  func keepAside(_ url: URL) throws -> URL? {
    let url = url.standardizedFileURL
    return self.files.withValue { files in
      guard let data = files[url] else { return nil }
      let aside = corruptFileURL(for: url)
      files[aside] = data
      return aside
    }
  }

  func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    SharedSubscription {}
  }
}

/// Where an unreadable file is kept: `<name>.corrupt-<timestamp>` beside it.
func corruptFileURL(for url: URL, date: Date = Date()) -> URL {
  let formatter = DateFormatter()
  formatter.locale = Locale(identifier: "en_US_POSIX")
  formatter.timeZone = TimeZone(identifier: "UTC")
  formatter.dateFormat = "yyyyMMdd'T'HHmmss.SSS'Z'"
  return url.deletingLastPathComponent()
    .appendingPathComponent("\(url.lastPathComponent).corrupt-\(formatter.string(from: date))")
}
