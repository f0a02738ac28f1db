import ConcurrencyExtras
import Dispatch
import Foundation

/// Writes one file through a ``FileStorageBackend``, at most once a second: the first write of a
/// burst happens at once, the last one a second after the previous write, and whatever is still
/// pending is written when the writer goes away or the program exits normally.
///
/// `lock` protects every stored `var` and serializes the writes themselves, so that an older
/// value never overwrites a newer one.
// @unchecked Sendable: `lock` guards every stored `var` and the writes.
final class CoalescedFileWriter: @unchecked Sendable {
  let url: URL
  let backend: any FileStorageBackend
  private let lock = NSLock()
  private var pending: Data?
  private var lastWrite: DispatchTime?
  private var isScheduled = false
  private var lastWritten: Data?
  private var deferredError: (any Error)?

  static let interval: DispatchTimeInterval = .seconds(1)

  init(url: URL, backend: any FileStorageBackend) {
    self.url = url
    self.backend = backend
    Self.register(self)
  }

  /// Writes now if no write happened in the last second, or schedules the write.
  ///
  /// Throws the error of the write made now, or of the last deferred write.
  func submit(_ data: Data) throws {
    self.lock.lock()
    defer { self.lock.unlock() }
    if let error = self.deferredError {
      self.deferredError = nil
      self.pending = data
      self.schedule()
      throw error
    }
    let now = DispatchTime.now()
    if !self.isScheduled, self.lastWrite.map({ now >= $0 + Self.interval }) ?? true {
      try self.writeLocked(data, at: now)
    } else {
      self.pending = data
      self.schedule()
    }
  }

  /// Writes now, dropping any pending write (``Shared/save()``).
  func writeNow(_ data: Data) throws {
    self.lock.lock()
    defer { self.lock.unlock() }
    self.pending = nil
    try self.writeLocked(data, at: .now())
  }

  /// Whether `data` is what this writer last wrote: the file changed because of us.
  func isOwnWrite(_ data: Data) -> Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.lastWritten == data || self.pending == data
  }

  /// Writes what is pending, if anything.
  func flush() {
    self.lock.lock()
    defer { self.lock.unlock() }
    self.isScheduled = false
    guard let data = self.pending else { return }
    self.pending = nil
    do {
      try self.writeLocked(data, at: .now())
    } catch {
      self.deferredError = error
    }
  }

  private func schedule() {
    guard !self.isScheduled else { return }
    self.isScheduled = true
    let deadline = (self.lastWrite ?? .now()) + Self.interval
    DispatchQueue.global(qos: .utility).asyncAfter(deadline: deadline) { [weak self] in
      self?.flush()
    }
  }

  private func writeLocked(_ data: Data, at time: DispatchTime) throws {
    self.lastWrite = time
    self.lastWritten = data
    try self.backend.write(data, to: self.url)
  }

  deinit {
    if let data = self.pending {
      try? self.backend.write(data, to: self.url)
    }
  }

  // MARK: Final writes at exit

  private struct WeakWriter {
    weak var writer: CoalescedFileWriter?
  }

  private static let writers = LockIsolated<[ObjectIdentifier: WeakWriter]>([:])
  private static let registerExitHandler: Void = {
    atexit {
      CoalescedFileWriter.flushAll()
    }
  }()

  private static func register(_ writer: CoalescedFileWriter) {
    _ = self.registerExitHandler
    self.writers.withValue { writers in
      writers = writers.filter { $0.value.writer != nil }
      writers[ObjectIdentifier(writer)] = WeakWriter(writer: writer)
    }
  }

  /// Writes what every live writer has pending (at exit).
  static func flushAll() {
    for writer in self.writers.value.values.compactMap(\.writer) {
      writer.flush()
    }
  }
}
