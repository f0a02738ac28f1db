import Clocks
import Testing

@testable import ComposableArchitecture

/// The effects one action returns under the same identifiers, waiting in the send's batch,
/// share a handle (a run, see `EffectHandle`): each still starts in its own task, finishes on
/// its own, and is cancelled, waited for and reported as if it had a handle of its own.
@MainActor
@Suite struct EffectRunsTests {
  @Reducer
  struct Feature {
    struct State: Equatable {}
    enum Action: Equatable {
      case cancel
      case finished(Int)
      case start(count: Int, cancelInFlight: Bool)
    }
    enum CancelID { case work }
    let clock: any Clock<Duration>

    var body: some ReducerOf<Self> {
      Reduce(internal: { (_: inout State, action: Action) -> Effect<Action> in
        switch action {
        case .cancel:
          return .cancel(id: CancelID.work)
        case .finished:
          return .none
        case let .start(count, cancelInFlight):
          return .merge(
            (1...count).map { index in
              .run { [clock] send in
                try await clock.sleep(for: .seconds(index))
                await send(.finished(index))
              }
              .cancellable(id: CancelID.work, cancelInFlight: cancelInFlight)
            }
          )
        }
      })
    }
  }

  private static func core(of store: TestStore<Feature.State, Feature.Action>) throws
    -> RootCore<TestReducer<Feature.State, Feature.Action>>
  {
    try #require(store.store.core as? RootCore<TestReducer<Feature.State, Feature.Action>>)
  }

  @Test func theEffectsOfARunFinishOneByOneAndTheRestAreCancelledTogether() async throws {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State()) { Feature(clock: clock) }
    let core = try Self.core(of: store)
    await store.send(.start(count: 4, cancelInFlight: false))
    // The first effect's own handle, and the run of the three that waited for its task.
    #expect(core.inFlight.entries.count == 2)
    #expect(core.inFlight.progress.count == 4)

    await clock.advance(by: .seconds(1))
    await store.receive(.finished(1))
    await clock.advance(by: .seconds(1))
    await store.receive(.finished(2))
    #expect(core.inFlight.progress.count == 2)
    #expect(core.cancellables.contains(id: _CancelID(id: Feature.CancelID.work)))

    // The two left, cancelled by their identifier: neither sends, and nothing is left behind.
    await store.send(.cancel)
    await clock.advance(by: .seconds(4))
    #expect(core.inFlight.isEmpty)
    #expect(core.cancellables.count == 0)
  }

  @Test func aTestStoreWaitsForEveryEffectOfARun() async throws {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State()) { Feature(clock: clock) }
    let core = try Self.core(of: store)
    await store.send(.start(count: 3, cancelInFlight: false))
    // `advance`, not `run`: `run` gives up after half a second of a loaded machine.
    await clock.advance(by: .seconds(3))
    await store.receive(.finished(1))
    await store.receive(.finished(2))
    await store.receive(.finished(3))
    await store.finish()
    #expect(core.inFlight.isEmpty)
    #expect(core.cancellables.count == 0)
  }

  @Test func cancellingInFlightInOneMergeLeavesOnlyTheLast() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State()) { Feature(clock: clock) }
    await store.send(.start(count: 3, cancelInFlight: true))
    await clock.advance(by: .seconds(3))
    await store.receive(.finished(3))
  }

  @Test func aRunCancelledBeforeItsTurnNeverRuns() async throws {
    let ran = LockIsolated(0)
    let store = Store(initialState: Feature.State()) {
      Reduce(internal: {
        (_: inout Feature.State, action: Feature.Action) -> Effect<Feature.Action> in
        switch action {
        case .cancel:
          return .cancel(id: Feature.CancelID.work)
        case .finished, .start:
          return .merge(
            (1...10).map { _ in
              .run { _ in ran.withValue { $0 += 1 } }.cancellable(id: Feature.CancelID.work)
            }
          )
        }
      })
    }
    let core = try #require(store.core as? RootCore<Reduce<Feature.State, Feature.Action>>)
    let task = store.send(.start(count: 10, cancelInFlight: false))
    #expect(core.inFlight.progress.count == 10)
    store.send(.cancel)
    await task.finish()
    // The first effect had its task already (cancelled, it may or may not have begun); the nine
    // waiting in the batch never do.
    #expect(ran.value <= 1)
    #expect(core.inFlight.isEmpty)
    #expect(core.cancellables.count == 0)
  }

  @Test func effectsOfARunStillRunningAreReportedByTheTestStore() async {
    // The first effect (its own handle) finishes; the two of the run still sleep when the test
    // store goes: it reports the action they came from, once.
    let messages = LockIsolated<[String]>([])
    await withKnownIssue {
      let clock = TestClock()
      let store = TestStore(initialState: Feature.State()) { Feature(clock: clock) }
      await store.send(.start(count: 3, cancelInFlight: false))
      await clock.advance(by: .seconds(1))
      await store.receive(.finished(1))
    } matching: { issue in
      messages.withValue { $0.append(issue.description) }
      return issue.description.contains("An effect returned for this action is still running.")
    }
    #expect(messages.value.count == 1)
  }
}
