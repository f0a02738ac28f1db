import ComposableArchitectureLegacy
import XCTest

// Effect forms and options not covered by `EffectTests`: throttling that keeps the first value,
// asynchronous futures, the collection form of `merge` and the variadic `concatenate`,
// `Effect.Subscriber` by name, failures, and cancellation from a reducer.

private struct Failure: Error, Equatable {}

final class EffectAuditTests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []

  func testThrottleKeepsTheFirstValueOfAnInterval() {
    let scheduler = DispatchQueue.test
    var values: [Int] = []
    for value in 1...3 {
      Effect<Int, Never>(value: value)
        .throttle(id: "first", for: 1, scheduler: scheduler, latest: false)
        .sink { values.append($0) }
        .store(in: &self.cancellables)
      scheduler.advance(by: 0.25)
    }
    scheduler.advance(by: 1)
    XCTAssertEqual(values, [1, 2])
  }

  func testFutureCompletesWhenItsCallbackIsCalled() {
    let scheduler = DispatchQueue.test
    var values: [Result<Int, Failure>] = []
    let future = Effect<Int, Failure>.future { callback in
      scheduler.schedule(after: scheduler.now.advanced(by: 1)) { callback(.success(7)) }
    }
    future.catchToEffect().sink { values.append($0) }.store(in: &self.cancellables)
    XCTAssertEqual(values, [])
    scheduler.advance(by: 1)
    XCTAssertEqual(values, [.success(7)])

    var failed = false
    Effect<Int, Failure>.future { $0(.failure(Failure())) }
      .sink(
        receiveCompletion: { if case .failure = $0 { failed = true } },
        receiveValue: { _ in XCTFail() }
      )
      .store(in: &self.cancellables)
    XCTAssertTrue(failed)
  }

  func testErrorEffectFailsWithoutOutput() {
    var failed = false
    Effect<Int, Failure>(error: Failure())
      .sink(
        receiveCompletion: { if case .failure = $0 { failed = true } },
        receiveValue: { _ in XCTFail() }
      )
      .store(in: &self.cancellables)
    XCTAssertTrue(failed)
  }

  func testMergeOfACollectionAndVariadicConcatenate() {
    var values: [Int] = []
    Effect<Int, Never>.merge([Effect(value: 1), .none, Effect(value: 2)])
      .sink { values.append($0) }
      .store(in: &self.cancellables)
    let scheduler = DispatchQueue.test
    Effect<Int, Never>.concatenate(
      Effect(value: 3).delay(for: 1, scheduler: scheduler).eraseToEffect(),
      Effect(value: 4)
    )
    .sink { values.append($0) }
    .store(in: &self.cancellables)
    XCTAssertEqual(values, [1, 2])
    scheduler.advance(by: 1)
    XCTAssertEqual(values, [1, 2, 3, 4])
  }

  func testRunHandsTheWorkAnEffectSubscriber() {
    let subject = PassthroughSubject<Int, Never>()
    var emitted: [Int] = []
    var finished = false
    let effect = Effect<Int, Never>.run { (subscriber: Effect<Int, Never>.Subscriber) in
      subject.sink(
        receiveCompletion: { _ in subscriber.send(completion: .finished) },
        receiveValue: { subscriber.send($0 * 10) }
      )
    }
    effect
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { emitted.append($0) })
      .store(in: &self.cancellables)
    subject.send(1)
    subject.send(2)
    XCTAssertFalse(finished)
    subject.send(completion: .finished)
    XCTAssertEqual(emitted, [10, 20])
    XCTAssertTrue(finished)
  }

  func testReducerCancelsItsLongLivingEffect() {
    enum TimerID {}
    struct State: Equatable {
      var ticks = 0
    }
    enum Action: Equatable {
      case start, stop, tick
    }
    let scheduler = DispatchQueue.test
    let reducer = Reducer<State, Action, Void> { state, action, _ in
      switch action {
      case .start:
        return Effect.timer(id: TimerID.self, every: 1, on: scheduler)
          .map { _ in .tick }
      case .stop:
        return .cancel(id: TimerID.self)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
    let store = TestStore(initialState: State(), reducer: reducer, environment: ())
    store.send(.start)
    scheduler.advance(by: 2)
    store.receive(.tick) { $0.ticks = 1 }
    store.receive(.tick) { $0.ticks = 2 }
    store.send(.stop)
    scheduler.advance(by: 2)
    // The test store reports nothing at its end: the timer was cancelled and sent no more ticks.
  }

  func testTypesAsIdentifiersOfSchedulingOperators() {
    enum DebounceID {}
    enum ThrottleID {}
    let scheduler = DispatchQueue.test
    var values: [Int] = []
    for value in 1...2 {
      Effect<Int, Never>(value: value)
        .debounce(id: DebounceID.self, for: 1, scheduler: scheduler)
        .sink { values.append($0) }
        .store(in: &self.cancellables)
    }
    scheduler.advance(by: 1)
    XCTAssertEqual(values, [2])

    // `.cancel(id:)` with the type reaches the debounced effect.
    Effect<Int, Never>(value: 3)
      .debounce(id: DebounceID.self, for: 1, scheduler: scheduler)
      .sink { values.append($0) }
      .store(in: &self.cancellables)
    _ = Effect<Never, Never>.cancel(id: DebounceID.self).sink { _ in }
    scheduler.advance(by: 1)
    XCTAssertEqual(values, [2])

    for value in 4...6 {
      Effect<Int, Never>(value: value)
        .throttle(id: ThrottleID.self, for: 1, scheduler: scheduler, latest: true)
        .sink { values.append($0) }
        .store(in: &self.cancellables)
      scheduler.advance(by: 0.25)
    }
    scheduler.advance(by: 1)
    XCTAssertEqual(values, [2, 4, 6])
  }

  func testCancelInFlightInAReducer() {
    let scheduler = DispatchQueue.test
    let search = Reducer<[String], String, Void> { state, action, _ in
      if action.hasPrefix("result ") {
        state.append(action)
        return .none
      }
      return Effect(value: "result \(action)")
        .delay(for: 1, scheduler: scheduler)
        .eraseToEffect()
        .cancellable(id: "search", cancelInFlight: true)
    }
    let store = TestStore(initialState: [], reducer: search, environment: ())
    store.send("a")
    scheduler.advance(by: 0.5)
    store.send("ab")
    scheduler.advance(by: 1)
    // Only the last search's result arrives: the first was cancelled by the second.
    store.receive("result ab") { $0 = ["result ab"] }
  }
}
