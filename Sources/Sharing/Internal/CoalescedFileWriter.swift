import ConcurrencyExtras
import Dispatch
import Foundation

/// Writes one file through a ``FileStorageBackend``, at most once a second: the first write of a
/// burst happens at once, the last one a second after the previous write, and whatever is still
/// pending is written when the writer goes away or the program exits normally.
///
/// Every key of a file shares one writer (``writer(for:backend:)``), so that a write made through
/// one key is never read back as an outside change through another (a `@SharedReader` opened
/// before the `@Shared`). File writes run one at a time on a serial queue, so that no caller (the
/// main actor above all) waits for a write or its `fsync`. `lock` protects every stored `var`,
/// and is held while a write is handed to the queue, so that an older value never overwrites a
/// newer one.
// @unchecked Sendable: `lock` guards every stored `var`.
final class CoalescedFileWriter: @unchecked Sendable {
  let url: URL
  let backend: any FileStorageBackend
  private let lock = NSLock()
  private var pending: Data?
  /// The completions of the saves coalesced into `pending`: called with the result of the write
  /// that makes it (a failed coalesced write becomes the reference's `saveError`).
  private var pendingCompletions: [Completion] = []
  private var lastWrite: DispatchTime?
  private var isScheduled = false
  /// The last writes handed to the queue, newest last: a change notification may arrive after a
  /// newer write was handed over, for a file that still holds an older one.
  private var recentWrites: [Data] = []
  /// The error of a write made on the queue with no one to tell (at exit), thrown by the next
  /// ``submit(_:completion:)``.
  private let deferredError = LockIsolated<(any Error)?>(nil)
  /// How many writes are on the queue, not yet made.
  private let writesInFlight = LockIsolated(0)

  typealias Completion = @Sendable (Result<Void, any Error>) -> Void

  static let interval: DispatchTimeInterval = .seconds(1)
  private static let recentWriteLimit = 8

  private init(url: URL, backend: any FileStorageBackend) {
    self.url = url
    self.backend = backend
  }

  /// The writer of a file: one for every key of the same file and backend while any is alive.
  static func writer(for url: URL, backend: any FileStorageBackend) -> CoalescedFileWriter {
    _ = self.registerExitHandler
    let id = WriterID(backend: ObjectIdentifier(backend), url: url)
    if let writer = self.writers.withValue({ $0[id]?.writer }) {
      return writer
    }
    let writer = CoalescedFileWriter(url: url, backend: backend)
    return self.writers.withValue { writers in
      if let existing = writers[id]?.writer {
        return existing
      }
      writers = writers.filter { $0.value.writer != nil }
      writers[id] = WeakWriter(writer: writer)
      return writer
    }
  }

  /// Writes now if no write happened in the last second, or schedules the write, then calls
  /// `completion` with the result of the write that makes it (a later write for a scheduled one).
  ///
  /// Throws the error of the last deferred write (`completion` is then not called).
  func submit(
    _ data: Data, completion: @escaping @Sendable (Result<Void, any Error>) -> Void
  ) throws {
    self.lock.lock()
    if let error = self.deferredError.withValue({ error in
      defer { error = nil }
      return error
    }) {
      self.pending = data
      self.schedule()
      self.lock.unlock()
      throw error
    }
    let now = DispatchTime.now()
    let result: Result<Void, any Error>?
    if !self.isScheduled, self.lastWrite.map({ now >= $0 + Self.interval }) ?? true {
      self.lastWrite = now
      result = self.writeLocked(data, completion: completion)
    } else {
      self.pending = data
      self.pendingCompletions.append(completion)
      self.schedule()
      result = nil
    }
    self.lock.unlock()
    if let result {
      completion(result)
    }
  }

  /// Writes now, dropping any pending write (``Shared/save()``), and calls `completion` with the
  /// result once the write is made.
  /// The saves coalesced into a pending write are made by this one.
  func writeNow(_ data: Data, completion: @escaping @Sendable (Result<Void, any Error>) -> Void) {
    self.lock.lock()
    self.pending = nil
    let completions = self.pendingCompletions + [completion]
    self.pendingCompletions = []
    self.lastWrite = .now()
    let all: Completion = { @Sendable result in completions.forEach { $0(result) } }
    let result = self.writeLocked(data, completion: all)
    self.lock.unlock()
    if let result {
      all(result)
    }
  }

  /// Whether `data` is something this writer wrote or is about to write: the file changed
  /// because of us.
  func isOwnWrite(_ data: Data) -> Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.recentWrites.contains(data) || self.pending == data
  }

  /// Whether a write handed to the queue is not made yet.
  var isWriting: Bool {
    self.writesInFlight.value > 0
  }

  /// Writes what is pending, if anything.
  func flush() {
    self.lock.lock()
    self.isScheduled = false
    guard let data = self.pending else {
      self.lock.unlock()
      return
    }
    self.pending = nil
    let completions = self.pendingCompletions
    self.pendingCompletions = []
    self.lastWrite = .now()
    var all: Completion?
    if !completions.isEmpty {
      all = { @Sendable result in completions.forEach { $0(result) } }
    }
    let result = self.writeLocked(data, completion: all)
    self.lock.unlock()
    guard let result else { return }
    if let all {
      all(result)
    } else if case let .failure(error) = result {
      self.deferredError.setValue(error)
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

  /// Makes a write (`lock` held). A backend that does file I/O writes on the queue, so that no
  /// caller (the main actor above all) waits for the write and its `fsync`: the result goes to
  /// `completion` (or, with none, a failure to the next ``submit(_:completion:)``) and this
  /// returns `nil`. An in-memory backend writes at once, and this returns the result.
  private func writeLocked(
    _ data: Data, completion: (@Sendable (Result<Void, any Error>) -> Void)?
  ) -> Result<Void, any Error>? {
    self.recentWrites.append(data)
    if self.recentWrites.count > Self.recentWriteLimit {
      self.recentWrites.removeFirst()
    }
    let backend = self.backend
    let url = self.url
    guard backend.coalescesWrites else {
      return Result { try backend.write(data, to: url) }
    }
    let deferredError = self.deferredError
    let writesInFlight = self.writesInFlight
    writesInFlight.withValue { $0 += 1 }
    Self.queue.async {
      let result = Result { try backend.write(data, to: url) }
      writesInFlight.withValue { $0 -= 1 }
      if let completion {
        completion(result)
      } else if case let .failure(error) = result {
        deferredError.setValue(error)
      }
    }
    return nil
  }

  deinit {
    if let data = self.pending {
      let backend = self.backend
      let url = self.url
      let result = Self.onQueue { Result { try backend.write(data, to: url) } }
      for completion in self.pendingCompletions {
        completion(result)
      }
    }
  }

  // MARK: The write queue

  private static let queueKey = DispatchSpecificKey<Void>()
  private static let queue: DispatchQueue = {
    let queue = DispatchQueue(label: "Sharing.fileStorage.writes", qos: .utility)
    queue.setSpecific(key: queueKey, value: ())
    return queue
  }()

  /// Waits for the writes handed to the queue so far.
  static func waitForQueuedWrites() {
    self.onQueue {}
  }

  /// Runs `body` on the write queue and waits for it (directly when already on the queue).
  private static func onQueue<R>(_ body: () throws -> R) rethrows -> R {
    if DispatchQueue.getSpecific(key: self.queueKey) != nil {
      return try body()
    }
    return try self.queue.sync(execute: body)
  }

  // MARK: One writer per file, and final writes at exit

  private struct WriterID: Hashable {
    let backend: ObjectIdentifier
    let url: URL
  }

  private struct WeakWriter {
    weak var writer: CoalescedFileWriter?
  }

  private static let writers = LockIsolated<[WriterID: WeakWriter]>([:])
  private static let registerExitHandler: Void = {
    atexit {
      CoalescedFileWriter.flushAll()
    }
  }()

  /// Writes what every live writer has pending, and waits for the writes on the queue (at exit).
  static func flushAll() {
    for writer in self.writers.value.values.compactMap(\.writer) {
      writer.flush()
    }
    self.waitForQueuedWrites()
  }
}
