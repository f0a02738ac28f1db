import CustomDump
import Foundation
import IssueReporting
import OpenCombineShim

/// The 0.x test store: it runs a reducer as a store does and checks, step by step, how state
/// changes for each action sent and which actions effects feed back.
///
/// Use it from ordinary synchronous test methods. When it goes away it reports the actions
/// effects sent that the test never received, and the effects still running.
///
/// It drives a ``Store``, so the reducer runs on the 1.x runtime as in an application; its checks
/// and messages are 0.x's (synchronous, worded as 0.x worded them), which is why it is not the
/// 1.x `TestStore`, whose steps are asynchronous. The effects it waits for are the publishers
/// the store subscribed to; the 1.x effects of a 1.x reducer run inside it are tasks, which a
/// synchronous test cannot wait for, so it does not count them.
public final class TestStore<State, LocalState, Action, LocalAction, Environment> {
  /// The environment the reducer runs with; tests may change it between steps.
  public var environment: Environment

  /// How long, in nanoseconds, the async ``receive(_:timeout:_:file:line:)`` and
  /// ``finish(timeout:file:line:)`` wait for effects by default: 100 ms (0.39+).
  public var timeout: UInt64 = 100 * 1_000_000

  /// The state as of the last step asserted (0.39+).
  public var state: State {
    self.snapshotState
  }

  let file: StaticString
  var line: UInt
  let fromLocalAction: (LocalAction) -> Action
  let reducer: Reducer<State, Action, Environment>
  let toLocalState: (State) -> LocalState
  var receivedActions: [(action: Action, state: State)] = []
  /// The running effects already reported, so that the end of `assert` and `deinit` report
  /// each once.
  var reportedEffects: Set<Int> = []
  var snapshotState: State
  /// Whether the test used an async step (`await store.send`): its end-of-test reports are then
  /// worded as 0.39–0.40 worded them.
  var usesAsyncSteps = false
  var store: Store<State, TestAction>!

  struct TestAction {
    enum Origin {
      case send(LocalAction)
      case receive(Action)
    }
    let origin: Origin
    let file: StaticString
    let line: UInt
  }

  /// Creates a test store from the same pieces as a store, usually with test dependencies in the
  /// environment.
  public convenience init(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment,
    file: StaticString = #filePath,
    line: UInt = #line
  ) where State == LocalState, Action == LocalAction {
    self.init(
      environment: environment, file: file, fromLocalAction: { $0 },
      initialState: initialState, line: line, reducer: reducer, toLocalState: { $0 }
    )
  }

  init(
    environment: Environment,
    file: StaticString,
    fromLocalAction: @escaping (LocalAction) -> Action,
    initialState: State,
    line: UInt,
    reducer: Reducer<State, Action, Environment>,
    toLocalState: @escaping (State) -> LocalState
  ) {
    self.environment = environment
    self.file = file
    self.fromLocalAction = fromLocalAction
    self.line = line
    self.reducer = reducer
    self.snapshotState = initialState
    self.toLocalState = toLocalState
    // Weak: an effect that outlives the test store (a scheduler advanced later) must not reach
    // a released test store; its actions are dropped.
    self.store = Store(
      initialState: initialState,
      reducer: { [weak self] state, action in
        guard let self else { return .none }
        return self.reduce(&state, action)
      },
      checksThread: false
    )
  }

  deinit {
    self.completed()
  }

  private func reduce(_ state: inout State, _ action: TestAction) -> Effect<TestAction, Never> {
    let effects: Effect<Action, Never>
    switch action.origin {
    case let .send(localAction):
      effects = self.reducer.run(&state, self.fromLocalAction(localAction), self.environment)
      self.snapshotState = state
    case let .receive(action):
      effects = self.reducer.run(&state, action, self.environment)
      self.receivedActions.append((action, state))
    }
    return effects.map { output in
      TestAction(origin: .receive(output), file: action.file, line: action.line)
    }
  }

  func send(_ action: LocalAction, file: StaticString, line: UInt) -> TestStoreTask {
    let group = self.store.send(
      TestAction(origin: .send(action), file: file, line: line), originatingFrom: nil, group: nil
    )
    return TestStoreTask(group: group, timeout: self.timeout)
  }

  /// Whether an effect the store subscribed to is still running.
  var hasEffectsInFlight: Bool {
    !(self.store.effectRuntime?.runningOrigins.isEmpty ?? true)
  }

  /// Reports what the test left unasserted: received actions and running effects.
  func completed() {
    if !self.receivedActions.isEmpty {
      reportIssue(
        """
        The store received \(self.receivedActions.count) unexpected \
        action\(self.receivedActions.count == 1 ? "" : "s") after this one: …

        Unhandled actions: \(dumpActions(self.receivedActions.map(\.action)))
        """,
        fileID: self.file, filePath: self.file, line: self.line
      )
      self.receivedActions.removeAll()
    }
    let running = (self.store.effectRuntime?.runningOrigins ?? [])
      .filter { self.reportedEffects.insert($0.token).inserted }
    for (_, effect) in running {
      reportIssue(
        """
        An effect returned for this action is still running. It must complete before the end of \
        the test. …

        To fix, inspect any effects the reducer returns for this action and ensure that all of \
        them complete by the end of the test. There are a few reasons why an effect may not have \
        completed:

        \(self.usesAsyncSteps ? asyncEffectBullet : "")• If an effect uses a scheduler (via \
        "receive(on:)", "delay", "debounce", etc.), make sure that you wait enough time for the \
        scheduler to perform the effect. If you are using \
        a test scheduler, advance the scheduler so that the effects may complete, or consider \
        using an immediate scheduler to immediately perform the effect instead.

        • If you are returning a long-living effect (timers, notifications, subjects, etc.), \
        then make sure those effects are torn down by marking the effect ".cancellable" and \
        returning a corresponding cancellation effect ("Effect.cancel") from another action, or, \
        if your effect is driven by a Combine subject, send it a completion.
        """,
        fileID: effect.file, filePath: effect.file, line: effect.line
      )
    }
  }

  /// A test store of a part of this one's state and actions.
  public func scope<S, A>(
    state toLocalState: @escaping (LocalState) -> S,
    action fromLocalAction: @escaping (A) -> LocalAction
  ) -> TestStore<State, S, Action, A, Environment> {
    .init(
      environment: self.environment,
      file: self.file,
      fromLocalAction: { self.fromLocalAction(fromLocalAction($0)) },
      initialState: self.store.currentState,
      line: self.line,
      reducer: self.reducer,
      toLocalState: { toLocalState(self.toLocalState($0)) }
    )
  }

  /// A test store of a part of this one's state.
  public func scope<S>(
    state toLocalState: @escaping (LocalState) -> S
  ) -> TestStore<State, S, Action, LocalAction, Environment> {
    self.scope(state: toLocalState, action: { $0 })
  }
}

/// The bullet 0.39 added to the report of an effect still running, for async tests.
private let asyncEffectBullet = """
  • If using async/await in your effect, it may need a little bit of time to properly finish. \
  To fix you can simply perform "await store.finish()" at the end of your test.


  """

func dumpActions<Action>(_ actions: [Action]) -> String {
  var output = ""
  customDump(actions, to: &output)
  return output
}
