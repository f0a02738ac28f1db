import ComposableArchitecture
import Foundation
import XCTest

@Reducer
private struct SharedFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Shared var sharedCount: Int
    init(count: Int = 0, sharedCount: Shared<Int> = Shared(value: 0)) {
      self.count = count
      self._sharedCount = sharedCount
    }
  }

  enum Action: Equatable {
    case increment
    case sharedIncrement
    case incrementTwiceFromEffect
    case effectIncrement
    case noop
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .sharedIncrement:
        state.$sharedCount.withLock { $0 += 1 }
        return .none
      case .incrementTwiceFromEffect:
        return .run { send in
          await send(.effectIncrement)
          await send(.effectIncrement)
        }
      case .effectIncrement:
        state.$sharedCount.withLock { $0 += 1 }
        return .none
      case .noop:
        return .none
      }
    }
  }
}

@MainActor
final class SharedTestStoreTests: XCTestCase {
  func testSharedChangeIsAssertedFromThePreviousValue() async {
    let store = TestStore(initialState: SharedFeature.State()) { SharedFeature() }
    await store.send(.sharedIncrement) {
      $0.$sharedCount.withLock { $0 = 1 }
    }
    await store.send(.sharedIncrement) {
      // The closure starts from the value before the action (1), not the current one (2).
      XCTAssertEqual($0.sharedCount, 1)
      $0.$sharedCount.withLock { $0 += 1 }
    }
    XCTAssertEqual(store.state.sharedCount, 2)
  }

  func testUnassertedSharedChangeFails() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: SharedFeature.State()) { SharedFeature() }
      await store.send(.sharedIncrement)
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        State was not expected to change, but a change occurred.

            \u{2007} SharedFeature.State(
            \u{2007}   count: 0,
            −   sharedCount: 0
            +   sharedCount: 1
            \u{2007} )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  func testWrongSharedAssertionFailsWithADiff() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: SharedFeature.State()) { SharedFeature() }
      await store.send(.sharedIncrement) {
        $0.$sharedCount.withLock { $0 = 2 }
      }
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        A state change does not match expectation.

            \u{2007} SharedFeature.State(
            \u{2007}   count: 0,
            −   sharedCount: 2
            +   sharedCount: 1
            \u{2007} )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  func testEachReceivedActionHasItsOwnSharedValue() async {
    let store = TestStore(initialState: SharedFeature.State()) { SharedFeature() }
    await store.send(.incrementTwiceFromEffect)
    await store.receive(.effectIncrement) {
      $0.$sharedCount.withLock { $0 = 1 }
    }
    await store.receive(.effectIncrement) {
      $0.$sharedCount.withLock { $0 = 2 }
    }
  }

  func testNonExhaustiveStoreSkipsSharedChanges() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: SharedFeature.State()) { SharedFeature() }
      store.exhaustivity = .off
      await store.send(.sharedIncrement)
      await store.send(.sharedIncrement) {
        $0.$sharedCount.withLock { $0 = 2 }
      }
    }
    XCTAssertEqual(issues.map(\.message), [])
  }

  func testAssertClosureSeesSharedChangesMadeOutsideTheReducer() async {
    let shared = Shared(value: 0)
    let store = TestStore(initialState: SharedFeature.State(sharedCount: shared)) {
      SharedFeature()
    }
    // A change made by the test itself is not the feature's to assert.
    shared.withLock { $0 = 5 }
    await store.send(.increment) {
      $0.count = 1
    }
    await store.send(.sharedIncrement) {
      $0.$sharedCount.withLock { $0 = 6 }
    }
  }

  func testPlainAndSharedChangesTogether() async {
    let store = TestStore(initialState: SharedFeature.State()) { SharedFeature() }
    await store.send(.increment) { $0.count = 1 }
    await store.send(.sharedIncrement) { $0.$sharedCount.withLock { $0 = 1 } }
    await store.send(.noop)
  }

  func testFreshInMemoryStoragePerTest() async {
    @Shared(.inMemory("SharedTestStoreTests.fresh")) var value = 0
    XCTAssertEqual(value, 0)
    $value.withLock { $0 += 1 }
  }

  func testFreshInMemoryStoragePerTestAgain() async {
    @Shared(.inMemory("SharedTestStoreTests.fresh")) var value = 0
    XCTAssertEqual(value, 0)
    $value.withLock { $0 += 1 }
  }
}

@Reducer
private struct TwoCounters {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("TwoCounters.count")) var first = 0
    @Shared(.inMemory("TwoCounters.count")) var second = 0
  }

  enum Action {
    case incrementFirst
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.$first.withLock { $0 += 1 }
      return .none
    }
  }
}

@MainActor
final class SharedKeyTestStoreTests: XCTestCase {
  func testTwoFieldsWithTheSameKeySeeEachOthersWritesInTheSameStep() async {
    let store = TestStore(initialState: TwoCounters.State()) { TwoCounters() }
    await store.send(.incrementFirst) {
      $0.$first.withLock { $0 = 1 }
      XCTAssertEqual($0.second, 1)
    }
    XCTAssertEqual(store.state.second, 1)
  }
}

@Reducer
private struct EffectWriter {
  @ObservableState
  struct State: Equatable {
    @Shared var count: Int
  }

  enum Action {
    case start
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      .run { [count = state.$count] _ in
        count.withLock { $0 += 1 }
      }
    }
  }
}

@MainActor
final class SharedEffectTestStoreTests: XCTestCase {
  func testChangeMadeByAnEffectIsAssertedWithAssert() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: EffectWriter.State(count: Shared(value: 0))) {
        EffectWriter()
      }
      await store.send(.start)
      store.assert {
        $0.$count.withLock { $0 = 1 }
      }
      await store.finish()
    }
    XCTAssertEqual(issues.map(\.message), [])
  }

  func testChangeMadeByAnEffectAndNeverAssertedFailsAtFinish() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: EffectWriter.State(count: Shared(value: 0))) {
        EffectWriter()
      }
      await store.send(.start)
      line = #line + 1
      await store.finish()
    }
    // Reported once: the end of the test finds the change reported.
    XCTAssertSingleIssue(
      issues,
      is: """
        Test store finished before asserting against changes to shared state.

            \u{2007} EffectWriter.State(
            −   count: 0
            +   count: 1
            \u{2007} )

        (Expected: −, Actual: +)

        Invoke "TestStore.assert" at the end of this test to assert against changes to shared \
        state.
        """,
      at: line
    )
  }

  func testChangeMadeByAnEffectAndNeverAssertedFailsAtTheEndOfTheTest() async {
    var line: UInt = 0
    let issues = await recordIssues {
      line = #line + 1
      let store = TestStore(initialState: EffectWriter.State(count: Shared(value: 0))) {
        EffectWriter()
      }
      await store.send(.start)
    }
    XCTAssertEqual(issues.count, 1, "\(issues)")
    XCTAssertTrue(
      issues.first?.message.hasPrefix(
        "Test store finished before asserting against changes to shared state."
      ) == true,
      "\(issues)"
    )
    XCTAssertEqual(issues.first?.line, line + 3, "At the last step")
  }

  /// B-TS-04: under `.off`, a shared change an effect made and no step asserted is reported
  /// neither at `finish()` nor when the store goes away.
  func testUnassertedChangeByAnEffectIsSilentWhenNotExhaustive() async {
    let atFinish = await recordIssues {
      let store = TestStore(initialState: EffectWriter.State(count: Shared(value: 0))) {
        EffectWriter()
      }
      store.exhaustivity = .off
      await store.send(.start)
      await store.finish()
    }
    XCTAssertEqual(atFinish.count, 0, "\(atFinish)")

    let atTheEnd = await recordIssues {
      let store = TestStore(initialState: EffectWriter.State(count: Shared(value: 0))) {
        EffectWriter()
      }
      store.exhaustivity = .off
      await store.send(.start)
      await store.finish()
      await store.send(.start)
    }
    XCTAssertEqual(atTheEnd.count, 0, "\(atTheEnd)")
  }

  func testUnassertedChangeIsAKnownIssueWhenShowingSkippedAssertions() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: EffectWriter.State(count: Shared(value: 0))) {
        EffectWriter()
      }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.start)
      await store.finish()
    }
    XCTAssertEqual(issues.map(\.isKnown), [true], "\(issues)")
    XCTAssertTrue(
      issues.first?.message.hasPrefix(
        "Skipped assertions.\n\nTest store finished before asserting against changes to shared"
      ) == true,
      "\(issues)"
    )
  }
}
