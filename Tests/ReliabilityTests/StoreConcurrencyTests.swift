import ComposableArchitecture
import Dispatch
import Foundation
import Testing

/// A counter whose effects send from many threads at once, and run until cancelled.
@Reducer
struct ConcurrentCounter {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
    /// `senders` child tasks (on the global executor's threads) each send `.increment` `count`
    /// times.
    case fanOut(senders: Int, count: Int)
    case start(id: Int)
    case cancel(id: Int)
  }

  struct EffectID: Hashable { let id: Int }

  let running: LockIsolated<Int>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case let .fanOut(senders, count):
        return .run { send in
          await withTaskGroup(of: Void.self) { group in
            for _ in 0..<senders {
              group.addTask {
                for _ in 0..<count { await send(.increment) }
              }
            }
          }
        }
      case let .start(id):
        return .run { [running] send in
          running.withValue { $0 += 1 }
          defer { running.withValue { $0 -= 1 } }
          while !Task.isCancelled {
            try await Task.sleep(nanoseconds: 200_000)
          }
        }
        .cancellable(id: EffectID(id: id))
      case let .cancel(id):
        return .cancel(id: EffectID(id: id))
      }
    }
  }
}

/// The store under concurrency: sends from many tasks and threads at once, effects started and
/// cancelled in storms, stores made and released while their effects run. Small enough to run in
/// seconds under the thread and address sanitizers, where CI runs them too.
@MainActor
@Suite(.serialized)
struct StoreConcurrencyTests {
  let threads = 8
  let sendsPerThread = 50

  @Test func sendsFromManyThreadsAndTasksAtOnceLoseNoAction() async {
    let running = LockIsolated(0)
    let store = Store(initialState: ConcurrentCounter.State()) {
      ConcurrentCounter(running: running)
    }
    // Threads of their own, each making tasks that send...
    let threads = self.threads
    let sendsPerThread = self.sendsPerThread
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
          for _ in 0..<sendsPerThread {
            Task { @MainActor in store.send(.increment) }
          }
        }
        continuation.resume()
      }
    }
    // ...detached tasks awaiting their sends...
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<threads {
        group.addTask {
          for _ in 0..<sendsPerThread { await store.send(.increment) }
        }
      }
    }
    // ...and effects whose child tasks send from the global executor's threads.
    await store.send(.fanOut(senders: threads, count: sendsPerThread)).finish()
    let expected = 3 * threads * sendsPerThread
    let all = await eventually { store.withState(\.count) == expected }
    #expect(all, "\(store.withState(\.count)) of \(expected) actions arrived")
    ReliabilityPage.record(
      "store: sends from \(threads) threads, \(threads) tasks and \(threads) effect tasks at once",
      tries: expected,
      outcome:
        "\(store.withState(\.count)) of \(expected) actions counted in the state; no race reported"
    )
  }

  @Test func effectsStartedAndCancelledInStormsAllEnd() async {
    let running = LockIsolated(0)
    let store = Store(initialState: ConcurrentCounter.State()) {
      ConcurrentCounter(running: running)
    }
    let ids = 20
    let rounds = 10
    var tasks: [StoreTask] = []
    for _ in 0..<rounds {
      // Starts and cancels interleaved from several tasks, for the same identifiers.
      await withTaskGroup(of: [StoreTask].self) { group in
        for sender in 0..<4 {
          group.addTask { @MainActor in
            var tasks: [StoreTask] = []
            for id in 0..<ids {
              if (id + sender).isMultiple(of: 3) {
                store.send(.cancel(id: id))
              } else {
                tasks.append(store.send(.start(id: id)))
              }
              await Task.yield()
            }
            return tasks
          }
        }
        for await started in group { tasks += started }
      }
    }
    for id in 0..<ids { store.send(.cancel(id: id)) }
    for task in tasks { await task.finish() }
    let ended = await eventually { running.value == 0 }
    #expect(ended, "\(running.value) effects still run after every cancellation")
    #expect(store.cancellationRegistry.count == 0)
    store.send(.increment)
    #expect(store.withState(\.count) == 1)
    ReliabilityPage.record(
      "store: effects started and cancelled in storms (4 tasks, \(ids) ids)",
      tries: tasks.count,
      outcome: """
        \(tasks.count) effects started; after the cancellations \(running.value) still ran and \
        \(store.cancellationRegistry.count) cancellation entries were left; the store still works
        """
    )
  }

  @Test func storesReleasedWhileTheirEffectsRunAreFreedAndTheirEffectsEnd() async {
    let running = LockIsolated(0)
    let count = 30
    var released = 0
    var tasks: [StoreTask] = []
    for _ in 0..<count {
      weak var weakStore: StoreOf<ConcurrentCounter>?
      do {
        let store = Store(initialState: ConcurrentCounter.State()) {
          ConcurrentCounter(running: running)
        }
        tasks.append(store.send(.start(id: 1)))
        tasks.append(store.send(.start(id: 2)))
        tasks.append(store.send(.fanOut(senders: 4, count: 10)))
        weakStore = store
        await Task.yield()
      }
      if weakStore == nil { released += 1 }
    }
    for task in tasks { await task.finish() }
    let ended = await eventually { running.value == 0 }
    #expect(released == count)
    #expect(ended, "\(running.value) effects of released stores still run")
    ReliabilityPage.record(
      "store: stores released while their effects run",
      tries: count,
      outcome: """
        \(released) of \(count) stores freed at once (weak references nil), and every effect of \
        theirs ended (\(running.value) left running)
        """
    )
  }
}
