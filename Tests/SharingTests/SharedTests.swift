import ConcurrencyExtras
import CustomDump
import Dependencies
import Foundation
import IdentifiedCollections
import Sharing
import Testing

@Suite struct SharedTests {
  struct Settings: Equatable, Identifiable {
    var id = 1
    var theme = "light"
    var fontSize = 12
  }

  @Test func valueIsSharedByCopies() {
    let count = Shared(value: 0)
    let copy = count
    copy.withLock { $0 += 1 }
    #expect(count.wrappedValue == 1)
    #expect(copy == count)
  }

  @Test func projectedValueInitializerSharesTheReference() {
    let count = Shared(value: 1)
    let other = Shared(projectedValue: count)
    other.withLock { $0 = 5 }
    #expect(count.wrappedValue == 5)
  }

  @Test func dynamicMemberDerivesAFieldReference() {
    let settings = Shared(value: Settings())
    let theme: Shared<String> = settings.theme
    theme.withLock { $0 = "dark" }
    #expect(settings.wrappedValue.theme == "dark")
    settings.withLock { $0.theme = "blue" }
    #expect(theme.wrappedValue == "blue")
  }

  @Test func withLockBodyMayReadTheSameValue() throws {
    // The SyncUps tutorial's delete: the id is read from a reference derived from the one locked.
    let settings = Shared(value: IdentifiedArrayOf<Settings>([Settings(id: 1), Settings(id: 2)]))
    let first = try #require(Shared(settings[id: 1]))
    settings.withLock { _ = $0.remove(id: first.wrappedValue.id) }
    #expect(settings.wrappedValue.ids == [2])
    settings.withLock {
      let theme = settings.wrappedValue[id: 2]?.theme ?? ""
      $0[id: 2]?.theme = theme + "-dark"
    }
    #expect(settings.wrappedValue[id: 2]?.theme == "light-dark")
  }

  @Test func withLockNestedOnTheSameReferenceIsReportedAndKeepsBothChanges() {
    let count = Shared(value: 0)
    withKnownIssue {
      count.withLock { outer in
        count.withLock { $0 += 1 }
        outer += 10
      }
    } matching: { issue in
      issue.description.contains(#"A shared value was mutated from within its own "withLock"."#)
    }
    #expect(count.wrappedValue == 11)
    count.withLock { $0 += 1 }
    #expect(count.wrappedValue == 12)
  }

  @Test func unwrapsAnOptional() {
    let user = Shared<String?>(value: nil)
    #expect(Shared(user) == nil)
    user.withLock { $0 = "Blob" }
    let unwrapped = Shared(user)
    #expect(unwrapped?.wrappedValue == "Blob")
    unwrapped?.withLock { $0 = "Blob Jr." }
    #expect(user.wrappedValue == "Blob Jr.")
    user.withLock { $0 = nil }
    // The unwrapped reference keeps its last value once the optional is nil.
    #expect(unwrapped?.wrappedValue == "Blob Jr.")
  }

  @Test func readerSeesChangesButCannotWrite() {
    let count = Shared(value: 0)
    let reader = SharedReader(count)
    count.withLock { $0 = 3 }
    #expect(reader.wrappedValue == 3)
    #expect(SharedReader(value: 7).wrappedValue == 7)
    #expect(reader.read { $0 * 2 }.wrappedValue == 6)
  }

  @Test func equalityIsByValue() {
    #expect(Shared(value: 1) == Shared(value: 1))
    #expect(Shared(value: 1) != Shared(value: 2))
  }

  @Test func identifiableValuesGiveTheirID() {
    #expect(Shared(value: Settings(id: 42)).id == 42)
  }

  @Test func descriptionAndDump() {
    let count = Shared(value: 3)
    #expect(count.description == "Shared<Int>(value: 3)")
    var dump = ""
    customDump(count, to: &dump)
    #expect(dump == "3")
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("count")) var inMemory = 0
      #expect($inMemory.description == #"Shared<Int>(.inMemory("count"))"#)
    }
  }

  @Test func identifiedArrayGivesOneReferencePerElement() {
    struct Row: Equatable, Identifiable {
      let id: Int
      var title: String
    }
    let rows = Shared(
      value: IdentifiedArrayOf<Row>(uniqueElements: [
        Row(id: 1, title: "A"), Row(id: 2, title: "B"),
      ]))
    let elements = Array(rows)
    #expect(elements.map(\.wrappedValue.title) == ["A", "B"])
    elements[1].withLock { $0.title = "Bee" }
    #expect(rows.wrappedValue[id: 2]?.title == "Bee")
  }

  @Test func sameKeySharesOneReference() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("count")) var count1 = 0
      @Shared(.inMemory("count")) var count2 = 0
      $count1.withLock { $0 += 1 }
      #expect(count2 == 1)
      @SharedReader(.inMemory("count")) var reader = 0
      #expect(reader == 1)
    }
  }

  @Test func inMemoryValuesOutliveTheirReferences() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      do {
        @Shared(.inMemory("name")) var name = "Blob"
        $name.withLock { $0 = "Blob Sr." }
      }
      @Shared(.inMemory("name")) var name = "default"
      #expect(name == "Blob Sr.")
    }
  }

  @Test func differentStoragesDoNotShare() {
    let first = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      Shared(wrappedValue: 1, .inMemory("x"))
    }
    let second = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      Shared(wrappedValue: 2, .inMemory("x"))
    }
    #expect(first.wrappedValue == 1)
    #expect(second.wrappedValue == 2)
  }

  @Test func typeSafeKeyWithDefault() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.sharedTestsCount) var count
      #expect(count == 42)
      $count.withLock { $0 += 1 }
      @Shared(.inMemory("sharedTestsCount")) var plain = 0
      #expect(plain == 43)
    }
  }

  @Test func concurrentWithLockLosesNoUpdate() async {
    let count = Shared(value: 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask {
          for _ in 0..<100 {
            count.withLock { $0 += 1 }
          }
        }
      }
    }
    #expect(count.wrappedValue == 10_000)
  }

  @Test func concurrentWithLockOnAKeyLosesNoUpdate() async {
    await withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<100 {
          group.addTask {
            @Shared(.inMemory("hits")) var hits = 0
            for _ in 0..<100 {
              $hits.withLock { $0 += 1 }
            }
          }
        }
      }
      @Shared(.inMemory("hits")) var hits = 0
      #expect(hits == 10_000)
    }
  }

  @Test func optionalKeyDefaultsToNil() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("user")) var user: String?
      #expect(user == nil)
      $user.withLock { $0 = "Blob" }
      #expect(user == "Blob")
    }
  }

  @Test func notPersistedReferencesHaveNoErrors() async throws {
    let count = Shared(value: 0)
    #expect(!count.isLoading)
    #expect(count.loadError == nil)
    #expect(count.saveError == nil)
    try await count.load()
    try await count.save()
  }
}

extension SharedReaderKey where Self == InMemoryKey<Int>.Default {
  fileprivate static var sharedTestsCount: Self {
    Self[.inMemory("sharedTestsCount"), default: 42]
  }
}

@Suite struct SharedPublisherTests {
  @Test func publisherSendsTheCurrentValueThenChanges() {
    let settings = Shared(value: SharedTests.Settings())
    let values = LockIsolated<[String]>([])
    let cancellable = settings.theme.publisher.sink { value in
      values.withValue { $0.append(value) }
    }
    settings.withLock { $0.theme = "dark" }
    settings.theme.withLock { $0 = "blue" }
    #expect(values.value == ["light", "dark", "blue"])
    _ = cancellable
  }
}
