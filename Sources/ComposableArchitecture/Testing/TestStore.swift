import ConcurrencyExtras
import CustomDump
import Dependencies
import Foundation
import IssueReporting

/// A testable runtime for a reducer: it runs the feature like a store does, and checks that the
/// test asserts every state change, every action fed back by an effect, and that every effect
/// finishes.
///
/// ```swift
/// @MainActor
/// func testCounter() async {
///   let store = TestStore(initialState: Counter.State()) {
///     Counter()
///   } withDependencies: {
///     $0.numberFact.fetch = { "\($0) is a good number Brent" }
///   }
///
///   await store.send(.incrementButtonTapped) {
///     $0.count = 1
///   }
///   await store.send(.numberFactButtonTapped)
///   await store.receive(\.numberFactResponse) {
///     $0.numberFact = "1 is a good number Brent"
///   }
/// }
/// ```
///
/// Failures are reported through IssueReporting at the line of the step that caused them, so
/// they fail XCTest and Swift Testing tests alike. Effects run on a serial main executor (see
/// ``useMainSerialExecutor``), so a test never depends on timing.
@MainActor
public final class TestStore<State: Equatable, Action> {
  let reducer: TestReducer<State, Action>
  let core: RootCore<TestReducer<State, Action>>
  let store: Store<State, TestReducer<State, Action>.TestAction>

  /// The state as of the last step the test asserted (kept by the reducer, which the checks at
  /// the end of the test still have).
  var assertedState: State {
    get { self.reducer.assertedState }
    set { self.reducer.assertedState = newValue }
  }

  /// Where the test store was created, then where the last step was written: where failures
  /// found at the end of the test are reported.
  var location: SourceLocation

  /// The current state of the test store: the state after the last `send` or `receive`.
  ///
  /// Read it in a trailing assertion closure to see the state before the step.
  public var state: State { self.assertedState }

  /// How strictly the test store checks the test. ``Exhaustivity/on`` by default.
  public var exhaustivity: Exhaustivity = .on

  /// How long `receive` and `finish` wait before failing. 1 second by default.
  ///
  /// ```swift
  /// store.timeout = .milliseconds(100)
  /// ```
  public var timeout: Duration

  /// The default timeout in nanoseconds, the unit the waits work in.
  var timeoutNanoseconds: UInt64 { self.timeout.nanoseconds }

  /// Whether the feature dismissed itself: a reducer at the root of the test store called
  /// `await dismiss()` (`@Dependency(\.dismiss)`).
  ///
  /// A dismissed test store skips its in-flight effects and no longer accepts actions.
  public var isDismissed: Bool { self.dismissal.isDismissed }

  /// What `dismiss()` does at the root of the test store.
  let dismissal: TestStoreDismissal

  /// Whether releasing the store turns the main serial executor back off (see
  /// `MainSerialExecutorLease.acquire()`).
  private let restoresSerialExecutorOff: Bool

  /// The dependencies the feature runs with; change them between steps to steer the feature.
  ///
  /// ```swift
  /// store.dependencies.apiClient.fetch = { throw SomeError() }
  /// ```
  public var dependencies: DependencyValues {
    get { self.reducer.dependencies }
    set { self.reducer.dependencies = newValue }
  }

  /// Whether effects run on the main serial executor, which makes async tests deterministic.
  ///
  /// `true` while any test store is alive; once the last one goes away, it is restored to the
  /// value it had before the first. It is one setting for the whole process: turning it off
  /// turns it off for the test stores of tests running at the same time too.
  public var useMainSerialExecutor: Bool {
    get { uncheckedUseMainSerialExecutor }
    set { uncheckedUseMainSerialExecutor = newValue }
  }

  /// Creates a test store with an initial state, a reducer powering its runtime, and the
  /// dependencies it runs with (their test values by default).
  ///
  /// - Parameters:
  ///   - initialState: The state the feature starts in.
  ///   - reducer: The reducer that powers the runtime of the test store.
  ///   - prepareDependencies: A closure that can be used to override dependencies that will be
  ///     accessed during the test.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let dismissal = TestStoreDismissal()
    let (initialState, reducer, dependencies) = Dependencies.withDependencies {
      // Set rather than defaulted (the same values), so that the reads of every step find them in
      // the values instead of the cache of default values: the navigation path by every
      // cancellable effect, the stack element ids by each action the reducer runs.
      $0.navigationIDPath = $0.navigationIDPath
      $0.stackElementID = $0.stackElementID
      prepareDependencies(&$0)
    } operation: {
      @Dependency(\.self) var dependencies
      // The root of a test store is presented: `dismiss()` marks it dismissed (see
      // `isDismissed`), after running a `dismiss` the test installed, and `isPresented` is
      // `true`, as in TCA.
      return Dependencies.withDependencies {
        $0 = dependencies.endingFeature(with: dismissal)
      } operation: {
        (initialState(), Reduce(reducer()), dependencies)
      }
    }
    let testReducer = TestReducer(
      base: reducer, dependencies: dependencies, dismissal: dismissal, initialState: initialState
    )
    let core = RootCore(initialState: initialState, reducer: testReducer)
    self.reducer = testReducer
    self.core = core
    self.store = Store(core: core)
    self.timeout = .seconds(1)
    self.dismissal = dismissal
    self.location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    markMainQueue()
    self.restoresSerialExecutorOff = MainSerialExecutorLease.acquire()
    dismissal.onDismiss = { [weak core] in
      // Dismissal ends the feature: its effects are no longer tracked, silently, as
      // `skipInFlightEffects(strict: false)` does (they are not cancelled).
      _ = core?.inFlight.skip(includingBackground: true)
    }
  }

  deinit {
    let tearDown: @MainActor () -> Void = {
      [reducer, core, location, exhaustivity] in
      Self.completed(
        reducer: reducer, core: core, state: reducer.assertedState, location: location,
        exhaustivity: exhaustivity
      )
      _resetDependencyCacheAfterTestStore()
    }
    // At once, wherever the store is released (the lease is thread-safe): the executor the test
    // had before is back when the release returns, as in TCA, even when the checks hop.
    MainSerialExecutorLease.release(restoringOff: self.restoresSerialExecutorOff)
    // A test store is released at the end of its test, on the main actor, and checks at once,
    // where the test's issue reporters are installed. The main actor runs on the main thread or
    // on whichever thread drains the main queue (Swift Testing on Linux runs main-actor tests
    // off the main thread), so both are checked. Released anywhere else, it hops to the main
    // actor with the reporters it was released with: the checks are never skipped.
    if Thread.isMainThread || isOnMainQueue() {
      MainActor.assumeIsolated { tearDown() }
    } else {
      let reporters = IssueReporters.current
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          withIssueReporters(reporters) { tearDown() }
        }
      }
    }
  }

  /// The checks at the end of a test, in TCA's order: nothing received and unasserted, no effect
  /// still running, no change to shared state left unasserted. Failures go through the
  /// exhaustivity: known issues under `.off(showSkippedAssertions: true)`, nothing under `.off`.
  private static func completed(
    reducer: TestReducer<State, Action>,
    core: RootCore<TestReducer<State, Action>>,
    state: State,
    location: SourceLocation,
    exhaustivity: Exhaustivity
  ) {
    reportUnhandledReceivedActions(
      reducer.receivedActions.dropFirst(reducer.reportedReceivedActionCount),
      exhaustivity: exhaustivity, location: location
    )
    for step in runningSteps(core.inFlight.trackedEntries) {
      reportTestStoreIssue(
        effectStillRunningMessage, exhaustivity: exhaustivity, at: step.location
      )
    }
    reportUnassertedSharedChanges(
      reducer: reducer, state: state, exhaustivity: exhaustivity, location: location
    )
    core.inFlight.cancelAll()
  }

  /// The steps (sends and received actions) with effects among `handles`, in the order they
  /// started: one entry per step, however many effects it started.
  static func runningSteps(_ handles: [EffectHandle]) -> [TestReducer<State, Action>.TestAction] {
    var seen: Set<ObjectIdentifier> = []
    var steps: [TestReducer<State, Action>.TestAction] = []
    for handle in handles {
      guard let action = handle.origin as? TestReducer<State, Action>.TestAction,
        seen.insert(ObjectIdentifier(action.step)).inserted
      else { continue }
      steps.append(action)
    }
    return steps
  }

  /// Reports actions that effects fed back and the test never asserted.
  static func reportUnhandledReceivedActions(
    _ receivedActions: ArraySlice<TestReducer<State, Action>.ReceivedAction>,
    exhaustivity: Exhaustivity,
    location: SourceLocation
  ) {
    guard !receivedActions.isEmpty else { return }
    let actions = receivedActions.map { "    \(debugCaseOutput($0.action, abbreviated: true))" }
    reportTestStoreIssue(
      """
      The store received \(receivedActions.count) unexpected \
      action\(receivedActions.count == 1 ? "" : "s").

        Unhandled actions:
      \(actions.joined(separator: "\n"))

      To fix, explicitly assert against these actions using "store.receive", skip these actions \
      by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
      store: "store.exhaustivity = .off".
      """,
      exhaustivity: exhaustivity,
      at: location
    )
  }
}

/// What a test store reports for each step whose effects still run when the test ends.
let effectStillRunningMessage = """
  An effect returned for this action is still running. It must complete before the end of the \
  test.

  To fix, inspect any effects the reducer returns for this action and ensure that all of them \
  complete by the end of the test. There are a few reasons why an effect may not have completed:

  If using async/await in your effect, it may need a little bit of time to properly finish. To \
  fix you can simply perform "await store.finish()" at the end of your test.

  If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), make \
  sure that you wait enough time for it to perform the effect. If you are using a test \
  clock/scheduler, advance it so that the effects may complete, or consider using an immediate \
  clock/scheduler to immediately perform the effect instead.

  If you are returning a long-living effect (timers, notifications, subjects, etc.), then make \
  sure those effects are torn down by marking the effect ".cancellable" and returning a \
  corresponding cancellation effect ("Effect.cancel") from another action, or, if your effect \
  is driven by a Combine subject, send it a completion.

  If you do not wish to assert on these effects, perform "await store.skipInFlightEffects()", \
  or consider using a non-exhaustive test store: "store.exhaustivity = .off".
  """

/// A convenience for naming a test store's type from its feature: `TestStoreOf<Feature>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable

/// Marks the main queue, so that ``isOnMainQueue()`` can recognize it from any thread.
private let mainQueueKey = UncheckedSendable(DispatchSpecificKey<Bool>())

/// Marks the main queue (once; later calls do nothing).
func markMainQueue() {
  _ = mainQueueMarked
}

private let mainQueueMarked: Void = {
  DispatchQueue.main.setSpecific(key: mainQueueKey.value, value: true)
}()

/// Whether the caller runs on the main queue, whichever thread drains it.
func isOnMainQueue() -> Bool {
  markMainQueue()
  return DispatchQueue.getSpecific(key: mainQueueKey.value) ?? false
}
