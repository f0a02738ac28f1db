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

@MainActor
final class TaskCancellationTests: XCTestCase {
  func testTaskCancelByIDCancelsAWithTaskCancellationOperation() async {
    let probe = EffectProbe()
    let store = makeStore(probes: [probe])
    let task = store.send(.start(0))
    await probe.waitUntilStarted()

    await store.send(.stopWithTaskCancel).finish()
    XCTAssertTrue(probe.cancelled.value)
    await waitUntilFinished(task)
  }

  func testCancelEffectCancelsAWithTaskCancellationOperation() async {
    let probe = EffectProbe()
    let store = makeStore(probes: [probe])
    let task = store.send(.start(0))
    await probe.waitUntilStarted()

    store.send(.stop)
    XCTAssertTrue(probe.cancelled.value)
    await waitUntilFinished(task)
  }

  func testCancelInFlightCancelsThePreviousOperation() async {
    let probes = (0..<10).map { _ in EffectProbe() }
    let store = makeStore(probes: probes)
    var tasks = [store.send(.start(0))]
    await probes[0].waitUntilStarted()

    // Each start cancels the operation in flight.
    for latest in 1..<probes.count {
      tasks.append(store.send(.start(latest)))
      await probes[latest].waitUntilStarted()
      XCTAssertTrue(probes[latest - 1].cancelled.value, "operation \(latest - 1)")
      XCTAssertFalse(probes[latest].cancelled.value, "operation \(latest)")
    }

    for task in tasks {
      task.cancel()
      await waitUntilFinished(task)
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
    await probe.waitUntilStarted()
    Task.cancel(id: ID.standalone)
    XCTAssertTrue(probe.cancelled.value)
    _ = await task.result
  }

  func testWithTaskCancellationReturnsTheOperationsValue() async throws {
    enum ID { case value }
    let value = try await withTaskCancellation(id: ID.value) { () async throws -> Int in 42 }
    XCTAssertEqual(value, 42)
  }

  func testCancellationAfterTheOperationStartedIsNeverLost() async throws {
    // The operation's task is registered under its id as it is created (under the registry's
    // lock), so a cancellation that comes after the operation has visibly started always finds
    // it. Repeat to give a race, if one came back, a chance to show.
    var lost = 0
    let attempts = 200
    for _ in 1...attempts {
      let probe = EffectProbe()
      let store = makeStore(probes: [probe])
      let task = store.send(.start(0))
      await probe.waitUntilStarted()
      store.send(.stop)
      if !probe.cancelled.value {
        lost += 1
        task.cancel()
      }
      await waitUntilFinished(task)
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
    await probe.waitUntilStarted()
    await store.send(.stopWithTaskCancel).finish()
    #expect(probe.cancelled.value)
    await waitUntilFinished(task)
  }
}
