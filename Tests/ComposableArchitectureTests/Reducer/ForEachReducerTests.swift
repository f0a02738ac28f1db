import ComposableArchitecture
import Testing
import XCTest

private struct ForEachRow: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }
  @CasePathable
  enum Action: Equatable {
    case increment
    case delayedIncrement
    case startTimer
    case restartTimer
    case stopTimer
    case startLongEffect
    case delete
  }
  enum CancelID { case timer }
  /// One probe per row id, to see which row's effect was cancelled.
  let probes: [Int: EffectProbe]
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .delayedIncrement:
      return .run { send in await send(.increment) }
    case .startTimer:
      return self.probes[state.id]!.neverEndingEffect().cancellable(id: CancelID.timer)
    case .restartTimer:
      return self.probes[state.id]!.neverEndingEffect()
        .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stopTimer:
      return .cancel(id: CancelID.timer)
    case .startLongEffect:
      return self.probes[state.id]!.neverEndingEffect()
    case .delete:
      return .none
    }
  }
}

private struct Rows: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<ForEachRow.State> = [
      ForEachRow.State(id: 1), ForEachRow.State(id: 2),
    ]
    var countSeenByParent: Int?
  }
  @CasePathable
  enum Action: Equatable {
    case rows(IdentifiedActionOf<ForEachRow>)
    case remove(id: Int)
  }
  let probes: [Int: EffectProbe]
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rows(.element(id, .delete)):
        state.rows.remove(id: id)
        return .none
      case let .rows(.element(id, _)):
        state.countSeenByParent = state.rows[id: id]?.count
        return .none
      case let .remove(id):
        state.rows.remove(id: id)
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      ForEachRow(probes: self.probes)
    }
  }
}

private func makeProbes() -> [Int: EffectProbe] {
  [1: EffectProbe(), 2: EffectProbe()]
}

@MainActor
final class ForEachReducerTests: XCTestCase {
  func testForEachRoutesAnElementActionToThatElementBeforeTheParent() async {
    let store = Store(initialState: Rows.State()) { Rows(probes: makeProbes()) }
    store.send(.rows(.element(id: 2, action: .increment)))
    XCTAssertEqual(store.rows[id: 1]?.count, 0)
    XCTAssertEqual(store.rows[id: 2]?.count, 1)
    XCTAssertEqual(store.countSeenByParent, 1)
  }

  func testCaseKeyPathWithIDEmbedsAndExtractsTheElementAction() async {
    let toRow2 = \Rows.Action.Cases.rows[id: 2]
    let action = toRow2(.increment)
    XCTAssertEqual(action, .rows(.element(id: 2, action: .increment)))
    XCTAssertEqual(action[case: \.rows[id: 2]], .increment)
    XCTAssertNil(action[case: \.rows[id: 1]])

    let store = Store(initialState: Rows.State()) { Rows(probes: makeProbes()) }
    store.send(action)
    XCTAssertEqual(store.rows[id: 2]?.count, 1)
  }

  func testStoreScopedWithElementCaseKeyPathSendsToThatElement() async {
    let store = Store(initialState: Rows.State()) { Rows(probes: makeProbes()) }
    let row1 = store.scope(state: \.rows[id: 1], action: \.rows[id: 1])!
    row1.send(.increment)
    row1.send(.increment)
    XCTAssertEqual(row1.withState { $0 }, ForEachRow.State(id: 1, count: 2))
    XCTAssertEqual(store.rows[id: 2]?.count, 0)
  }

  func testForEachDeliversElementEffectActionsToThatElement() async {
    let store = Store(initialState: Rows.State()) { Rows(probes: makeProbes()) }
    await store.send(.rows(.element(id: 1, action: .delayedIncrement))).finish()
    XCTAssertEqual(store.rows[id: 1]?.count, 1)
    XCTAssertEqual(store.rows[id: 2]?.count, 0)
  }

  func testForEachCancelsTheEffectsOfARemovedElement() async {
    let probes = makeProbes()
    let store = Store(initialState: Rows.State()) { Rows(probes: probes) }
    let task1 = store.send(.rows(.element(id: 1, action: .startLongEffect)))
    let task2 = store.send(.rows(.element(id: 2, action: .startLongEffect)))
    await probes[1]!.waitUntilStarted()
    await probes[2]!.waitUntilStarted()

    store.send(.remove(id: 1))
    XCTAssertTrue(probes[1]!.cancelled.value)
    XCTAssertFalse(probes[2]!.cancelled.value)
    await waitUntilFinished(task1)

    store.send(.remove(id: 2))
    XCTAssertTrue(probes[2]!.cancelled.value)
    await waitUntilFinished(task2)
  }

  func testForEachCancelsEffectsOfAnElementRemovedInResponseToItsOwnAction() async {
    let probes = makeProbes()
    let store = Store(initialState: Rows.State()) { Rows(probes: probes) }
    let task = store.send(.rows(.element(id: 1, action: .startLongEffect)))
    await probes[1]!.waitUntilStarted()

    store.send(.rows(.element(id: 1, action: .delete)))
    XCTAssertEqual(store.rows.ids, [2])
    XCTAssertTrue(probes[1]!.cancelled.value)
    await waitUntilFinished(task)
  }

  func testSameCancelIDInTwoRowsDoesNotCollide() async {
    let probes = makeProbes()
    let store = Store(initialState: Rows.State()) { Rows(probes: probes) }
    let task1 = store.send(.rows(.element(id: 1, action: .startTimer)))
    let task2 = store.send(.rows(.element(id: 2, action: .startTimer)))
    await probes[1]!.waitUntilStarted()
    await probes[2]!.waitUntilStarted()

    store.send(.rows(.element(id: 1, action: .stopTimer)))
    XCTAssertTrue(probes[1]!.cancelled.value)
    XCTAssertFalse(probes[2]!.cancelled.value)
    await waitUntilFinished(task1)

    store.send(.rows(.element(id: 2, action: .stopTimer)))
    XCTAssertTrue(probes[2]!.cancelled.value)
    await waitUntilFinished(task2)
  }

  func testCancelInFlightInOneRowLeavesTheOtherRowRunning() async {
    let probes = makeProbes()
    let store = Store(initialState: Rows.State()) { Rows(probes: probes) }
    let task1 = store.send(.rows(.element(id: 1, action: .startTimer)))
    await probes[1]!.waitUntilStarted()

    let task2 = store.send(.rows(.element(id: 2, action: .restartTimer)))
    XCTAssertFalse(probes[1]!.cancelled.value)
    task1.cancel()
    task2.cancel()
    await waitUntilFinished(task1)
    await waitUntilFinished(task2)
  }

  func testForEachReportsAnActionForAMissingElement() async {
    let store = Store(initialState: Rows.State()) { Rows(probes: makeProbes()) }
    let issues = reportedIssues {
      store.send(.rows(.element(id: 9, action: .increment)))
    }
    assertSingleIssue(
      issues,
      containing: [
        "A \"forEach\" at \"",
        "ForEachReducerTests.swift:",
        "received an action for a missing element",
        "Rows.Action.rows(.element(id:, action: .increment))",
        "This reducer must run before any other reducer removes an element",
      ]
    )
    XCTAssertEqual(store.withState { $0 }, Rows.State(countSeenByParent: nil))
  }

  func testStoreKeepsWorkingAfterForEachMisuse() async {
    let store = Store(initialState: Rows.State()) { Rows(probes: makeProbes()) }
    _ = reportedIssues {
      store.send(.rows(.element(id: 9, action: .increment)))
    }
    store.send(.rows(.element(id: 1, action: .increment)))
    XCTAssertEqual(store.rows[id: 1]?.count, 1)
  }
}

@MainActor
@Suite struct ForEachReducerSwiftTests {
  @Test func actionForMissingElementIsReportedAsAKnownIssue() {
    let store = Store(initialState: Rows.State()) { Rows(probes: makeProbes()) }
    withKnownIssue {
      store.send(.rows(.element(id: 42, action: .increment)))
    } matching: { issue in
      message(of: issue).contains("received an action for a missing element")
    }
    #expect(store.rows.ids == [1, 2])
  }

  @Test func removingARowCancelsOnlyItsEffects() async {
    let probes = makeProbes()
    let store = Store(initialState: Rows.State()) { Rows(probes: probes) }
    let task1 = store.send(.rows(.element(id: 1, action: .startLongEffect)))
    let task2 = store.send(.rows(.element(id: 2, action: .startLongEffect)))
    await probes[1]!.waitUntilStarted()
    await probes[2]!.waitUntilStarted()
    store.send(.remove(id: 2))
    #expect(!probes[1]!.cancelled.value)
    #expect(probes[2]!.cancelled.value)
    task1.cancel()
    await waitUntilFinished(task1)
    await waitUntilFinished(task2)
  }
}
