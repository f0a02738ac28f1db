import ConcurrencyExtras
import Foundation
import Observation
import Sharing
import Testing

/// `Shared.read(_:)` and `SharedReader.read(_:)` return a read-only reference to a derived value,
/// recomputed from the current value at every read (M-SH-01).
@Suite struct DerivedReaderTests {
  @Test func theDerivedValueFollowsEveryChange() {
    let count = Shared(value: 1)
    let isOdd: SharedReader<Bool> = count.read { $0 % 2 == 1 }
    #expect(isOdd.wrappedValue)
    count.withLock { $0 = 2 }
    #expect(!isOdd.wrappedValue)
    let doubled = SharedReader(count).read { $0 * 2 }
    count.withLock { $0 = 21 }
    #expect(doubled.wrappedValue == 42)
    #expect(doubled.read { $0 + 1 }.wrappedValue == 43)
  }

  @Test func theClosureRunsOncePerReadAndNotWhenMade() {
    let count = Shared(value: 1)
    let calls = LockIsolated(0)
    let isOdd = count.read { value in
      calls.withValue { $0 += 1 }
      return value % 2 == 1
    }
    #expect(calls.value == 0, "Making the reader does not run the closure.")
    #expect(isOdd.wrappedValue)
    #expect(calls.value == 1)
    count.withLock { $0 = 2 }
    #expect(calls.value == 1, "Changing the parent does not run it either.")
    #expect(!isOdd.wrappedValue)
    #expect(calls.value == 2)
    let readerCalls = LockIsolated(0)
    let doubled = SharedReader(count).read { value in
      readerCalls.withValue { $0 += 1 }
      return value * 2
    }
    #expect(readerCalls.value == 0)
    #expect(doubled.wrappedValue == 4)
    #expect(readerCalls.value == 1)
  }

  @Test func observersOfTheDerivedValueSeeChangesOfTheParent() {
    let count = Shared(value: 1)
    let label = count.read { "count: \($0)" }
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = label.wrappedValue
    } onChange: {
      changed.setValue(true)
    }
    count.withLock { $0 += 1 }
    #expect(changed.value)
    #expect(label.wrappedValue == "count: 2")
  }

  @Test func loadingStateAndErrorsAreTheParents() async throws {
    let count = Shared(wrappedValue: 5, .inMemory("DerivedReaderTests.load"))
    let derived = count.read { $0 + 1 }
    #expect(!derived.isLoading)
    #expect(derived.loadError == nil)
    try await derived.load()
    #expect(derived.wrappedValue == 6)
  }

  @Test func theKeyPathFormIsDynamicMemberLookup() {
    struct Settings: Equatable { var theme = "light" }
    let settings = Shared(value: Settings())
    @available(*, deprecated)
    func readTheme() -> SharedReader<String> { settings.read(\.theme) }
    let theme = readTheme()
    settings.withLock { $0.theme = "dark" }
    #expect(theme.wrappedValue == "dark")
    #expect(theme == SharedReader(settings.theme))
  }
}
