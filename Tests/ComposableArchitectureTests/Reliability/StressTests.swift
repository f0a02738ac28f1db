import ComposableArchitecture
import Foundation
import Testing

/// A feature whose effects emit as fast as they can until cancelled, and can be started under
/// many cancellation identifiers.
@Reducer
private struct Emitter {
  struct State: Equatable {
    var count = 0
    var emitted = 0
  }

  enum Action: Equatable {
    case increment
    case incrementLater
    case emitted
    case start(id: Int, cancelInFlight: Bool)
    case cancel(id: Int)
    case cancelAll(ids: [Int])
  }

  struct EmitterID: Hashable { let id: Int }

  let log: EmitterLog

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .incrementLater:
        return .run { send in await send(.increment) }
      case .emitted:
        state.emitted += 1
        self.log.emitted.withValue { $0 += 1 }
        return .none
      case let .start(id, cancelInFlight):
        return .run { [running = self.log.running] send in
          running.withValue { $0[id, default: 0] += 1 }
          defer { running.withValue { $0[id, default: 0] -= 1 } }
          while !Task.isCancelled {
            await send(.emitted)
            await Task.yield()
          }
        }
        .cancellable(id: EmitterID(id: id), cancelInFlight: cancelInFlight)
      case let .cancel(id):
        return .cancel(id: EmitterID(id: id))
      case let .cancelAll(ids):
        return .merge(ids.map { .cancel(id: EmitterID(id: $0)) })
      }
    }
  }
}

/// What the emitters do, for the tests to await: the effects running under each identifier and
/// the emissions so far.
private final class EmitterLog: Sendable {
  let running = Watched<[Int: Int]>([:])
  let emitted = Watched(0)
}

/// Many senders, cancellations racing emissions, stores released under running effects. The
/// store lives on the main actor, so these are races by interleaving, not data races: the
/// suite is also run under the thread sanitizer (`swift test --sanitize=thread`).
@MainActor
@Suite(.serialized)
struct StressTests {
  private func makeStore() -> (StoreOf<Emitter>, EmitterLog) {
    let log = EmitterLog()
    return (Store(initialState: Emitter.State()) { Emitter(log: log) }, log)
  }

  @Test func aHundredTasksSendingAHundredActionsEachLoseNone() async {
    let (store, _) = self.makeStore()
    let tasks = LockIsolated<[StoreTask]>([])
    await withTaskGroup(of: Void.self) { group in
      for sender in 0..<100 {
        group.addTask { @MainActor in
          for index in 0..<100 {
            if (sender + index).isMultiple(of: 2) {
              store.send(.increment)
            } else {
              let task = store.send(.incrementLater)
              tasks.withValue { $0.append(task) }
            }
            // Yielding after each send interleaves the senders (and lets the other tests of the
            // process, which share the main actor, take their turn).
            await Task.yield()
          }
        }
      }
    }
    for task in tasks.value {
      await task.finish()
    }
    #expect(store.count == 10_000)
  }

  @Test func cancellingWhileEmittingStopsTheEmissions() async {
    let (store, log) = self.makeStore()
    for round in 0..<50 {
      let task = store.send(.start(id: round % 5, cancelInFlight: false))
      // Let it emit a little.
      let before = store.emitted
      await waitFor("the effect to emit") { await log.emitted.until { $0 > before + 3 } }
      store.send(.cancel(id: round % 5))
      await waitUntilFinished(task, timeout: .seconds(10))
      let after = store.emitted
      for _ in 0..<20 { await Task.yield() }
      #expect(store.emitted == after, "an effect emitted after it was cancelled (round \(round))")
    }
    #expect(log.running.value.values.allSatisfy { $0 == 0 })
    #expect(store.cancellationRegistry.count == 0)
  }

  @Test func releasingTheStoreWhileEffectsEmitCancelsThemAll() async {
    for _ in 0..<20 {
      var tasks: [StoreTask] = []
      let log = EmitterLog()
      weak var weakStore: StoreOf<Emitter>?
      do {
        let store = Store(initialState: Emitter.State()) { Emitter(log: log) }
        for id in 0..<50 {
          tasks.append(store.send(.start(id: id, cancelInFlight: false)))
        }
        await waitFor("the effects to emit") { await log.emitted.until { $0 > 100 } }
        weakStore = store
      }
      #expect(weakStore == nil)
      for task in tasks {
        await waitUntilFinished(task, timeout: .seconds(10))
      }
      #expect(log.running.value.values.allSatisfy { $0 == 0 })
    }
  }

  @Test func cancelInFlightWithManyIdentifiersKeepsOneEffectPerIdentifier() async {
    let (store, log) = self.makeStore()
    let ids = Array(0..<100)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<10 {
        group.addTask { @MainActor in
          for id in ids.shuffled() {
            store.send(.start(id: id, cancelInFlight: true))
            if id.isMultiple(of: 7) { await Task.yield() }
          }
        }
      }
    }
    // A cancelled effect may still be unwinding: wait for one effect per identifier.
    await waitFor("one effect per identifier", timeout: .seconds(10)) {
      await log.running.until { counts in ids.allSatisfy { counts[$0] == 1 } }
    }
    #expect(store.cancellationRegistry.count == 100)
    await store.send(.cancelAll(ids: ids)).finish()
    await waitFor("every effect to end", timeout: .seconds(10)) {
      await log.running.until { $0.values.allSatisfy { $0 == 0 } }
    }
    #expect(store.cancellationRegistry.count == 0)
    // The store still works.
    store.send(.increment)
    #expect(store.count == 1)
  }

  @Test func sendsFromEffectsAndFromTasksInterleaveWithoutLoss() async {
    let (store, _) = self.makeStore()
    store.send(.start(id: 1, cancelInFlight: false))
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<20 {
        group.addTask { @MainActor in
          for _ in 0..<100 {
            store.send(.increment)
            await Task.yield()
          }
        }
      }
    }
    store.send(.cancel(id: 1))
    #expect(store.count == 2_000)
    #expect(store.emitted > 0)
  }
}
