import Dependencies
import Foundation
import Testing

@testable import Sharing

/// A file's own writes never come back as outside changes (B-SH-03), and they happen off the
/// caller's thread (the main actor's, say).
@Suite struct FileOwnWritesTests {
  @Test func ownWritesThroughASharedOpenedAfterAReaderAreNotReadBack() {
    let backend = RecordingFileBackend()
    let url = URL(fileURLWithPath: "/FileOwnWritesTests/count.json")
    withDependencies {
      $0.defaultFileStorage = backend.storage
    } operation: {
      @SharedReader(.fileStorage(url)) var reader = 0
      @Shared(.fileStorage(url)) var count = 0
      // The first write happens at once; the next ones wait for the coalescing interval.
      for _ in 1...5 { $count.withLock { $0 += 1 } }
      // The notification of the first write arrives: the file still holds 1.
      CoalescedFileWriter.waitForQueuedWrites()
      backend.notifyWatchers()
      #expect(count == 5)
      #expect(reader == 5)
    }
  }

  @Test @MainActor func writesHappenOffTheCallersThreadAndSaveWaitsForThem() async throws {
    let backend = RecordingFileBackend()
    let url = URL(fileURLWithPath: "/FileOwnWritesTests/main.json")
    try await withDependencies {
      $0.defaultFileStorage = backend.storage
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      let caller = ObjectIdentifier(Thread.current)
      $count.withLock { $0 = 1 }
      $count.withLock { $0 = 2 }
      try await $count.save()
      #expect(backend.files.value[url] == Data("2".utf8))
      #expect(!backend.writes.value.isEmpty)
      #expect(backend.writes.value.allSatisfy { $0.thread != caller })
    }
  }
}
