import ComposableArchitectureLegacy
import XCTest

// What 0.33.1's `EffectCancellationTests` checks, written again for this module: effects
// subscribed to directly, outside any store, and cancelled with a bare `Effect.cancel(id:)`,
// which 0.x filed in one global table and this layer files in the registry shared by all
// effects that run outside a store. 0.33's `testCancellation` and `testCancelInFlight` check
// what `EffectTests.testCancellation` checks, so they are not repeated here.
//
// 0.33 read its global table (`cancellationCancellables`) to check that nothing is left behind;
// these tests count what that registry holds before and after.

final class EffectCancellation033Tests: XCTestCase {
  struct CancelToken: Hashable {}
  var cancellables: Set<AnyCancellable> = []

  override func tearDown() {
    self.cancellables.removeAll()
    super.tearDown()
  }

  func testCancellationAfterDelay() {
    var value: Int?

    Just(1)
      .delay(for: .milliseconds(150), scheduler: DispatchQueue.main)
      .eraseToEffect()
      .cancellable(id: CancelToken())
      .sink { value = $0 }
      .store(in: &self.cancellables)

    XCTAssertEqual(value, nil)

    let cancelled = self.expectation(description: "cancelled")
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(50)) {
      Effect<Never, Never>.cancel(id: CancelToken())
        .sink { _ in }
        .store(in: &self.cancellables)
      cancelled.fulfill()
    }
    self.wait(for: [cancelled], timeout: 2 * legacyTimeoutScale)
    // Past the delay: the value would have been delivered by now.
    _ = XCTWaiter.wait(for: [XCTestExpectation(description: "delay")], timeout: 0.2)

    XCTAssertEqual(value, nil)
  }

  func testCancellationAfterDelay_WithTestScheduler() {
    let scheduler = DispatchQueue.test
    var value: Int?

    Just(1)
      .delay(for: 2, scheduler: scheduler)
      .eraseToEffect()
      .cancellable(id: CancelToken())
      .sink { value = $0 }
      .store(in: &self.cancellables)

    XCTAssertEqual(value, nil)

    scheduler.advance(by: 1)
    Effect<Never, Never>.cancel(id: CancelToken())
      .sink { _ in }
      .store(in: &self.cancellables)

    scheduler.run()

    XCTAssertEqual(value, nil)
  }

  func testCancellablesCleanUp_OnComplete() {
    let before = globalCancellationCount()

    var values: [Int] = []
    Just(1)
      .eraseToEffect()
      .cancellable(id: 1)
      .sink { values.append($0) }
      .store(in: &self.cancellables)

    XCTAssertEqual(values, [1])
    XCTAssertEqual(globalCancellationCount(), before)
  }

  func testCancellablesCleanUp_OnCancel() {
    let scheduler = DispatchQueue.test
    let before = globalCancellationCount()

    var values: [Int] = []
    Just(1)
      .delay(for: 1, scheduler: scheduler)
      .eraseToEffect()
      .cancellable(id: 1)
      .sink { values.append($0) }
      .store(in: &self.cancellables)
    XCTAssertEqual(globalCancellationCount(), before + 1)

    Effect<Int, Never>.cancel(id: 1)
      .sink { _ in }
      .store(in: &self.cancellables)

    XCTAssertEqual(globalCancellationCount(), before)
    scheduler.run()
    XCTAssertEqual(values, [])
  }

  func testDoubleCancellation() {
    var values: [Int] = []

    let subject = PassthroughSubject<Int, Never>()
    let effect = Effect(subject)
      .cancellable(id: CancelToken())
      .cancellable(id: CancelToken())

    effect
      .sink { values.append($0) }
      .store(in: &self.cancellables)

    XCTAssertEqual(values, [])
    subject.send(1)
    XCTAssertEqual(values, [1])

    Effect<Never, Never>.cancel(id: CancelToken())
      .sink { _ in }
      .store(in: &self.cancellables)

    subject.send(2)
    XCTAssertEqual(values, [1])
  }

  func testCompleteBeforeCancellation() {
    var values: [Int] = []
    var completions = 0

    let subject = PassthroughSubject<Int, Never>()
    let effect = Effect(subject)
      .cancellable(id: CancelToken())

    effect
      .sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { values.append($0) })
      .store(in: &self.cancellables)

    subject.send(1)
    XCTAssertEqual(values, [1])

    subject.send(completion: .finished)
    XCTAssertEqual(values, [1])
    XCTAssertEqual(completions, 1)

    Effect<Never, Never>.cancel(id: CancelToken())
      .sink { _ in }
      .store(in: &self.cancellables)

    XCTAssertEqual(values, [1])
    // A completed effect is not completed again by a cancellation.
    XCTAssertEqual(completions, 1)
  }

  /// Many cancellable effects and cancellations of their identifiers, delivered on the main
  /// queue and on concurrent queues in any order: all complete, and none stays filed.
  func testConcurrentCancels() {
    let queues = [
      DispatchQueue.main,
      DispatchQueue.global(qos: .background),
      DispatchQueue.global(qos: .default),
      DispatchQueue.global(qos: .unspecified),
      DispatchQueue.global(qos: .userInitiated),
      DispatchQueue.global(qos: .userInteractive),
      DispatchQueue.global(qos: .utility),
    ]
    let before = globalCancellationCount()
    // 0.33 used 1,000 effects; fewer under the sanitizers, which are many times slower.
    let count = legacyTimeoutScale > 1 ? 200 : 1_000

    let effect = Effect.merge(
      (1...count).map { index -> Effect<Int, Never> in
        let id = index % 10
        return Effect.merge(
          Just(index)
            .delay(
              for: .milliseconds(Int.random(in: 1...100)), scheduler: queues.randomElement()!
            )
            .eraseToEffect()
            .cancellable(id: id),
          Just(())
            .delay(
              for: .milliseconds(Int.random(in: 1...100)), scheduler: queues.randomElement()!
            )
            .flatMap { Effect<Int, Never>.cancel(id: id) }
            .eraseToEffect()
        )
      }
    )

    let completed = self.expectation(description: "completed")
    effect
      .sink(receiveCompletion: { _ in completed.fulfill() }, receiveValue: { _ in })
      .store(in: &self.cancellables)
    self.wait(for: [completed], timeout: 10 * legacyTimeoutScale)

    XCTAssertEqual(globalCancellationCount(), before)
  }

  func testNestedCancels() {
    let before = globalCancellationCount()
    var effect = Empty<Void, Never>(completeImmediately: false)
      .eraseToEffect()
      .cancellable(id: 1)

    let depth = Int.random(in: 1...1_000)
    for _ in 1...depth {
      effect = effect.cancellable(id: 1)
    }

    effect
      .sink { _ in }
      .store(in: &self.cancellables)
    XCTAssertEqual(globalCancellationCount(), before + depth + 1)

    self.cancellables.removeAll()

    XCTAssertEqual(globalCancellationCount(), before)
  }

  func testSharedId() {
    let scheduler = DispatchQueue.test

    let effect1 = Just(1)
      .delay(for: 1, scheduler: scheduler)
      .eraseToEffect()
      .cancellable(id: "id")

    let effect2 = Just(2)
      .delay(for: 2, scheduler: scheduler)
      .eraseToEffect()
      .cancellable(id: "id")

    var expectedOutput: [Int] = []
    effect1
      .sink { expectedOutput.append($0) }
      .store(in: &self.cancellables)
    effect2
      .sink { expectedOutput.append($0) }
      .store(in: &self.cancellables)

    XCTAssertEqual(expectedOutput, [])
    scheduler.advance(by: 1)
    XCTAssertEqual(expectedOutput, [1])
    scheduler.advance(by: 1)
    XCTAssertEqual(expectedOutput, [1, 2])
  }

  func testImmediateCancellation() {
    let scheduler = DispatchQueue.test
    let before = globalCancellationCount()

    var expectedOutput: [Int] = []
    // The subscription is not kept, so it is cancelled at once.
    _ = Deferred { Just(1) }
      .delay(for: 1, scheduler: scheduler)
      .eraseToEffect()
      .cancellable(id: "id")
      .sink { expectedOutput.append($0) }

    XCTAssertEqual(globalCancellationCount(), before)
    XCTAssertEqual(expectedOutput, [])
    scheduler.advance(by: 1)
    XCTAssertEqual(expectedOutput, [])
  }

  func testNestedMergeCancellation() {
    let effect = Effect<Int, Never>.merge(
      (1...2).publisher
        .eraseToEffect()
        .cancellable(id: 1)
    )
    .cancellable(id: 2)

    var output: [Int] = []
    effect
      .sink { output.append($0) }
      .store(in: &self.cancellables)

    XCTAssertEqual(output, [1, 2])
  }

  func testMultipleCancellations() {
    let scheduler = DispatchQueue.test
    var output: [AnyHashable] = []

    struct A: Hashable {}
    struct B: Hashable {}
    struct C: Hashable {}

    let ids: [AnyHashable] = [A(), B(), C()]
    let effects = ids.map { id in
      Just(id)
        .delay(for: 1, scheduler: scheduler)
        .eraseToEffect()
        .cancellable(id: id)
    }

    Effect<AnyHashable, Never>.merge(effects)
      .sink { output.append($0) }
      .store(in: &self.cancellables)

    Effect<AnyHashable, Never>
      .cancel(ids: [A(), C()])
      .sink { _ in }
      .store(in: &self.cancellables)

    scheduler.advance(by: 1)
    XCTAssertEqual(output, [B()])
  }

  /// 0.33's table was global: a bare `Effect.cancel(id:)` subscribed outside any store (from app
  /// code, say) cancelled a store's effect with that identifier. It still does; identifiers are
  /// only kept apart between stores (see Legacy.md, "Differences from 0.x").
  func testBareCancellationReachesAStoresEffect() {
    struct TimerID: Hashable {}
    enum Action: Equatable {
      case start
      case tick
    }
    let scheduler = DispatchQueue.test
    let reducer = Reducer<Int, Action, Void> { state, action, _ in
      switch action {
      case .start:
        return Effect.timer(id: TimerID(), every: 1, on: scheduler).map { _ in .tick }
      case .tick:
        state += 1
        return .none
      }
    }
    let store = Store(initialState: 0, reducer: reducer, environment: ())
    let viewStore = ViewStore(store)
    viewStore.send(.start)
    scheduler.advance(by: 2)
    XCTAssertEqual(viewStore.state, 2)

    Effect<Never, Never>.cancel(id: TimerID())
      .sink { _ in }
      .store(in: &self.cancellables)
    scheduler.advance(by: 2)
    XCTAssertEqual(viewStore.state, 2)

    // So does a timer started outside with the same identifier (it cancels those in flight).
    viewStore.send(.start)
    scheduler.advance(by: 1)
    XCTAssertEqual(viewStore.state, 3)
    var outsideTicks = 0
    Effect<DispatchQueue.SchedulerTimeType, Never>.timer(id: TimerID(), every: 1, on: scheduler)
      .sink { _ in outsideTicks += 1 }
      .store(in: &self.cancellables)
    scheduler.advance(by: 2)
    XCTAssertEqual(viewStore.state, 3)
    XCTAssertEqual(outsideTicks, 2)
  }
}
