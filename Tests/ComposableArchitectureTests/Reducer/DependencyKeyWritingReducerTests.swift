import ComposableArchitecture
import Foundation
import Testing
import XCTest

private struct Multiplier: TestDependencyKey {
  var value: Int
  static let testValue = Multiplier(value: 1)
}

extension DependencyValues {
  fileprivate var multiplier: Multiplier {
    get { self[Multiplier.self] }
    set { self[Multiplier.self] = newValue }
  }
}

/// Reads its dependencies in the reducer and again in the effect it returns.
private struct Reader: Reducer {
  struct State: Equatable {
    var reducerUUID: UUID?
    var effectUUID: UUID?
    var reducerDate: Date?
    var effectDate: Date?
    var reducerMultiplier: Int?
    var effectMultiplier: Int?
    var slept = false
  }
  @CasePathable
  enum Action: Equatable {
    case read
    case effectRead(uuid: UUID, date: Date, multiplier: Int)
    case sleep
    case didSleep
  }
  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now
  @Dependency(\.multiplier) var multiplier
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .read:
      state.reducerUUID = self.uuid()
      state.reducerDate = self.now
      state.reducerMultiplier = self.multiplier.value
      return .run { send in
        @Dependency(\.uuid) var uuid
        @Dependency(\.date.now) var now
        @Dependency(\.multiplier) var multiplier
        await send(.effectRead(uuid: uuid(), date: now, multiplier: multiplier.value))
      }
    case let .effectRead(uuid, date, multiplier):
      state.effectUUID = uuid
      state.effectDate = date
      state.effectMultiplier = multiplier
      return .none
    case .sleep:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(60))
        await send(.didSleep)
      }
    case .didSleep:
      state.slept = true
      return .none
    }
  }
}

private struct ReaderParent: Reducer {
  struct State: Equatable { var child = Reader.State() }
  @CasePathable
  enum Action: Equatable { case child(Reader.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Reader() }
  }
}

/// The multiplier a reducer sees under `.dependency` then `.transformDependency` of one key, with
/// a `CombineReducers` between the two modifiers (unchained) and without (chained).
@MainActor
private func chainedAndUnchainedMultipliers() -> (unchained: Int?, chained: Int?) {
  let unchained = Store(initialState: Reader.State()) {
    CombineReducers {
      Reader().dependency(\.multiplier, Multiplier(value: 2))
    }
    .transformDependency(\.multiplier) { $0.value += 10 }
    .dependency(\.uuid, .incrementing)
    .dependency(\.date, .constant(Date(timeIntervalSince1970: 0)))
  }
  let chained = Store(initialState: Reader.State()) {
    Reader()
      .dependency(\.multiplier, Multiplier(value: 2))
      .transformDependency(\.multiplier) { $0.value += 10 }
      .dependency(\.uuid, .incrementing)
      .dependency(\.date, .constant(Date(timeIntervalSince1970: 0)))
  }
  unchained.send(.read)
  chained.send(.read)
  return (unchained.reducerMultiplier, chained.reducerMultiplier)
}

@MainActor
final class DependencyKeyWritingReducerTests: XCTestCase {
  func testDependencyOverrideReachesTheReducerAndItsEffect() async {
    let date = Date(timeIntervalSince1970: 1_234_567_890)
    let store = Store(initialState: Reader.State()) {
      Reader()
        .dependency(\.uuid, .incrementing)
        .dependency(\.date, .constant(date))
    }
    await store.send(.read).finish()
    XCTAssertEqual(store.reducerUUID, UUID(0))
    XCTAssertEqual(store.effectUUID, UUID(1))
    XCTAssertEqual(store.reducerDate, date)
    XCTAssertEqual(store.effectDate, date)
  }

  func testContinuousClockOverrideReachesTheEffect() async {
    let store = Store(initialState: Reader.State()) {
      Reader().dependency(\.continuousClock, ImmediateClock())
    }
    await store.send(.sleep).finish()
    XCTAssertTrue(store.slept)
  }

  func testTestClockOverrideControlsWhenTheEffectResumes() async {
    let clock = TestClock()
    let store = Store(initialState: Reader.State()) {
      Reader().dependency(\.continuousClock, clock)
    }
    // On the main serial executor, advancing the test clock runs the effect to its sleep.
    await withMainSerialExecutor {
      let task = store.send(.sleep)
      await clock.advance(by: .seconds(59))
      XCTAssertFalse(store.slept)
      await clock.advance(by: .seconds(1))
      await task.finish()
      XCTAssertTrue(store.slept)
    }
  }

  func testDependencyOfATestDependencyKeyValue() async {
    let store = Store(initialState: Reader.State()) {
      Reader()
        .dependency(Multiplier(value: 3))
        .dependency(\.uuid, .incrementing)
        .dependency(\.date, .constant(Date(timeIntervalSince1970: 0)))
    }
    await store.send(.read).finish()
    XCTAssertEqual(store.reducerMultiplier, 3)
    XCTAssertEqual(store.effectMultiplier, 3)
  }

  func testTransformDependencyModifiesTheCurrentValueForReducerAndEffect() async {
    let store = Store(initialState: Reader.State()) {
      Reader()
        .transformDependency(\.multiplier) { $0.value *= 10 }
        .dependency(\.uuid, .incrementing)
        .dependency(\.date, .constant(Date(timeIntervalSince1970: 0)))
    } withDependencies: {
      $0.multiplier = Multiplier(value: 4)
    }
    await store.send(.read).finish()
    XCTAssertEqual(store.reducerMultiplier, 40)
    XCTAssertEqual(store.effectMultiplier, 40)
  }

  func testStoreWithDependenciesReachesTheReducerAndItsEffect() async {
    let store = Store(initialState: Reader.State()) {
      Reader()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSince1970: 42))
      $0.multiplier = Multiplier(value: 7)
    }
    await store.send(.read).finish()
    XCTAssertEqual(store.reducerUUID, UUID(0))
    XCTAssertEqual(store.effectUUID, UUID(1))
    XCTAssertEqual(store.effectDate, Date(timeIntervalSince1970: 42))
    XCTAssertEqual(store.effectMultiplier, 7)
  }

  func testInnerDependencyOverrideWinsOverOuterOne() async {
    let store = Store(initialState: Reader.State()) {
      CombineReducers {
        Reader().dependency(\.multiplier, Multiplier(value: 2))
      }
      .dependency(\.multiplier, Multiplier(value: 5))
      .dependency(\.uuid, .incrementing)
      .dependency(\.date, .constant(Date(timeIntervalSince1970: 0)))
    }
    await store.send(.read).finish()
    XCTAssertEqual(store.reducerMultiplier, 2)
    XCTAssertEqual(store.effectMultiplier, 2)
  }

  func testChainedDependencyOverridesOfOneKeyKeepTheInnermost() async {
    let store = Store(initialState: Reader.State()) {
      Reader()
        .dependency(\.multiplier, Multiplier(value: 2))
        .dependency(\.multiplier, Multiplier(value: 5))
        .dependency(\.uuid, .incrementing)
        .dependency(\.date, .constant(Date(timeIntervalSince1970: 0)))
    }
    await store.send(.read).finish()
    XCTAssertEqual(store.reducerMultiplier, 2)
  }

  func testChainedTransformAfterOverrideAgreesWithTheUnchainedForm() async throws {
    // `transformDependency` applied outside `dependency` transforms the outer value, which the
    // inner `dependency` then replaces; chaining the two modifiers directly must mean the same.
    let (unchained, chained) = chainedAndUnchainedMultipliers()
    XCTAssertEqual(unchained, 2)
    XCTAssertEqual(chained, unchained)
  }

  func testScopedChildSeesTheParentsOverride() async {
    let store = Store(initialState: ReaderParent.State()) {
      ReaderParent()
        .dependency(\.multiplier, Multiplier(value: 9))
        .dependency(\.uuid, .incrementing)
        .dependency(\.date, .constant(Date(timeIntervalSince1970: 0)))
    }
    await store.send(.child(.read)).finish()
    XCTAssertEqual(store.child.reducerMultiplier, 9)
    XCTAssertEqual(store.child.effectMultiplier, 9)
  }
}

@MainActor
@Suite struct DependencyKeyWritingReducerSwiftTests {
  @Test func chainedTransformAfterOverrideAgreesWithTheUnchainedForm() {
    let (unchained, chained) = chainedAndUnchainedMultipliers()
    #expect(unchained == 2)
    #expect(chained == unchained)
  }
}
