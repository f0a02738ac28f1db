import Dependencies
import Foundation
import Observation
import Sharing
import Testing

/// "Return the initial value" sets the shared value back to its default (B-SH-01).
@Suite struct InitialValueResetTests {
  final class Box: @unchecked Sendable {
    var reset: (@Sendable () -> Void)?
  }

  struct ResettableKey: SharedKey {
    let box: Box
    var id: ObjectIdentifier { ObjectIdentifier(self.box) }
    func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
      continuation.resumeReturningInitialValue()
    }
    func subscribe(
      context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
    ) -> SharedSubscription {
      self.box.reset = { subscriber.yieldReturningInitialValue() }
      return SharedSubscription {}
    }
    func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
      continuation.resume()
    }
  }

  @Test func yieldingTheInitialValueResetsToTheDefault() {
    let box = Box()
    @Shared(ResettableKey(box: box)) var n = 7
    $n.withLock { $0 = 1 }
    box.reset?()
    #expect(n == 7)
  }

  @Test func anExplicitLoadReturningTheInitialValueKeepsTheValue() async throws {
    let box = Box()
    @Shared(ResettableKey(box: box)) var n = 7
    $n.withLock { $0 = 1 }
    try await $n.load()
    #expect(n == 1)
  }

  @Test func removingAnAppStorageKeyResetsToTheDefault() {
    let store = UserDefaults(suiteName: "InitialValueResetTests.\(UUID().uuidString)")!
    withDependencies {
      $0.defaultAppStorage = store
    } operation: {
      @Shared(.appStorage("count")) var count = 3
      $count.withLock { $0 = 10 }
      #expect(store.integer(forKey: "count") == 10)
      store.removeObject(forKey: "count")
      // The notification Apple platforms' `UserDefaults` posts (Linux's posts none).
      NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: store)
      #expect(count == 3)
    }
  }

  @Test(.timeLimit(.minutes(1))) func deletingTheFileResetsToTheDefault() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("InitialValueResetTests-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("count.json")
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var count = 3
      $count.withLock { $0 = 10 }
      try await $count.save()
      #expect(FileManager.default.fileExists(atPath: url.path))
      try FileManager.default.removeItem(at: url)
      // Wait for the change notification, not for a time.
      for await value in Observations({ count }) where value == 3 {
        break
      }
      #expect(count == 3)
    }
  }
}
