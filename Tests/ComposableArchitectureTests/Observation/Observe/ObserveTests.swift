import ComposableArchitecture
import Observation
import XCTest

@Reducer
private struct Scoreboard {
  @ObservableState
  struct State: Equatable {
    var home = 0
    var away = 0
  }
  enum Action {
    case homeScored
    case awayScored
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .homeScored:
        state.home += 1
      case .awayScored:
        state.away += 1
      }
      return .none
    }
  }
}

@Observable
private final class Thermometer {
  var celsius = 20
  var label = "Kitchen"
}

/// A thermometer that another thread may write while `observe` reads it: its value sits behind a
/// lock, as a model shared across threads must. (Observation calls `onChange` before a write, so a
/// re-run on another thread can read while the writer still writes.)
private final class LockedThermometer: Observable, Sendable {
  private let registrar = ObservationRegistrar()
  private let storage = LockIsolated(20)

  var celsius: Int {
    get {
      registrar.access(self, keyPath: \.celsius)
      return storage.value
    }
    set {
      registrar.withMutation(of: self, keyPath: \.celsius) { storage.setValue(newValue) }
    }
  }
}

private enum AnimatedKey: UITransactionKey {
  static let defaultValue = false
}

extension UITransaction {
  fileprivate var isAnimated: Bool {
    get { self[AnimatedKey.self] }
    set { self[AnimatedKey.self] = newValue }
  }
}

/// Lets the main actor run what observation scheduled: 50 turns, then, while `condition` is
/// false, short sleeps up to 30 seconds (times `TEST_TIMEOUT_SCALE`). A run is scheduled from the
/// main queue into a task that hops back, so on a loaded machine it can take longer than any fixed
/// number of turns; a test that expects a run says what it expects to see.
@MainActor
func drainMainActor(until condition: () -> Bool = { true }) async {
  for _ in 0..<50 {
    await Task.yield()
  }
  let scale = Double(ProcessInfo.processInfo.environment["TEST_TIMEOUT_SCALE"] ?? "") ?? 1
  let deadline = Date().addingTimeInterval(30 * scale)
  while !condition(), Date() < deadline {
    try? await Task.sleep(nanoseconds: 1_000_000)
    await Task.yield()
  }
}

@MainActor
final class ObserveTests: XCTestCase {
  func testRunsAtOnce() async {
    let store = Store(initialState: Scoreboard.State(home: 3)) { Scoreboard() }
    var seen: [Int] = []
    let token = observe { seen.append(store.home) }
    XCTAssertEqual(seen, [3])
    _ = token
  }

  func testRunsAgainAfterASendThatChangesAFieldItRead() async {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    var seen: [Int] = []
    let token = observe { seen.append(store.home) }
    store.send(.homeScored)
    XCTAssertEqual(seen, [0], "The run follows the change, asynchronously.")
    await drainMainActor { seen == [0, 1] }
    XCTAssertEqual(seen, [0, 1])
    _ = token
  }

  func testDoesNotRunAgainAfterASendThatChangesAnotherField() async {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    var seen: [Int] = []
    let token = observe { seen.append(store.home) }
    store.send(.awayScored)
    await drainMainActor { seen == [0] }
    XCTAssertEqual(seen, [0])
    store.send(.homeScored)
    await drainMainActor { seen == [0, 1] }
    XCTAssertEqual(seen, [0, 1])
    _ = token
  }

  func testSeveralChangesCoalesceIntoOneRunThatSeesTheLast() async {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    var seen: [Int] = []
    let token = observe { seen.append(store.home) }
    store.send(.homeScored)
    store.send(.homeScored)
    store.send(.homeScored)
    await drainMainActor { seen == [0, 3] }
    XCTAssertEqual(seen, [0, 3])
    _ = token
  }

  func testKeepsRunningAfterEachChange() async {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    var seen: [String] = []
    let token = observe { seen.append("\(store.home)-\(store.away)") }
    store.send(.homeScored)
    await drainMainActor()
    store.send(.awayScored)
    await drainMainActor()
    store.send(.homeScored)
    await drainMainActor { seen == ["0-0", "1-0", "1-1", "2-1"] }
    XCTAssertEqual(seen, ["0-0", "1-0", "1-1", "2-1"])
    _ = token
  }

  func testStopsAfterCancel() async {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    var seen: [Int] = []
    let token = observe { seen.append(store.home) }
    store.send(.homeScored)
    await drainMainActor()
    token.cancel()
    XCTAssertTrue(token.isCancelled)
    store.send(.homeScored)
    await drainMainActor()
    store.send(.homeScored)
    await drainMainActor { seen == [0, 1] }
    XCTAssertEqual(seen, [0, 1])
  }

  func testCancelBetweenAChangeAndItsRunSkipsTheRun() async {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    var seen: [Int] = []
    let token = observe { seen.append(store.home) }
    store.send(.homeScored)
    token.cancel()
    await drainMainActor { seen == [0] }
    XCTAssertEqual(seen, [0])
  }

  func testStopsWhenTheTokenIsReleased() async {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    var seen: [Int] = []
    var token: ObserveToken? = observe { seen.append(store.home) }
    weak var weakToken = token
    store.send(.homeScored)
    await drainMainActor()
    token = nil
    XCTAssertNil(weakToken)
    store.send(.homeScored)
    await drainMainActor { seen == [0, 1] }
    XCTAssertEqual(seen, [0, 1])
  }

  func testFollowsAPlainObservableClass() async {
    let thermometer = Thermometer()
    var seen: [Int] = []
    let token = observe { seen.append(thermometer.celsius) }
    thermometer.label = "Garden"
    await drainMainActor { seen == [20] }
    XCTAssertEqual(seen, [20])
    thermometer.celsius = 25
    await drainMainActor { seen == [20, 25] }
    XCTAssertEqual(seen, [20, 25])
    _ = token
  }

  func testPassesTheTransactionOfTheChange() async {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    var seen: [Bool] = []
    let token = observe { transaction in
      _ = store.home
      seen.append(transaction.isAnimated)
    }
    withUITransaction(\.isAnimated, true) {
      _ = store.send(.homeScored)
    }
    await drainMainActor()
    store.send(.homeScored)
    await drainMainActor { seen == [false, true, false] }
    XCTAssertEqual(seen, [false, true, false])
    _ = token
  }

  func testTransactionStorage() async {
    var transaction = UITransaction()
    XCTAssertTrue(transaction.isEmpty)
    XCTAssertFalse(transaction.isAnimated)
    transaction.isAnimated = true
    XCTAssertFalse(transaction.isEmpty)
    XCTAssertTrue(transaction[AnimatedKey.self])
    XCTAssertTrue(UITransaction(\.isAnimated, true).isAnimated)
  }

  /// BEHAVIOUR.md B-PS-03: `ObserveToken(onCancel:)` and the trailing-closure form both work.
  func testTokenInitializersCallTheirCancelWorkOnce() async {
    let cancelled = LockIsolated<[String]>([])
    let labeled = ObserveToken(onCancel: { cancelled.withValue { $0.append("labeled") } })
    let trailing = ObserveToken { cancelled.withValue { $0.append("trailing") } }
    let unlabeled = ObserveToken({ cancelled.withValue { $0.append("unlabeled") } })
    labeled.cancel()
    labeled.cancel()
    trailing.cancel()
    unlabeled.cancel()
    XCTAssertEqual(cancelled.value, ["labeled", "trailing", "unlabeled"])
    XCTAssertTrue(ObserveToken().isCancelled == false)
  }

  func testTokensAreStoredAndHashedByIdentity() async {
    let first = ObserveToken()
    let second = ObserveToken()
    var array: [ObserveToken] = []
    var set: Set<ObserveToken> = []
    first.store(in: &array)
    first.store(in: &set)
    first.store(in: &set)
    second.store(in: &set)
    XCTAssertEqual(array, [first])
    XCTAssertEqual(set, [first, second])
    XCTAssertNotEqual(first, second)
  }

  func testCancelCallsOnCancelOnce() async {
    var cancellations = 0
    let token = ObserveToken { MainActor.assumeIsolated { cancellations += 1 } }
    token.cancel()
    token.cancel()
    XCTAssertEqual(cancellations, 1)
  }

  func testFollowsStateOnTheCallersActor() async {
    let thermometer = Thermometer()
    let follower = Follower()
    let readings = await follower.start(thermometer)
    var iterator = readings.makeAsyncIterator()
    let first = await iterator.next()
    XCTAssertEqual(first, 20)
    thermometer.celsius = 30
    let second = await iterator.next()
    XCTAssertEqual(second, 30)
    await follower.stop()
  }

  /// BEHAVIOUR.md B-OB-06: `observe { }` started from nonisolated code re-runs on the main
  /// actor.
  func testCalledFromNoActorRunsAgainOnTheMainActor() async {
    let thermometer = LockedThermometer()
    let runsOnMainThread = LockIsolated<[Bool]>([])
    let token = observeFromNoActor(thermometer) { isMainThread in
      runsOnMainThread.withValue { $0.append(isMainThread) }
    }
    thermometer.celsius = 30
    await drainMainActor { runsOnMainThread.value.count == 2 }
    await Task.detached { thermometer.celsius = 40 }.value
    await drainMainActor { runsOnMainThread.value.count == 3 }
    XCTAssertEqual(runsOnMainThread.value, [true, true, true])
    token.cancel()
  }
}

/// Starts observing `thermometer` from code isolated to no actor; `run` is told whether each run
/// is on the main thread.
private func observeFromNoActor(
  _ thermometer: LockedThermometer, run: @escaping @Sendable (_ isMainThread: Bool) -> Void
) -> ObserveToken {
  observe {
    _ = thermometer.celsius
    run(Thread.isMainThread)
  }
}

/// An actor that follows a thermometer: its observation runs on the actor.
private actor Follower {
  var token: ObserveToken?

  func start(_ thermometer: Thermometer) -> AsyncStream<Int> {
    let (readings, continuation) = AsyncStream.makeStream(of: Int.self)
    self.token = observe {
      self.assertIsolated()
      continuation.yield(thermometer.celsius)
    }
    return readings
  }

  func stop() {
    self.token = nil
  }
}
