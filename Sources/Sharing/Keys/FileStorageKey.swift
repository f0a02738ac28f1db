import ConcurrencyExtras
import Dependencies
import Foundation

extension SharedReaderKey {
  /// A shared key that persists a `Codable` value to a JSON file.
  ///
  /// ```swift
  /// @Shared(.fileStorage(URL.documentsDirectory.appending(component: "settings.json")))
  /// var settings = Settings()
  /// ```
  ///
  /// The file is read when the first reference is made, written (atomically, at most once a
  /// second) when the value changes, and read again when another process changes it. A file that
  /// cannot be decoded leaves the default value and a ``Shared/loadError``, and is kept aside as
  /// `<name>.corrupt-<timestamp>`.
  ///
  /// - Parameters:
  ///   - url: The file's URL.
  ///   - decoder: The JSONDecoder to use to decode the value; `nil` for a default one.
  ///   - encoder: The JSONEncoder to use to encode the value; `nil` for a default one, which
  ///     writes pretty-printed JSON with sorted keys in debug builds, as swift-sharing's does.
  /// - Returns: A file shared key.
  public static func fileStorage<Value: Codable>(
    _ url: URL,
    decoder: JSONDecoder? = nil,
    encoder: JSONEncoder? = nil
  ) -> Self where Self == FileStorageKey<Value> {
    let decoder = UncheckedSendable(decoder ?? JSONDecoder())
    let encoder = UncheckedSendable(encoder ?? defaultFileStorageEncoder())
    return FileStorageKey(
      url: url,
      decode: { try decoder.value.decode(Value.self, from: $0) },
      encode: { try encoder.value.encode($0) }
    )
  }

  /// A shared key that persists a value to a file with custom encoding and decoding.
  ///
  /// - Parameters:
  ///   - url: The file's URL.
  ///   - decode: A closure that decodes the file's data into a value.
  ///   - encode: A closure that encodes a value into the file's data.
  /// - Returns: A file shared key.
  public static func fileStorage<Value>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, decode: decode, encode: encode)
  }
}

/// A type defining a file persistence strategy: see
/// ``SharedReaderKey/fileStorage(_:decoder:encoder:)``.
public struct FileStorageKey<Value: Sendable>: SharedKey {
  let url: URL
  let storage: FileStorage
  let decode: @Sendable (Data) throws -> Value
  let encode: @Sendable (Value) throws -> Data
  let writer: CoalescedFileWriter

  init(
    url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    @Dependency(\.defaultFileStorage) var storage
    self.url = url.standardizedFileURL
    self.storage = storage
    self.decode = decode
    self.encode = encode
    self.writer = CoalescedFileWriter.writer(for: self.url, backend: storage.backend)
  }

  /// The file and the storage: the same file in two storages is two values.
  public var id: FileStorageKeyID {
    FileStorageKeyID(url: self.url, storage: self.storage)
  }

  /// Reads and decodes the file; a missing file gives the initial value.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: self.read())
  }

  private func read() -> Result<Value?, any Error> {
    let data: Data
    do {
      guard let contents = try self.storage.backend.read(self.url) else { return .success(nil) }
      data = contents
    } catch {
      return .failure(FileStorageLoadError(url: self.url, reason: error, keptAt: nil))
    }
    do {
      return .success(try self.decode(data))
    } catch {
      // Keep the file before anything overwrites it with the default.
      let keptAt = try? self.storage.backend.keepAside(self.url)
      return .failure(FileStorageLoadError(url: self.url, reason: error, keptAt: keptAt))
    }
  }

  /// Watches the file for changes made by other processes.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    let writer = self.writer
    let storage = self.storage
    let url = self.url
    let key = self
    let watch = storage.backend.watch(url) {
      let data: Data?
      do {
        data = try storage.backend.read(url)
      } catch {
        // Made a directory, or unreadable: the value stays, and says why (`loadError`).
        subscriber.yield(
          throwing: FileStorageLoadError(url: url, reason: error, keptAt: nil)
        )
        return
      }
      guard let data else {
        // Deleted outside the program (not in the middle of one of its writes): back to the
        // default.
        if !writer.isWriting {
          subscriber.yieldReturningInitialValue()
        }
        return
      }
      // The program's own writes are not outside changes, whichever key of the file made them.
      guard !writer.isOwnWrite(data) else { return }
      switch key.read() {
      case let .success(value?): subscriber.yield(value)
      case .success(nil): subscriber.yieldReturningInitialValue()
      case let .failure(error): subscriber.yield(throwing: error)
      }
    }
    return SharedSubscription {
      // The reference went away: make its last write now.
      writer.flush()
      watch.cancel()
    }
  }

  /// Encodes and writes the value: at once when ``Shared/save()`` asks, coalesced otherwise.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    do {
      let data = try self.encode(value)
      // Resumed once the file is written (off the caller's thread), or at once for a write
      // coalesced with the next ones.
      if context == .userInitiated || !self.storage.backend.coalescesWrites {
        self.writer.writeNow(data) { continuation.resume(with: $0) }
      } else {
        try self.writer.submit(data) { continuation.resume(with: $0) }
      }
    } catch {
      continuation.resume(throwing: error)
    }
  }
}

/// The identity of a ``FileStorageKey``: its file and storage.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: FileStorage
}

extension FileStorageKey: CustomStringConvertible {
  /// `.fileStorage(path)`.
  public var description: String {
    ".fileStorage(\(String(reflecting: self.url.path)))"
  }
}

/// The error of a file that could not be read or decoded: it names the file, the failure, and
/// where the unreadable file was kept.
struct FileStorageLoadError: Error, CustomStringConvertible {
  let url: URL
  let reason: any Error
  let keptAt: URL?

  var description: String {
    var description = "Could not load '\(self.url.path)': \(self.reason)"
    if let keptAt {
      description += ". The file was kept at '\(keptAt.path)'."
    }
    return description
  }
}

/// The encoder of `.fileStorage` when none is given: pretty-printed JSON with sorted keys in debug
/// builds (readable, and stable under diffs), compact otherwise, as swift-sharing's.
private func defaultFileStorageEncoder() -> JSONEncoder {
  let encoder = JSONEncoder()
  #if DEBUG
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  #endif
  return encoder
}
