import ComposableArchitecture
import Foundation
import IssueReporting
import OpenCombineShim

/// The 0.x runtime of a feature: it holds the state, runs the reducer for every action sent to
/// it, and runs the effects the reducer returns.
///
/// It is a 0.x face on a 1.x ``ComposableArchitecture/Store``: the state, the send loop, scoping,
/// dependencies and cancellation are the 1.x store's. The reducer runs as a 1.x reducer; its
/// publisher effects are subscribed to while `send` runs (see `EffectRuntime`), so that, as in
/// 0.x, actions that effects emit synchronously are reduced before `send` returns.
///
/// Like 0.x's, it is meant for the main thread: an action sent from another thread is reported
/// and then processed anyway. Actions sent while an action is being processed, and actions that
/// effects emit synchronously, wait their turn in the same send loop; observers see the state
/// once per loop.
public final class Store<State, Action> {
  let base: ComposableArchitecture.Store<State, Action>
  /// The store's cancellation registry, installed while it sends so that effects made by its
  /// reducer file their work there.
  let registry: CancellationRegistry
  /// The root store's effect runtime (only on a root store).
  let runtime: AnyObject?
  /// What a scoped store keeps alive: the store it was scoped from.
  let parent: AnyObject?
  /// Whether `send` reports actions sent from a thread other than the main thread.
  var checksThread = true

  /// Creates a store that runs `reducer` with `environment`, starting from `initialState`.
  public convenience init<Environment>(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment
  ) {
    self.init(initialState: initialState) { state, action in
      reducer.run(&state, action, environment)
    }
  }

  init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> Effect<Action, Never>
  ) {
    let runtime = EffectRuntime<Action>()
    // The 0.x store's values cross to the main actor, where this thread already is (a 0.x store
    // is used on the main thread, which `checksThread` enforces).
    let captured = UncheckedSendable((initialState: initialState, reducer: reducer))
    let base = runOnMainActor {
      ComposableArchitecture.Store(initialState: captured.value.initialState) {
        Reduce { state, action in
          runtime.start(captured.value.reducer(&state, action), origin: action)
        }
      }
    }
    self.base = base
    self.registry = runOnMainActor { base.cancellationRegistry }
    self.runtime = runtime
    self.parent = nil
    runtime.registry = self.registry
    runtime.deliver = { [weak self] action, origin in
      self?.send(action, originatingFrom: origin)
    }
  }

  init(
    base: ComposableArchitecture.Store<State, Action>,
    parent: Store<some Any, some Any>
  ) {
    self.base = base
    self.registry = parent.registry
    self.runtime = nil
    self.parent = parent
    self.checksThread = parent.checksThread
  }

  deinit {
    (self.runtime as? EffectRuntime<Action>)?.cancelAll()
  }

  /// The runtime of a root store.
  var effectRuntime: EffectRuntime<Action>? {
    self.runtime as? EffectRuntime<Action>
  }

  /// The current state.
  var currentState: State {
    let base = self.base
    return runOnMainActor { UncheckedSendable(base.state) }.value
  }

  /// The state now, then after every action the store's tree processes.
  var statePublisher: AnyPublisher<State, Never> {
    let base = self.base
    return runOnMainActor { UncheckedSendable(base.publisher.eraseToAnyPublisher()) }.value
  }

  /// Sends an action to the store: the reducer runs, and then the effects it returned.
  public func send(_ action: Action) {
    self.send(action, originatingFrom: nil)
  }

  func send(_ action: Action, originatingFrom originatingAction: Any?) {
    if self.checksThread, !isOnMainThreadOrActor() {
      reportThread(action: action, originatingAction: originatingAction)
    }
    let base = self.base
    let action = UncheckedSendable(action)
    CancellationRegistry.$_current.withValue(self.registry) {
      runOnMainActor {
        // 0.x queued actions sent while one is processed without a report.
        _ = base.send(action.value, reportsReentrance: false)
      }
    }
  }
}

private func reportThread(action: Any, originatingAction: Any?) {
  let message: String
  if let originatingAction {
    message = """
      An effect published an action on a non-main thread. …

        Effect returned from:
          \(debugCaseOutput(originatingAction))

      Make sure to use ".receive(on:)" on any effects that execute on background threads to \
      receive their output on the main thread.
      """
  } else {
    message = """
      "ViewStore.send" was called on a non-main thread with: \(debugCaseOutput(action)) …
      """
  }
  reportIssue(
    """
    \(message)

    The "Store" class is not thread-safe, and so all interactions with an instance of "Store" \
    (including all of its scopes and derived view stores) must be done on the main thread.
    """
  )
}
