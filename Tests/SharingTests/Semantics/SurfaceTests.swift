import ConcurrencyExtras
import Dependencies
import Foundation
import Sharing
import Testing

/// `fileStorage`'s optional coders, `_SharedKeyDefault.initialValue`, and an unwrapped optional's
/// publisher (B-SH-05, B-SH-07).
@Suite struct SurfaceTests {
  @Test func fileStorageTakesOptionalCoders() {
    let url = URL(fileURLWithPath: "/SurfaceTests/count.json")
    let files = LockIsolated<[URL: Data]>([:])
    withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      @Shared(.fileStorage(url, decoder: nil, encoder: nil)) var count = 0
      $count.withLock { $0 = 3 }
      #expect(files.value[url] == Data("3".utf8))
    }
  }

  @Test func aKeyDefaultHasAPublicInitialValueAndSwiftSharingsDescription() {
    let key = AppStorageKey<Int>.Default[.appStorage("count"), default: 42]
    #expect(key.initialValue == 42)
    #expect(key.description == #"AppStorageKey<Int>.Default[.appStorage("count"), default: 42]"#)
  }

  @Test func theDefaultEncoderWritesPrettyPrintedSortedJSONInDebugBuilds() {
    struct Settings: Codable, Equatable {
      var theme = "light"
      var fontSize = 12
    }
    let url = URL(fileURLWithPath: "/SurfaceTests/settings.json")
    let files = LockIsolated<[URL: Data]>([:])
    withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      @Shared(.fileStorage(url)) var settings = Settings()
      $settings.withLock { $0.fontSize = 14 }
      #if DEBUG
        let expected = "{\n  \"fontSize\" : 14,\n  \"theme\" : \"light\"\n}"
        #expect(files.value[url].map { String(decoding: $0, as: UTF8.self) } == expected)
      #endif
    }
  }

  @Test func anUnwrappedOptionalPublishesOnlyNonNilValues() {
    @Shared(value: Optional(1)) var opt: Int?
    let child = Shared($opt)!
    let seen = LockIsolated<[Int]>([])
    let cancellable = child.publisher.sink { value in seen.withValue { $0.append(value) } }
    $opt.withLock { $0 = 2 }
    $opt.withLock { $0 = nil }
    #expect(seen.value == [1, 2])
    _ = cancellable
  }
}
