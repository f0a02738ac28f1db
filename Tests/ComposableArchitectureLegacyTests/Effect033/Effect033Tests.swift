import ComposableArchitectureLegacy
import XCTest

// What 0.33.1's `EffectTests` checks, written again for this module. Its `testConcatenate` and
// `testMerge` check what `EffectTests.testMergeAndConcatenate` checks, its
// `testEffectSubscriberInitializer` what `EffectAuditTests.testRunHandsTheWorkAnEffectSubscriber`
// and `EffectTests.testCreation` check, and its `testTask` what `EffectTests.testTask` checks:
// they are not repeated here. Its async tests (0.33 had `Effect.task`, on a compiler with
// concurrency) are `testTask`, `testThrowingTask` and the two `testCancellingTask_…`.

final class Effect033Tests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []
  let scheduler = DispatchQueue.test

  override func tearDown() {
    self.cancellables.removeAll()
    super.tearDown()
  }

  func testEraseToEffectWithError() {
    struct Error: Swift.Error, Equatable {}

    var result: Result<Int, Error>?

    Future<Int, Error> { $0(.success(42)) }
      .catchToEffect()
      .sink { result = $0 }
      .store(in: &self.cancellables)
    XCTAssertEqual(result, .success(42))

    Future<Int, Error> { $0(.failure(Error())) }
      .catchToEffect()
      .sink { result = $0 }
      .store(in: &self.cancellables)
    XCTAssertEqual(result, .failure(Error()))

    var value: Int?
    Future<Int, Never> { $0(.success(42)) }
      .eraseToEffect()
      .sink { value = $0 }
      .store(in: &self.cancellables)
    XCTAssertEqual(value, 42)

    // And with a transform of the result, as a reducer maps a response into an action.
    enum Action: Equatable {
      case response(Result<Int, Error>)
    }
    var actions: [Action] = []
    Future<Int, Error> { $0(.failure(Error())) }
      .catchToEffect(Action.response)
      .sink { actions.append($0) }
      .store(in: &self.cancellables)
    XCTAssertEqual(actions, [.response(.failure(Error()))])
  }

  func testConcatenateOneEffect() {
    var values: [Int] = []

    let effect = Effect<Int, Never>.concatenate(
      Effect(value: 1).delay(for: 1, scheduler: self.scheduler).eraseToEffect()
    )

    effect.sink { values.append($0) }.store(in: &self.cancellables)

    XCTAssertEqual(values, [])

    self.scheduler.advance(by: 1)
    XCTAssertEqual(values, [1])

    self.scheduler.run()
    XCTAssertEqual(values, [1])
  }

  func testEffectSubscriberInitializer_WithCancellation() {
    struct CancelID: Hashable {}
    let scheduler = self.scheduler

    var workCancelled = false
    let effect = Effect<Int, Never>.run { subscriber in
      subscriber.send(1)
      scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) {
        subscriber.send(2)
      }
      return AnyCancellable { workCancelled = true }
    }
    .cancellable(id: CancelID())

    var values: [Int] = []
    var isComplete = false
    effect
      .sink(receiveCompletion: { _ in isComplete = true }, receiveValue: { values.append($0) })
      .store(in: &self.cancellables)

    XCTAssertEqual(values, [1])
    XCTAssertEqual(isComplete, false)

    Effect<Void, Never>.cancel(id: CancelID())
      .sink { _ in }
      .store(in: &self.cancellables)

    self.scheduler.advance(by: 1)

    XCTAssertEqual(values, [1])
    // Cancelled, the effect completes (so that what is concatenated after it starts) and its
    // work is cancelled.
    XCTAssertEqual(isComplete, true)
    XCTAssertEqual(workCancelled, true)
  }

  /// 0.33's `Effect(error:)` had to survive `retry` and `catch` (it crashed on iOS 13 when
  /// built on `Fail`): it completes, with the failure the `catch` substitutes.
  func testEffectErrorCrash() {
    let completed = self.expectation(description: "completed")
    var completion: Subscribers.Completion<NSError>?

    Effect<Never, NSError>(error: NSError(domain: "", code: 1))
      .retry(3)
      .catch { _ in Fail(error: NSError(domain: "", code: 2)) }
      .sink(
        receiveCompletion: {
          completion = $0
          completed.fulfill()
        },
        receiveValue: { _ in }
      )
      .store(in: &self.cancellables)

    self.wait(for: [completed], timeout: 0)
    guard case let .failure(error) = completion else {
      return XCTFail("Expected a failure, got \(String(describing: completion))")
    }
    XCTAssertEqual(error.code, 2)
  }

  /// A failing publisher made into an effect that cannot fail (`catchToEffect`) completes after
  /// emitting the failure, and `retry` subscribes to it again as often as asked, without a crash.
  func testFailingPublisherAsAnEffectThatCannotFail() {
    var subscriptions = 0
    var results: [Result<Int, NSError>] = []
    var finished = false
    Deferred { () -> Fail<Int, NSError> in
      subscriptions += 1
      return Fail(error: NSError(domain: "", code: 1))
    }
    .retry(2)
    .catchToEffect()
    .sink(receiveCompletion: { _ in finished = true }, receiveValue: { results.append($0) })
    .store(in: &self.cancellables)

    XCTAssertEqual(subscriptions, 3)
    XCTAssertEqual(results, [.failure(NSError(domain: "", code: 1))])
    XCTAssertTrue(finished)
  }

  func testThrowingTask() {
    struct MyError: Error {}
    let completed = self.expectation(description: "completed")
    var failure: Error?
    Effect<Int, Error>.task {
      throw MyError()
    }
    .sink(
      receiveCompletion: {
        if case let .failure(error) = $0 { failure = error }
        completed.fulfill()
      },
      receiveValue: { _ in XCTFail("The failing task emitted") }
    )
    .store(in: &self.cancellables)
    self.wait(for: [completed], timeout: 2 * legacyTimeoutScale)
    XCTAssertTrue(failure is MyError)
  }

  // 0.33 cancelled the subscription at once and checked that nothing came out, with work that
  // fails the test if its sleep is not cancelled. Here the infallible task does not even start
  // its operation once cancelled, so each test also cancels a task that has started, and checks
  // that its sleep is cancelled.

  func testCancellingTask_Infallible() {
    // Cancelled before its task starts, the operation does not start at all (a difference from
    // 0.33, listed in Legacy.md).
    let startedAnyway = self.expectation(description: "started though cancelled")
    startedAnyway.isInverted = true
    Effect<Int, Never>.task { await cancellableWork(started: startedAnyway) }
      .sinkExpectingNothing()
      .store(in: &self.cancellables)
    self.cancellables = []

    let started = self.expectation(description: "started")
    let cancelled = self.expectation(description: "cancelled")
    Effect<Int, Never>.task { await cancellableWork(started: started, cancelled: cancelled) }
      .sinkExpectingNothing()
      .store(in: &self.cancellables)
    self.wait(for: [started], timeout: 2 * legacyTimeoutScale)
    self.cancellables = []
    self.wait(for: [cancelled], timeout: 2 * legacyTimeoutScale)

    // What the task does after its cancellation (it returns 42) reaches no one, and the first
    // one never started.
    self.wait(for: [startedAnyway], timeout: 0.05)
  }

  func testCancellingTask_Failable() {
    // This task starts at once, off the main thread: its operation starts, and its sleep is
    // cancelled, whichever of the two comes first.
    let cancelledAtOnce = self.expectation(description: "cancelled at once")
    Effect<Int, Error>.task { try await failableWork(cancelled: cancelledAtOnce) }
      .sinkExpectingNothing()
      .store(in: &self.cancellables)
    self.cancellables = []

    let started = self.expectation(description: "started")
    let cancelled = self.expectation(description: "cancelled")
    Effect<Int, Error>.task { try await failableWork(started: started, cancelled: cancelled) }
      .sinkExpectingNothing()
      .store(in: &self.cancellables)
    self.wait(for: [started], timeout: 2 * legacyTimeoutScale)
    self.cancellables = []
    self.wait(for: [cancelledAtOnce, cancelled], timeout: 2 * legacyTimeoutScale)

    // What the tasks do after their cancellation (they rethrow) reaches no one.
    _ = XCTWaiter.wait(for: [XCTestExpectation(description: "settle")], timeout: 0.05)
  }
}

/// Work that sleeps (long when the test waits for its cancellation, else a millisecond), and
/// fails the test unless the sleep is cancelled; then returns 42.
@Sendable
private func cancellableWork(
  started: XCTestExpectation? = nil, cancelled: XCTestExpectation? = nil
) async -> Int {
  do {
    started?.fulfill()
    try await Task.sleep(nanoseconds: cancelled == nil ? 1_000_000 : 10_000_000_000)
    XCTFail("The task was not cancelled")
  } catch {
    cancelled?.fulfill()
  }
  return 42
}

/// Like `cancellableWork`, but rethrows the cancellation.
@Sendable
private func failableWork(
  started: XCTestExpectation? = nil, cancelled: XCTestExpectation? = nil
) async throws -> Int {
  do {
    started?.fulfill()
    try await Task.sleep(nanoseconds: cancelled == nil ? 1_000_000 : 10_000_000_000)
    XCTFail("The task was not cancelled")
  } catch {
    cancelled?.fulfill()
    throw error
  }
  return 42
}

extension Publisher {
  /// Subscribes, failing the test if anything comes out: for an effect that is cancelled.
  fileprivate func sinkExpectingNothing() -> AnyCancellable {
    self.sink(
      receiveCompletion: { _ in XCTFail("The cancelled effect completed") },
      receiveValue: { _ in XCTFail("The cancelled effect emitted") }
    )
  }
}
