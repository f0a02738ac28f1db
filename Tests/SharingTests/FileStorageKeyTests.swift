import ConcurrencyExtras
import Dependencies
import Foundation
import Observation
import Testing

@testable import Sharing

@Suite struct FileStorageKeyTests {
  struct Settings: Codable, Equatable, Sendable {
    var theme = "light"
    var fontSize = 12
  }

  /// A fresh directory under the system's temporary directory, removed by `cleanUp`.
  static func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("FileStorageKeyTests-\(UUID().uuidString)", isDirectory: true)
  }

  @Test func testModeUsesAnInMemoryFileSystem() {
    let url = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString)/settings.json")
    let files = LockIsolated<[URL: Data]>([:])
    withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      @Shared(.fileStorage(url)) var settings = Settings()
      $settings.withLock { $0.theme = "dark" }
      #expect(!FileManager.default.fileExists(atPath: url.path))
      let data = files.value[url]
      #expect(
        data.map { try? JSONDecoder().decode(Settings.self, from: $0) } == Settings(theme: "dark"))
    }
  }

  @Test func testsGetAnInMemoryFileStorageByDefault() {
    @Dependency(\.defaultFileStorage) var storage
    #expect(storage != .fileSystem)
  }

  @Test func liveStorageCreatesDirectoriesAndWritesJSON() throws {
    let directory = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("nested/deeper/settings.json")
    try withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var settings = Settings()
      $settings.withLock { $0.fontSize = 20 }
      // The first write of a burst happens at once (off this thread).
      CoalescedFileWriter.waitForQueuedWrites()
      let data = try Data(contentsOf: url)
      #expect(try JSONDecoder().decode(Settings.self, from: data) == Settings(fontSize: 20))
    }
  }

  @Test func burstsAreCoalescedAndTheLastValueIsWrittenOnRelease() throws {
    let directory = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("count.json")
    try withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      do {
        @Shared(.fileStorage(url)) var count = 0
        for _ in 1...100 {
          $count.withLock { $0 += 1 }
        }
        // Only the first write of the burst has happened yet.
        CoalescedFileWriter.waitForQueuedWrites()
        let data = try Data(contentsOf: url)
        #expect(String(decoding: data, as: UTF8.self) == "1")
      }
      // The reference went away: its pending write was made.
      CoalescedFileWriter.waitForQueuedWrites()
      let data = try Data(contentsOf: url)
      #expect(String(decoding: data, as: UTF8.self) == "100")
    }
  }

  @Test func saveWritesAtOnce() async throws {
    let directory = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("count.json")
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      $count.withLock { $0 = 1 }
      $count.withLock { $0 = 2 }
      try await $count.save()
      #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == "2")
    }
  }

  @Test func loadsAnExistingFile() throws {
    let directory = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("settings.json")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try JSONEncoder().encode(Settings(theme: "blue")).write(to: url)
    withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var settings = Settings()
      #expect(settings.theme == "blue")
      #expect($settings.loadError == nil)
    }
  }

  @Test func badFileGivesTheDefaultALoadErrorAndIsKeptAside() throws {
    let directory = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("settings.json")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: url)
    try withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var settings = Settings()
      #expect(settings == Settings())
      let error = try #require($settings.loadError)
      let description = String(describing: error)
      #expect(description.contains(url.path))
      #expect(description.contains("corrupt-"))
      let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasPrefix("settings.json.corrupt-") }
      #expect(kept.count == 1)
      let keptData = try Data(contentsOf: directory.appendingPathComponent(kept[0]))
      #expect(String(decoding: keptData, as: UTF8.self) == "{ not json")
      // Writing the default over the bad file keeps the copy.
      $settings.withLock { $0.theme = "dark" }
      CoalescedFileWriter.waitForQueuedWrites()
      let data = try Data(contentsOf: url)
      #expect(try JSONDecoder().decode(Settings.self, from: data).theme == "dark")
      #expect(
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(kept[0]).path))
    }
  }

  @Test func badFileInMemoryIsKeptAsideToo() throws {
    let url = URL(fileURLWithPath: "/settings.json")
    let files = LockIsolated<[URL: Data]>([url: Data("oops".utf8)])
    withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      @Shared(.fileStorage(url)) var settings = Settings()
      #expect(settings == Settings())
      #expect($settings.loadError != nil)
      #expect(
        files.value.keys.contains { $0.lastPathComponent.hasPrefix("settings.json.corrupt-") })
    }
  }

  @Test func customDecodeAndEncode() {
    let url = URL(fileURLWithPath: "/name.txt")
    let files = LockIsolated<[URL: Data]>([url: Data("Blob".utf8)])
    withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      @Shared(
        .fileStorage(
          url,
          decode: { String(decoding: $0, as: UTF8.self) },
          encode: { Data($0.utf8) }
        )
      )
      var name = ""
      #expect(name == "Blob")
      $name.withLock { $0 = "Blob Jr." }
      #expect(files.value[url] == Data("Blob Jr.".utf8))
    }
  }

  @Test func sameFileSharesOneReference() {
    let url = URL(fileURLWithPath: "/count.json")
    withDependencies {
      $0.defaultFileStorage = .inMemory
    } operation: {
      @Shared(.fileStorage(url)) var count1 = 0
      @Shared(.fileStorage(url)) var count2 = 0
      $count1.withLock { $0 = 7 }
      #expect(count2 == 7)
    }
  }

  @Test func aFailedWriteSetsTheSaveError() throws {
    let directory = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // A file where the directory should be: the write cannot happen.
    let blocker = directory.appendingPathComponent("blocker")
    try Data().write(to: blocker)
    let url = blocker.appendingPathComponent("count.json")
    withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      $count.withLock { $0 = 1 }
      CoalescedFileWriter.waitForQueuedWrites()
      #expect(count == 1)
      #expect($count.saveError != nil)
    }
  }

  @Test func changesByAnotherProcessArePickedUp() async throws {
    let directory = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("count.json")
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      #expect(count == 0)
      // Another program replaces the file.
      try Data("42".utf8).write(to: url, options: .atomic)
      // Wait for the change notification, not for a time.
      let shared = $count
      let stream = AsyncStream<Int> { continuation in
        let task = Task {
          for await value in Observations({ shared.wrappedValue }) {
            continuation.yield(value)
          }
        }
        continuation.onTermination = { _ in task.cancel() }
      }
      for await value in stream where value == 42 {
        break
      }
      #expect(count == 42)
    }
  }
}
