import Dependencies
import Foundation
import Sharing
import Testing

@Suite struct AppStorageKeyTests {
  enum Theme: String, Sendable { case light, dark }
  enum Level: Int, Sendable { case low = 1, high = 2 }
  struct Profile: Codable, Equatable, Sendable { var name = "Blob" }

  static func freshDefaults() -> UserDefaults {
    UserDefaults(suiteName: "AppStorageKeyTests.\(UUID().uuidString)")!
  }

  @Test func roundTripsEveryStoredType() {
    let store = Self.freshDefaults()
    withDependencies {
      $0.defaultAppStorage = store
    } operation: {
      @Shared(.appStorage("bool")) var bool = false
      @Shared(.appStorage("int")) var int = 0
      @Shared(.appStorage("double")) var double = 0.0
      @Shared(.appStorage("string")) var string = ""
      @Shared(.appStorage("url")) var url = URL(string: "https://example.com")!
      @Shared(.appStorage("data")) var data = Data()
      @Shared(.appStorage("date")) var date = Date(timeIntervalSince1970: 0)
      @Shared(.appStorage("theme")) var theme = Theme.light
      @Shared(.appStorage("level")) var level = Level.low
      @Shared(.appStorage("profile")) var profile = Profile()
      $bool.withLock { $0 = true }
      $int.withLock { $0 = 42 }
      $double.withLock { $0 = 1.5 }
      $string.withLock { $0 = "Blob" }
      $url.withLock { $0 = URL(string: "https://pointfree.co")! }
      $data.withLock { $0 = Data([1, 2, 3]) }
      $date.withLock { $0 = Date(timeIntervalSince1970: 1_000) }
      $theme.withLock { $0 = .dark }
      $level.withLock { $0 = .high }
      $profile.withLock { $0.name = "Blob Jr." }
      #expect(store.bool(forKey: "bool") == true)
      #expect(store.integer(forKey: "int") == 42)
      #expect(store.double(forKey: "double") == 1.5)
      #expect(store.string(forKey: "string") == "Blob")
      #expect(store.string(forKey: "theme") == "dark")
      #expect(store.integer(forKey: "level") == 2)
      #expect(store.data(forKey: "data") == Data([1, 2, 3]))
    }
    // Fresh references (in another dependency scope, same store) read what was written.
    withDependencies {
      $0.defaultAppStorage = store
    } operation: {
      @SharedReader(.appStorage("bool")) var bool = false
      @SharedReader(.appStorage("int")) var int = 0
      @SharedReader(.appStorage("double")) var double = 0.0
      @SharedReader(.appStorage("string")) var string = ""
      @SharedReader(.appStorage("url")) var url = URL(string: "https://example.com")!
      @SharedReader(.appStorage("data")) var data = Data()
      @SharedReader(.appStorage("date")) var date = Date(timeIntervalSince1970: 0)
      @SharedReader(.appStorage("theme")) var theme = Theme.light
      @SharedReader(.appStorage("level")) var level = Level.low
      @SharedReader(.appStorage("profile")) var profile = Profile()
      #expect(bool == true)
      #expect(int == 42)
      #expect(double == 1.5)
      #expect(string == "Blob")
      #expect(url == URL(string: "https://pointfree.co")!)
      #expect(data == Data([1, 2, 3]))
      #expect(date == Date(timeIntervalSince1970: 1_000))
      #expect(theme == .dark)
      #expect(level == .high)
      #expect(profile == Profile(name: "Blob Jr."))
    }
  }

  @Test func optionalsDefaultToNilAndNilRemovesTheValue() {
    let store = Self.freshDefaults()
    withDependencies {
      $0.defaultAppStorage = store
    } operation: {
      @Shared(.appStorage("name")) var name: String?
      #expect(name == nil)
      $name.withLock { $0 = "Blob" }
      #expect(store.string(forKey: "name") == "Blob")
      $name.withLock { $0 = nil }
      #expect(store.object(forKey: "name") == nil)
      @Shared(.appStorage("theme")) var theme: Theme?
      $theme.withLock { $0 = .dark }
      #expect(store.string(forKey: "theme") == "dark")
    }
  }

  @Test func wrongStoredTypeGivesTheDefaultAndALoadError() {
    let store = Self.freshDefaults()
    store.set("not a number", forKey: "count")
    store.set(7, forKey: "theme")
    store.set("not data", forKey: "profile")
    withDependencies {
      $0.defaultAppStorage = store
    } operation: {
      @Shared(.appStorage("count")) var count = 5
      #expect(count == 5)
      #expect($count.loadError != nil)
      #expect(String(describing: $count.loadError!).contains("count"))
      @Shared(.appStorage("theme")) var theme = Theme.light
      #expect(theme == .light)
      #expect($theme.loadError != nil)
      @Shared(.appStorage("profile")) var profile = Profile()
      #expect(profile == Profile())
      #expect($profile.loadError != nil)
      // Writing replaces the bad value.
      $count.withLock { $0 += 1 }
      #expect(store.integer(forKey: "count") == 6)
    }
  }

  @Test func explicitStoreIsUsed() {
    let store = Self.freshDefaults()
    @Shared(.appStorage("flag", store: store)) var flag = false
    $flag.withLock { $0 = true }
    #expect(store.bool(forKey: "flag"))
  }

  @Test func testsGetATemporaryUserDefaults() {
    @Dependency(\.defaultAppStorage) var defaults
    #expect(defaults !== UserDefaults.standard)
    #expect(defaults.object(forKey: "AppStorageKeyTests.neverWritten") == nil)
  }

  @Test func typeSafeKey() {
    withDependencies {
      $0.defaultAppStorage = Self.freshDefaults()
    } operation: {
      @Shared(.appStorageTestsCount) var count
      #expect(count == 3)
      $count.withLock { $0 += 1 }
      @SharedReader(.appStorage("count")) var reader = 0
      #expect(reader == 4)
    }
  }
}

extension SharedReaderKey where Self == AppStorageKey<Int>.Default {
  fileprivate static var appStorageTestsCount: Self {
    Self[.appStorage("count"), default: 3]
  }
}
