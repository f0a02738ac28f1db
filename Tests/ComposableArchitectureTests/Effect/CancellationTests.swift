import ComposableArchitecture
import Testing
import XCTest

/// Starts long-living effects, each watched by the probe at the index its action carries, and
/// cancels them in each of the ways the library offers (see `TaskCancellationTests` for
/// `withTaskCancellation`).
private struct Cancelling: Reducer {
  struct State: Equatable {
    var count = 0
  }
  @CasePathable
  enum Action: Equatable {
    case start(Int)
    case startReplacing(Int)
    case startAndCancelInSameSend(Int)
    case startOtherID(Int)
    case startMixedIDs(Int)
    case startWrappedID(Int)
    case stopWrappedID
    case startSendingAfterGate
    case stop
    case noneReplacing
    case stopWithTaskCancel
    case increment
  }
  enum CancelID { case effect }
  enum OtherCancelID { case effect }

  let probes: [EffectProbe]
  let gate: Gate

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .start(index):
      return self.probes[index].neverEndingEffect().cancellable(id: CancelID.effect)
    case let .startReplacing(index):
      return self.probes[index].neverEndingEffect()
        .cancellable(id: CancelID.effect, cancelInFlight: true)
    case let .startAndCancelInSameSend(index):
      return .merge(
        self.probes[index].neverEndingEffect().cancellable(id: CancelID.effect),
        .cancel(id: CancelID.effect)
      )
    case let .startOtherID(index):
      return self.probes[index].neverEndingEffect().cancellable(id: OtherCancelID.effect)
    case let .startMixedIDs(index):
      // Started together, the first two with the same id, the third with another, the fourth
      // with the first again.
      return .merge(
        self.probes[index].neverEndingEffect().cancellable(id: CancelID.effect),
        self.probes[index + 1].neverEndingEffect().cancellable(id: CancelID.effect),
        self.probes[index + 2].neverEndingEffect().cancellable(id: OtherCancelID.effect),
        self.probes[index + 3].neverEndingEffect().cancellable(id: CancelID.effect)
      )
    case let .startWrappedID(index):
      return self.probes[index].neverEndingEffect()
        .cancellable(id: AnyHashableSendable(CancelID.effect))
    case .stopWrappedID:
      return .cancel(id: AnyHashableSendable(CancelID.effect))
    case .startSendingAfterGate:
      return .run { [gate] send in
        await gate.wait()
        await send(.increment)
      }
      .cancellable(id: CancelID.effect)
    case .stop:
      return .cancel(id: CancelID.effect)
    case .noneReplacing:
      return Effect.none.cancellable(id: CancelID.effect, cancelInFlight: true)
    case .stopWithTaskCancel:
      return .run { _ in Task.cancel(id: CancelID.effect) }
    case .increment:
      state.count += 1
      return .none
    }
  }
}

@MainActor
private func makeStore(probes: [EffectProbe], gate: Gate = Gate()) -> StoreOf<Cancelling> {
  Store(initialState: Cancelling.State()) { Cancelling(probes: probes, gate: gate) }
}

@MainActor
final class CancellationTests: XCTestCase {
  func testCancelByID() async {
    let probe = EffectProbe()
    let store = makeStore(probes: [probe])
    let task = store.send(.start(0))
    await probe.waitUntilStarted()
    XCTAssertFalse(probe.cancelled.value)

    store.send(.stop)
    XCTAssertTrue(probe.cancelled.value)
    await waitUntilFinished(task)
  }

  func testAnIdentifierWrappedInAnyHashableSendableIsTheSameIdentifier() async {
    let probes = [EffectProbe(), EffectProbe()]
    let store = makeStore(probes: probes)
    let wrapped = store.send(.startWrappedID(0))
    let plain = store.send(.start(1))
    await probes[0].waitUntilStarted()
    await probes[1].waitUntilStarted()

    // Marked with the wrapped identifier, cancelled with the plain one.
    store.send(.stop)
    XCTAssertTrue(probes[0].cancelled.value)
    XCTAssertTrue(probes[1].cancelled.value)
    await waitUntilFinished(wrapped)
    await waitUntilFinished(plain)

    // Marked with the plain identifier, cancelled with the wrapped one.
    let probe = EffectProbe()
    let other = makeStore(probes: [probe])
    let task = other.send(.start(0))
    await probe.waitUntilStarted()
    other.send(.stopWrappedID)
    XCTAssertTrue(probe.cancelled.value)
    await waitUntilFinished(task)
  }

  func testNoneMadeCancellableInFlightCancelsNothing() async {
    let probe = EffectProbe()
    let store = makeStore(probes: [probe])
    let task = store.send(.start(0))
    await probe.waitUntilStarted()

    let noneTask = store.send(.noneReplacing)
    XCTAssertTrue(noneTask.isCancelled, "`.none` starts no work")
    XCTAssertFalse(probe.cancelled.value)

    store.send(.stop)
    await waitUntilFinished(task)
  }

  func testCancelInFlightCancelsTheRunningEffectWithTheSameID() async {
    let probes = [EffectProbe(), EffectProbe()]
    let store = makeStore(probes: probes)
    let first = store.send(.startReplacing(0))
    await probes[0].waitUntilStarted()

    let second = store.send(.startReplacing(1))
    XCTAssertTrue(probes[0].cancelled.value)
    await waitUntilFinished(first)
    await probes[1].waitUntilStarted()
    XCTAssertFalse(probes[1].cancelled.value)

    store.send(.stop)
    await waitUntilFinished(second)
  }

  func testWithoutCancelInFlightBothEffectsRun() async {
    let probes = [EffectProbe(), EffectProbe()]
    let store = makeStore(probes: probes)
    let first = store.send(.start(0))
    let second = store.send(.start(1))
    await probes[0].waitUntilStarted()
    await probes[1].waitUntilStarted()
    XCTAssertFalse(probes[0].cancelled.value || probes[1].cancelled.value)

    store.send(.stop)
    XCTAssertTrue(probes[0].cancelled.value && probes[1].cancelled.value)
    await waitUntilFinished(first)
    await waitUntilFinished(second)
  }

  func testStoreTaskCancelCancelsTheEffects() async {
    let probe = EffectProbe()
    let store = makeStore(probes: [probe])
    let task = store.send(.start(0))
    XCTAssertFalse(task.isCancelled)
    await probe.waitUntilStarted()

    task.cancel()
    XCTAssertTrue(task.isCancelled)
    XCTAssertTrue(probe.cancelled.value)
    await waitUntilFinished(task)
  }

  func testCancelInTheSameSendCancelsTheEffectJustStarted() async {
    let probe = EffectProbe()
    let store = makeStore(probes: [probe])
    let task = store.send(.startAndCancelInSameSend(0))
    await waitUntilFinished(task)
    XCTAssertTrue(probe.cancelled.value)
  }

  func testCancelledEffectCannotSendActions() async {
    let gate = Gate()
    let store = makeStore(probes: [], gate: gate)
    let task = store.send(.startSendingAfterGate)
    store.send(.stop)
    gate.open()
    await waitUntilFinished(task)
    XCTAssertEqual(store.count, 0)
  }

  func testCancellingAnIDWithNothingRunningDoesNothing() async {
    let store = makeStore(probes: [])
    let task = store.send(.stop)
    XCTAssertTrue(task.isCancelled)
    store.send(.increment)
    XCTAssertEqual(store.count, 1)
  }

  func testCancelIDsOfDifferentTypesDoNotCollide() async {
    let probes = [EffectProbe(), EffectProbe()]
    let store = makeStore(probes: probes)
    let task = store.send(.startOtherID(0))
    await probes[0].waitUntilStarted()
    store.send(.stop)
    XCTAssertFalse(probes[0].cancelled.value)
    task.cancel()
    await waitUntilFinished(task)
  }

  func testEffectsStartedTogetherAreCancelledByTheirOwnIDs() async {
    let probes = [EffectProbe(), EffectProbe(), EffectProbe(), EffectProbe()]
    let store = makeStore(probes: probes)
    let task = store.send(.startMixedIDs(0))
    for probe in probes {
      await probe.waitUntilStarted()
    }

    store.send(.stop)

    XCTAssertEqual(probes.map { $0.cancelled.value }, [true, true, false, true])
    task.cancel()
    await waitUntilFinished(task)
    XCTAssertTrue(probes[2].cancelled.value)
  }

  func testTwoStoresWithTheSameCancelIDDoNotCancelEachOther() async {
    let probeA = EffectProbe()
    let probeB = EffectProbe()
    let storeA = makeStore(probes: [probeA])
    let storeB = makeStore(probes: [probeB])
    let taskA = storeA.send(.start(0))
    let taskB = storeB.send(.start(0))
    await probeA.waitUntilStarted()
    await probeB.waitUntilStarted()

    storeA.send(.stop)
    XCTAssertTrue(probeA.cancelled.value)
    XCTAssertFalse(probeB.cancelled.value)

    await storeA.send(.stopWithTaskCancel).finish()
    XCTAssertFalse(probeB.cancelled.value)

    storeB.send(.stop)
    XCTAssertTrue(probeB.cancelled.value)
    await waitUntilFinished(taskA)
    await waitUntilFinished(taskB)
  }

  /// B-ST-02: cancellation a test store's own reducer returns reaches only that store's
  /// effects: two test stores using the same cancel id do not cancel each other's effects.
  func testTwoTestStoresWithTheSameCancelIDDoNotCancelEachOther() async {
    let probeA = EffectProbe()
    let probeB = EffectProbe()
    let storeA = TestStore(initialState: Cancelling.State()) {
      Cancelling(probes: [probeA], gate: Gate())
    }
    let storeB = TestStore(initialState: Cancelling.State()) {
      Cancelling(probes: [probeB], gate: Gate())
    }
    await storeA.send(.start(0))
    await storeB.send(.start(0))
    await probeA.waitUntilStarted()
    await probeB.waitUntilStarted()

    await storeA.send(.stop)
    XCTAssertTrue(probeA.cancelled.value)
    XCTAssertFalse(probeB.cancelled.value, "Store A's cancellation reached store B")

    await storeB.send(.stop)
    XCTAssertTrue(probeB.cancelled.value)
    await storeA.finish()
    await storeB.finish()
  }

  func testTaskCancelOutsideAnyEffectReachesEveryStore() async {
    let probeA = EffectProbe()
    let probeB = EffectProbe()
    let storeA = makeStore(probes: [probeA])
    let storeB = makeStore(probes: [probeB])
    let taskA = storeA.send(.start(0))
    let taskB = storeB.send(.start(0))
    await probeA.waitUntilStarted()
    await probeB.waitUntilStarted()

    // App or test code, not an effect: every store's effects under the identifier end.
    Task.cancel(id: Cancelling.CancelID.effect)

    XCTAssertTrue(probeA.cancelled.value)
    XCTAssertTrue(probeB.cancelled.value)
    await waitUntilFinished(taskA)
    await waitUntilFinished(taskB)
  }

  func testNumericIDsOfDifferentTypesDoNotMatch() async {
    let probe = EffectProbe()
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { _, start in
        start ? probe.neverEndingEffect().cancellable(id: 1 as Int) : .cancel(id: 1 as UInt8)
      }
    }
    let task = store.send(true)
    await probe.waitUntilStarted()
    store.send(false)
    Task.cancel(id: 1 as UInt8)
    XCTAssertFalse(probe.cancelled.value, "1 as UInt8 is not 1 as Int")
    Task.cancel(id: 1 as Int)
    XCTAssertTrue(probe.cancelled.value)
    await waitUntilFinished(task)
  }
}

@MainActor
@Suite struct CancellationSwiftTests {
  @Test func cancelInFlightReplacesTheRunningEffect() async {
    let probes = [EffectProbe(), EffectProbe()]
    let store = makeStore(probes: probes)
    let first = store.send(.startReplacing(0))
    await probes[0].waitUntilStarted()
    let second = store.send(.startReplacing(1))
    #expect(probes[0].cancelled.value)
    store.send(.stop)
    await waitUntilFinished(first)
    await waitUntilFinished(second)
  }
}
