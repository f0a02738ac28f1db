import ComposableArchitecture
import XCTest

/// The identifier parent and children share.
private enum TimerID { case timer }

/// A child that starts a never-ending effect under ``TimerID/timer`` and can cancel it itself.
@Reducer
private struct Ticker {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
  }

  enum Action: Equatable {
    case start
    case stop
  }

  let probes: [Int: EffectProbe]

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return self.probes[state.id]!.neverEndingEffect().cancellable(id: TimerID.timer)
      case .stop:
        return .cancel(id: TimerID.timer)
      }
    }
  }
}

/// A parent with an `ifLet` child, a presented child and `forEach` rows, all running
/// ``Ticker``, and an effect of its own under the same identifier.
@Reducer
private struct TickerParent {
  @ObservableState
  struct State: Equatable {
    var optional: Ticker.State? = Ticker.State(id: 1)
    @Presents var presented: Ticker.State? = Ticker.State(id: 2)
    var rows: IdentifiedArrayOf<Ticker.State> = [Ticker.State(id: 3), Ticker.State(id: 4)]
  }

  enum Action: Equatable {
    case optional(Ticker.Action)
    case presented(PresentationAction<Ticker.Action>)
    case rows(IdentifiedActionOf<Ticker>)
    case startOwn
    case stopAll
    case stopAllWithTaskCancel
  }

  let probes: [Int: EffectProbe]

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .optional, .presented, .rows:
        return .none
      case .startOwn:
        return self.probes[0]!.neverEndingEffect().cancellable(id: TimerID.timer)
      case .stopAll:
        return .cancel(id: TimerID.timer)
      case .stopAllWithTaskCancel:
        return .run { _ in Task.cancel(id: TimerID.timer) }
      }
    }
    .ifLet(\.optional, action: \.optional) { Ticker(probes: self.probes) }
    .ifLet(\.$presented, action: \.presented) { Ticker(probes: self.probes) }
    .forEach(\.rows, action: \.rows) { Ticker(probes: self.probes) }
  }
}

@MainActor
private func startEverything(
  _ store: StoreOf<TickerParent>, probes: [Int: EffectProbe]
) async -> [StoreTask] {
  let tasks = [
    store.send(.startOwn),
    store.send(.optional(.start)),
    store.send(.presented(.presented(.start))),
    store.send(.rows(.element(id: 3, action: .start))),
    store.send(.rows(.element(id: 4, action: .start))),
  ]
  for (_, probe) in probes.sorted(by: { $0.key < $1.key }) {
    await probe.waitUntilStarted()
  }
  return tasks
}

@MainActor
final class ChildCancellationTests: XCTestCase {
  func testParentCancelCancelsTheEffectsOfItsChildrenWithTheSameID() async {
    let probes = Dictionary(uniqueKeysWithValues: (0...4).map { ($0, EffectProbe()) })
    let store = Store(initialState: TickerParent.State()) { TickerParent(probes: probes) }
    let tasks = await startEverything(store, probes: probes)

    store.send(.stopAll)
    for (id, probe) in probes.sorted(by: { $0.key < $1.key }) {
      XCTAssertTrue(probe.cancelled.value, "effect \(id)")
    }
    for task in tasks {
      await waitUntilFinished(task)
    }
  }

  func testParentTaskCancelCancelsTheEffectsOfItsChildrenWithTheSameID() async {
    let probes = Dictionary(uniqueKeysWithValues: (0...4).map { ($0, EffectProbe()) })
    let store = Store(initialState: TickerParent.State()) { TickerParent(probes: probes) }
    let tasks = await startEverything(store, probes: probes)

    await store.send(.stopAllWithTaskCancel).finish()
    for (id, probe) in probes.sorted(by: { $0.key < $1.key }) {
      XCTAssertTrue(probe.cancelled.value, "effect \(id)")
    }
    for task in tasks {
      await waitUntilFinished(task)
    }
  }

  func testChildCancelCancelsOnlyItsOwnEffects() async {
    let probes = Dictionary(uniqueKeysWithValues: (0...4).map { ($0, EffectProbe()) })
    let store = Store(initialState: TickerParent.State()) { TickerParent(probes: probes) }
    _ = await startEverything(store, probes: probes)

    store.send(.rows(.element(id: 3, action: .stop)))
    XCTAssertTrue(probes[3]!.cancelled.value)
    for id in [0, 1, 2, 4] {
      XCTAssertFalse(probes[id]!.cancelled.value, "effect \(id)")
    }

    store.send(.optional(.stop))
    XCTAssertTrue(probes[1]!.cancelled.value)
    XCTAssertFalse(probes[0]!.cancelled.value, "the parent's effect is not the child's")
    XCTAssertFalse(probes[2]!.cancelled.value)

    store.send(.stopAll)
    XCTAssertTrue(probes.values.allSatisfy { $0.cancelled.value })
  }

  func testParentCancelReachesChildrenInATestStore() async {
    let probes = Dictionary(uniqueKeysWithValues: (0...4).map { ($0, EffectProbe()) })
    let store = TestStore(initialState: TickerParent.State()) { TickerParent(probes: probes) }
    await store.send(.optional(.start))
    await store.send(.rows(.element(id: 4, action: .start)))
    await probes[1]!.waitUntilStarted()
    await probes[4]!.waitUntilStarted()
    await store.send(.stopAll)
    XCTAssertTrue(probes[1]!.cancelled.value)
    XCTAssertTrue(probes[4]!.cancelled.value)
  }
}
