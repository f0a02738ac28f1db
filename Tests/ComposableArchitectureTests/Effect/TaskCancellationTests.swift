import ComposableArchitecture
import Testing
import XCTest

private enum CancelID { case operation }

/// Runs operations under `withTaskCancellation`, each watched by the probe at the index its
/// action carries, and cancels them with `.cancel(id:)` or `Task.cancel(id:)`.
private struct Operations: Reducer {
  struct State: Equatable {}
  enum Action: Equatable {
    case start(Int)
    case stop
    case stopWithTaskCancel
  }
  let probes: [EffectProbe]

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .start(index):
      let probe = self.probes[index]
      return .run { _ in
        try await withTaskCancellation(id: CancelID.operation, cancelInFlight: true) {
          try await operation(probe)
        }
      }
    case .stop:
      return .cancel(id: CancelID.operation)
    case .stopWithTaskCancel:
      return .run { _ in Task.cancel(id: CancelID.operation) }
    }
  }
}

/// An operation that runs until cancelled, recording both in `probe`.
@Sendable
private func operation(_ probe: EffectProbe) async throws {
  try await withTaskCancellationHandler {
    probe.started.setValue(true)
    try await Task.never()
  } onCancel: {
    probe.cancelled.setValue(true)
  }
}

@MainActor
private func makeStore(probes: [EffectProbe]) -> StoreOf<Operations> {
  Store(initialState: Operations.State()) { Operations(probes: probes) }
}

/// Cancels until `probe` sees the cancellation.
///
/// `withTaskCancellation` registers an operation only after starting it, so a cancellation right
/// after the operation started can miss it (see
/// `testCancellationAfterTheOperationStartedIsNeverLost`); retrying keeps the other tests about
/// whether cancellation reaches the operation at all.
@MainActor
private func cancelUntilCancelled(
  _ probe: EffectProbe,
  cancel: () async -> Void
) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: .seconds(5) * timeoutScale)
  while ContinuousClock.now < deadline {
    await cancel()
    if probe.cancelled.value { return true }
    await Task.yield()
  }
  return false
}

@MainActor
final class TaskCancellationTests: XCTestCase {
  func testTaskCancelByIDCancelsAWithTaskCancellationOperation() async {
    let probe = EffectProbe()
    let store = makeStore(probes: [probe])
    let task = store.send(.start(0))
    let started = await eventually { probe.started.value }
    XCTAssertTrue(started)

    let cancelled = await cancelUntilCancelled(probe) {
      await store.send(.stopWithTaskCancel).finish()
    }
    XCTAssertTrue(cancelled)
    let finished = await finishes(task)
    XCTAssertTrue(finished)
  }

  func testCancelEffectCancelsAWithTaskCancellationOperation() async {
    let probe = EffectProbe()
    let store = makeStore(probes: [probe])
    let task = store.send(.start(0))
    let started = await eventually { probe.started.value }
    XCTAssertTrue(started)

    let cancelled = await cancelUntilCancelled(probe) { store.send(.stop) }
    XCTAssertTrue(cancelled)
    let finished = await finishes(task)
    XCTAssertTrue(finished)
  }

  func testCancelInFlightCancelsThePreviousOperation() async {
    let probes = (0..<10).map { _ in EffectProbe() }
    let store = makeStore(probes: probes)
    var tasks = [store.send(.start(0))]
    let started = await eventually { probes[0].started.value }
    XCTAssertTrue(started)

    // Each start cancels the operations in flight; repeat while the first may not be registered.
    var latest = 0
    let firstCancelled = await cancelUntilCancelled(probes[0]) {
      guard latest < probes.count - 1 else { return }
      latest += 1
      tasks.append(store.send(.start(latest)))
      _ = await eventually(timeout: .milliseconds(100)) { probes[0].cancelled.value }
    }
    XCTAssertTrue(firstCancelled)
    let latestStarted = await eventually { probes[latest].started.value }
    XCTAssertTrue(latestStarted)
    XCTAssertFalse(probes[latest].cancelled.value)

    for task in tasks {
      task.cancel()
      let finished = await finishes(task)
      XCTAssertTrue(finished)
    }
  }

  func testOperationOutsideAStoreIsCancelledByTaskCancel() async {
    enum ID { case standalone }
    let probe = EffectProbe()
    let task = Task {
      try await withTaskCancellation(id: ID.standalone) {
        try await operation(probe)
      }
    }
    let started = await eventually { probe.started.value }
    XCTAssertTrue(started)
    let cancelled = await cancelUntilCancelled(probe) { Task.cancel(id: ID.standalone) }
    XCTAssertTrue(cancelled)
    _ = await task.result
  }

  func testWithTaskCancellationReturnsTheOperationsValue() async throws {
    enum ID { case value }
    let value = try await withTaskCancellation(id: ID.value) { () async throws -> Int in 42 }
    XCTAssertEqual(value, 42)
  }

  func testCancellationAfterTheOperationStartedIsNeverLost() async throws {
    // The operation is started before it is registered under its id, so a cancellation that
    // comes after the operation has visibly started can find nothing to cancel. Repeat to give
    // the race a chance to show.
    var lost = 0
    let attempts = 200
    for _ in 1...attempts {
      let probe = EffectProbe()
      let store = makeStore(probes: [probe])
      let task = store.send(.start(0))
      let started = await eventually { probe.started.value }
      XCTAssertTrue(started)
      store.send(.stop)
      if !probe.cancelled.value {
        lost += 1
        task.cancel()
      }
      let finished = await finishes(task)
      XCTAssertTrue(finished)
    }
    XCTAssertEqual(lost, 0, "cancellations missed")
  }
}

@MainActor
@Suite struct TaskCancellationSwiftTests {
  @Test func taskCancelByIDCancelsTheOperation() async {
    let probe = EffectProbe()
    let store = makeStore(probes: [probe])
    let task = store.send(.start(0))
    #expect(await eventually { probe.started.value })
    #expect(await cancelUntilCancelled(probe) { await store.send(.stopWithTaskCancel).finish() })
    #expect(await finishes(task))
  }
}
