import ComposableArchitectureLegacy
import XCTest

private struct Failure: Error, Equatable {}

private func outputs<Output, F: Error>(_ effect: Effect<Output, F>) -> [Output] {
  var outputs: [Output] = []
  _ = effect.sink(receiveCompletion: { _ in }, receiveValue: { outputs.append($0) })
  return outputs
}

final class EffectTests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []

  func testCreation() {
    XCTAssertEqual(outputs(Effect<Int, Never>(value: 1)), [1])
    XCTAssertEqual(outputs(Effect<Int, Never>.none), [])
    XCTAssertEqual(outputs(Effect<Int, Never>.future { $0(.success(2)) }), [2])
    XCTAssertEqual(outputs(Effect<Int, Never>.result { .success(3) }), [3])
    XCTAssertEqual(outputs(Effect<Int, Error>.catching { 4 }), [4])
    XCTAssertEqual(outputs(Just(5).eraseToEffect()), [5])
    XCTAssertEqual(outputs(Just(5).eraseToEffect { $0 * 2 }), [10])
    XCTAssertEqual(
      outputs(Effect<Int, Never>(value: 1).map { $0 + 1 }.upstream.eraseToEffect()), [2])

    var ran = false
    XCTAssertEqual(outputs(Effect<Int, Never>.fireAndForget { ran = true }), [])
    XCTAssertTrue(ran)

    var cancelled = false
    let run = Effect<Int, Never>.run { subscriber in
      subscriber.send(6)
      subscriber.send(7)
      subscriber.send(completion: .finished)
      subscriber.send(8)
      return AnyCancellable { cancelled = true }
    }
    XCTAssertEqual(outputs(run), [6, 7])
    // The work's cancellable is released once the effect has completed.
    XCTAssertTrue(cancelled)
  }

  func testCatchToEffect() {
    let failing = Effect<Int, Failure>(error: Failure())
    XCTAssertEqual(outputs(failing.catchToEffect()), [.failure(Failure())])
    XCTAssertEqual(
      outputs(Effect<Int, Failure>(value: 1).catchToEffect { try? $0.get() }), [1]
    )
    XCTAssertEqual(
      outputs(
        Fail<Int, Failure>(error: Failure()).receive(on: DispatchQueue.immediate).catchToEffect()
      ),
      [.failure(Failure())]
    )
  }

  func testMergeAndConcatenate() {
    let scheduler = DispatchQueue.test
    var values: [Int] = []
    Effect<Int, Never>.merge(
      Effect(value: 1).delay(for: 2, scheduler: scheduler).eraseToEffect(),
      Effect(value: 2).delay(for: 1, scheduler: scheduler).eraseToEffect()
    )
    .sink { values.append($0) }
    .store(in: &self.cancellables)
    Effect<Int, Never>.concatenate(
      [
        Effect(value: 3).delay(for: 2, scheduler: scheduler).eraseToEffect(),
        Effect(value: 4).delay(for: 1, scheduler: scheduler).eraseToEffect(),
      ]
    )
    .sink { values.append($0) }
    .store(in: &self.cancellables)
    scheduler.advance(by: 1)
    XCTAssertEqual(values, [2])
    scheduler.advance(by: 1)
    XCTAssertEqual(values, [2, 1, 3])
    scheduler.advance(by: 1)
    XCTAssertEqual(values, [2, 1, 3, 4])
  }

  func testCancellation() {
    struct CancelID: Hashable {}
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var completed = false
    subject.eraseToEffect()
      .cancellable(id: CancelID())
      .sink(receiveCompletion: { _ in completed = true }, receiveValue: { values.append($0) })
      .store(in: &self.cancellables)
    subject.send(1)
    _ = Effect<Never, Never>.cancel(id: CancelID()).sink { _ in }
    subject.send(2)
    XCTAssertEqual(values, [1])
    XCTAssertTrue(completed)

    // Synchronous values pass through, and a type can be the identifier.
    enum TypeID {}
    XCTAssertEqual(outputs(Effect<Int, Never>(value: 3).cancellable(id: TypeID.self)), [3])

    // `cancelInFlight` cancels the effect already running with the identifier.
    var first: [Int] = []
    var second: [Int] = []
    subject.eraseToEffect().cancellable(id: "id", cancelInFlight: true)
      .sink { first.append($0) }.store(in: &self.cancellables)
    subject.eraseToEffect().cancellable(id: "id", cancelInFlight: true)
      .sink { second.append($0) }.store(in: &self.cancellables)
    subject.send(4)
    XCTAssertEqual(first, [])
    XCTAssertEqual(second, [4])
    _ = Effect<Never, Never>.cancel(ids: ["id", "other"]).sink { _ in }
    subject.send(5)
    XCTAssertEqual(second, [4])
  }

  func testDebounceThrottleTimer() {
    let scheduler = DispatchQueue.test
    var values: [Int] = []
    for value in 1...3 {
      Effect<Int, Never>(value: value)
        .debounce(id: "debounce", for: 1, scheduler: scheduler)
        .sink { values.append($0) }
        .store(in: &self.cancellables)
      scheduler.advance(by: 0.5)
    }
    scheduler.advance(by: 1)
    XCTAssertEqual(values, [3])

    values = []
    for value in 1...3 {
      Effect<Int, Never>(value: value)
        .throttle(id: "throttle", for: 1, scheduler: scheduler, latest: true)
        .sink { values.append($0) }
        .store(in: &self.cancellables)
      scheduler.advance(by: 0.25)
    }
    scheduler.advance(by: 1)
    XCTAssertEqual(values, [1, 3])

    var ticks = 0
    Effect<DispatchQueue.SchedulerTimeType, Never>
      .timer(id: "timer", every: 1, on: scheduler)
      .sink { _ in ticks += 1 }
      .store(in: &self.cancellables)
    scheduler.advance(by: 3)
    XCTAssertEqual(ticks, 3)
    _ = Effect<Never, Never>.cancel(id: "timer").sink { _ in }
    scheduler.advance(by: 3)
    XCTAssertEqual(ticks, 3)

    values = []
    Effect<Int, Never>(value: 9).deferred(for: 2, scheduler: scheduler)
      .sink { values.append($0) }.store(in: &self.cancellables)
    scheduler.advance(by: 1)
    XCTAssertEqual(values, [])
    scheduler.advance(by: 1)
    XCTAssertEqual(values, [9])
  }

  func testFailingReportsWhenRun() {
    let issues = recordIssues {
      _ = Effect<Int, Never>.failing("numberFact").sink { _ in }
    }
    XCTAssertEqual(issues.map(\.message), ["numberFact - A failing effect ran."])
  }

  func testFireAndForgetOnAnyPublisher() {
    var ran = false
    let effect: Effect<String, Never> = Just(1)
      .handleEvents(receiveOutput: { _ in ran = true })
      .fireAndForget()
    XCTAssertEqual(outputs(effect), [])
    XCTAssertTrue(ran)
  }

  func testTask() async {
    var cancellable: AnyCancellable?
    let value = await withCheckedContinuation { continuation in
      cancellable = Effect<Int, Never>.task { 42 }.sink { continuation.resume(returning: $0) }
    }
    XCTAssertEqual(value, 42)
    _ = cancellable
  }
}
