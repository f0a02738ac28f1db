import ComposableArchitecture
import XCTest

/// A dependency whose test value differs from its live value.
private enum GreetingKey: DependencyKey {
  static let liveValue = "Hello from the live value"
  static let testValue = "Hello from the test value"
}

extension DependencyValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

/// Copies the greeting dependency into state, to show which value a test store runs with.
private struct Greeter: Reducer {
  struct State: Equatable {
    var greeting = ""
  }

  @CasePathable
  enum Action: Equatable {
    case greetButtonTapped
  }

  @Dependency(\.greeting) var greeting

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.greeting = self.greeting
      return .none
    }
  }
}

@MainActor
final class TestStoreSendTests: XCTestCase {
  // MARK: - Creating a test store

  func testInitialStateAndReducer() async {
    let store = TestStore(initialState: FactCounter.State(count: 41)) {
      FactCounter()
    }
    XCTAssertEqual(store.state, FactCounter.State(count: 41))
    await store.send(.incrementButtonTapped) {
      $0.count = 42
    }
    XCTAssertEqual(store.state.count, 42)
  }

  func testTestStoreOf() async {
    let store: TestStoreOf<FactCounter> = TestStore(initialState: FactCounter.State()) {
      FactCounter()
    }
    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
  }

  func testDependenciesDefaultToTestValues() async {
    let store = TestStore(initialState: Greeter.State()) {
      Greeter()
    }
    await store.send(.greetButtonTapped) {
      $0.greeting = "Hello from the test value"
    }
  }

  func testWithDependenciesOverridesDependencies() async {
    let store = TestStore(initialState: Greeter.State()) {
      Greeter()
    } withDependencies: {
      $0.greeting = "Hello from withDependencies"
    }
    await store.send(.greetButtonTapped) {
      $0.greeting = "Hello from withDependencies"
    }
  }

  func testUnimplementedDependencyIsReported() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: FactCounter.State()) {
        FactCounter()
      }
      await store.send(.numberFactButtonTapped)
      // The unimplemented endpoint returns its placeholder after reporting the issue.
      await store.receive(\.numberFactResponse, "") {
        $0.numberFact = ""
      }
    }
    XCTAssertEqual(issues.count, 1, issues.description)
    XCTAssertTrue(issues.first?.message.contains("Unimplemented") == true, issues.description)
    XCTAssertTrue(issues.first?.message.contains("FactClient.fetch") == true, issues.description)
  }

  func testDependenciesCanBeReadAndChangedBetweenSteps() async {
    let store = TestStore(initialState: FactCounter.State()) {
      FactCounter()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number" }
    }
    let fact = try? await store.dependencies.factClient.fetch(7)
    XCTAssertEqual(fact, "7 is a good number")

    await store.send(.numberFactButtonTapped)
    await store.receive(\.numberFactResponse) {
      $0.numberFact = "0 is a good number"
    }

    store.dependencies.factClient.fetch = { "\($0) is a great number" }
    await store.send(.numberFactButtonTapped)
    await store.receive(\.numberFactResponse) {
      $0.numberFact = "0 is a great number"
    }

    store.dependencies.greeting = "Changed between steps"
    XCTAssertEqual(store.dependencies.greeting, "Changed between steps")
  }

  // MARK: - Sending

  func testSendAction() async {
    let store = TestStore(initialState: FactCounter.State()) {
      FactCounter()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 2
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 1
    }
  }

  func testSendCaseKeyPathToVoidCase() async {
    let store = TestStore(initialState: FactCounter.State()) {
      FactCounter()
    }
    await store.send(\.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(\.decrementButtonTapped) {
      $0.count = 0
    }
  }

  func testSendCaseKeyPathWithValue() async {
    let store = TestStore(initialState: FactCounter.State()) {
      FactCounter()
    }
    await store.send(\.numberFactResponse, "0 is a round number") {
      $0.numberFact = "0 is a round number"
    }
  }

  func testSendCaseKeyPathThroughIdentifiedAction() async {
    let store = TestStore(initialState: RowList.State()) {
      RowList()
    }
    await store.send(\.rows[id: 2].loadButtonTapped) {
      $0.rows[id: 2]?.isLoading = true
    }
    await store.receive(\.rows[id: 2].response, 20) {
      $0.rows[id: 2]?.isLoading = false
      $0.rows[id: 2]?.value = 20
    }
    await store.send(\.rows[id: 1].response, 7) {
      $0.rows[id: 1]?.value = 7
    }
  }

  func testSendWithoutClosureWhenStateDoesNotChange() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    await store.send(.noop)
  }

  func testStateInsideTheClosureIsTheStateBeforeTheStep() async {
    let store = TestStore(initialState: FactCounter.State(count: 1)) {
      FactCounter()
    }
    await store.send(.incrementButtonTapped) {
      XCTAssertEqual($0.count, 1)
      XCTAssertEqual(store.state.count, 1)
      $0.count += 1
    }
    XCTAssertEqual(store.state.count, 2)
  }

  // MARK: - TestStoreTask

  func testSendReturnsTaskThatFinishes() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    let task = await store.send(.runIncrement)
    await store.receive(.increment) {
      $0.count = 1
    }
    await task.finish()
    XCTAssertFalse(task.isCancelled)
  }

  func testSendReturnsTaskThatCanBeCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.task)
    XCTAssertFalse(task.isCancelled)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 1
    }
    await task.cancel()
    XCTAssertTrue(task.isCancelled)
    // Once cancelled, the effect sends nothing more.
    await clock.advance(by: .seconds(5))
  }

  func testTaskOfAnActionWithoutEffectsIsAlreadyDone() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    let task = await store.send(.increment) {
      $0.count = 1
    }
    XCTAssertNil(task.rawValue)
    await task.finish(timeout: .milliseconds(100))
  }

  // MARK: - Assert and properties

  func testAssertChecksTheCurrentState() async {
    let store = TestStore(initialState: FactCounter.State()) {
      FactCounter()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    store.assert {
      $0.count = 1
    }
  }

  func testTimeoutDefaultsToOneSecondAndCanBeChanged() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    XCTAssertEqual(store.timeout, .seconds(1))
    store.timeout = .milliseconds(250)
    XCTAssertEqual(store.timeout, .milliseconds(250))
  }

  func testExhaustivityDefaultsToOn() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    XCTAssertEqual(store.exhaustivity, .on)
    store.exhaustivity = .off
    XCTAssertEqual(store.exhaustivity, .off(showSkippedAssertions: false))
  }

  func testUseMainSerialExecutorIsOnWhileTheStoreLivesAndRestoredAfter() async {
    let original = uncheckedUseMainSerialExecutor
    do {
      let store = TestStore(initialState: Probe.State()) {
        Probe()
      }
      XCTAssertTrue(store.useMainSerialExecutor)
      XCTAssertTrue(uncheckedUseMainSerialExecutor)
      await store.send(.runIncrement)
      await store.receive(.increment) {
        $0.count = 1
      }
    }
    XCTAssertEqual(uncheckedUseMainSerialExecutor, original)
  }

  func testUseMainSerialExecutorStaysOnUntilTheLastStoreIsReleased() async {
    let original = uncheckedUseMainSerialExecutor
    var first: TestStoreOf<Probe>? = TestStore(initialState: Probe.State()) { Probe() }
    var second: TestStoreOf<Probe>? = TestStore(initialState: Probe.State()) { Probe() }
    XCTAssertNotNil(first)
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    // Released first, while the other store still runs (as when tests interleave): the other
    // store's effects keep running in order.
    first = nil
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    await second?.send(.runIncrement)
    await second?.receive(.increment) {
      $0.count = 1
    }
    second = nil
    XCTAssertEqual(uncheckedUseMainSerialExecutor, original)
  }

  func testUseMainSerialExecutorCanBeTurnedOff() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    }
    store.useMainSerialExecutor = false
    XCTAssertFalse(store.useMainSerialExecutor)
    // Effects still deliver their actions, just not on a serial executor.
    await store.send(.runIncrement)
    await store.receive(.increment) {
      $0.count = 1
    }
    // Off the serial executor the effect's task may still be winding down: TCA's own advice.
    await store.finish()
    store.useMainSerialExecutor = true
  }
}
