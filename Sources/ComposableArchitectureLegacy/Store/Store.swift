import ComposableArchitecture
import Foundation
import IssueReporting
import OpenCombineShim

/// The 0.x runtime of a feature: it holds the state, runs the reducer for every action sent to
/// it, and runs the effects the reducer returns.
///
/// A root store is a 0.x face on a 1.x ``ComposableArchitecture/Store``: the state, the send loop,
/// dependencies and cancellation are the 1.x store's. The reducer runs as a 1.x reducer; its
/// publisher effects are subscribed to while `send` runs (see `EffectRuntime`), so that, as in
/// 0.x, actions that effects emit synchronously are reduced before `send` returns.
///
/// A scoped store is 0.x's: it keeps its own copy of its part of the state, derived once when it
/// is made and once each time its parent publishes a state, and sends its actions to its parent.
///
/// Like 0.x's, it is meant for the main thread: an action sent, a store made or scoped, or an
/// effect completing on another thread is reported in 0.x's words (unless the store was made
/// with ``unchecked(initialState:reducer:environment:)``), and the work then goes on. The 1.x
/// runtime under it is not thread-safe, so one lock per store tree lets one thread in at a time:
/// a send from a second thread waits for the send in progress to finish (see Legacy.md).
///
/// Actions sent while an action is being processed (by an effect that emits synchronously, a
/// view store's subscriber, an `ifLet` handler) wait their turn in the same send loop, in order;
/// observers see the state once per loop.
public final class Store<State, Action> {
  /// The 1.x store (only on a root store).
  let base: ComposableArchitecture.Store<State, Action>?
  /// The store's cancellation registry, installed while it sends so that effects made by its
  /// reducer file their work there.
  let registry: CancellationRegistry
  /// The root store's effect runtime (only on a root store).
  let runtime: AnyObject?
  /// The lock and send depth that the stores of one tree share.
  let tree: StoreTree
  /// The store's state, published after every send loop of the tree, to subscribers in the
  /// order they subscribed.
  let stateSubject: StateSubject<State>
  /// Sends an action to the root store, with the group of effects it belongs to.
  private let sendToRoot: (Action, EffectGroup?) -> EffectGroup?
  /// What a scoped store keeps alive: the store it was scoped from.
  let parent: AnyObject?
  private var parentCancellable: AnyCancellable?
  /// Whether uses from a thread other than the main thread are reported.
  var checksThread: Bool

  /// Creates a store that runs `reducer` with `environment`, starting from `initialState`.
  public convenience init<Environment>(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment
  ) {
    self.init(
      initialState: initialState,
      reducer: { state, action in reducer.run(&state, action, environment) },
      checksThread: true
    )
  }

  /// Creates a store that does not report being used from a thread other than the main thread,
  /// for a store used on a background thread (0.33+).
  ///
  /// Its uses are still serialized: two threads never run its reducer at once.
  public static func unchecked<Environment>(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment
  ) -> Self {
    Self(
      initialState: initialState,
      reducer: { state, action in reducer.run(&state, action, environment) },
      checksThread: false
    )
  }

  init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> Effect<Action, Never>,
    checksThread: Bool
  ) {
    if checksThread, !isOnMainThreadOrActor() {
      reportThread(.initialization)
    }
    let runtime = EffectRuntime<Action>()
    let tree = StoreTree()
    // The 1.x store is only used with the tree's lock held, one thread at a time.
    let captured = UncheckedSendable((initialState: initialState, reducer: reducer))
    let base = runOnMainActor {
      ComposableArchitecture.Store(initialState: captured.value.initialState) {
        Reduce { state, action in
          runtime.start(captured.value.reducer(&state, action), origin: action)
        }
      }
    }
    let subject = StateSubject<State>(initialState)
    self.base = base
    self.registry = runOnMainActor { base.cancellationRegistry }
    self.runtime = runtime
    self.tree = tree
    self.stateSubject = subject
    self.parent = nil
    self.checksThread = checksThread
    self.sendToRoot = { action, group in
      tree.send(action, group: group, runtime: runtime, base: base)
    }
    runtime.registry = self.registry
    runtime.checksThread = checksThread
    runtime.deliver = { [weak self] action, origin, group in
      self?.send(action, originatingFrom: origin, group: group)
    }
    tree.publishState = {
      subject.value = runOnMainActor { UncheckedSendable(base.state) }.value
    }
    if Thread.isMainThread {
      // The actions that 1.x effects (of 1.x reducers run as 0.x reducers) send reach the 1.x
      // store directly, on the main actor: publish the state they make too. (The 1.x store's
      // publisher is subscribed to on the main thread only: from another thread it would
      // subscribe later, on the main thread, while this one may be sending.)
      self.parentCancellable =
        runOnMainActor {
          UncheckedSendable(base.publisher.sink { _ in tree.publishUnlessSending() })
        }.value
    }
  }

  /// A store of a part of `parent`'s state and actions.
  init<ParentState, ParentAction>(
    parent: Store<ParentState, ParentAction>,
    state toLocalState: @escaping (ParentState) -> State,
    action fromLocalAction: @escaping (Action) -> ParentAction
  ) {
    self.base = nil
    self.registry = parent.registry
    self.runtime = nil
    self.tree = parent.tree
    self.parent = parent
    self.checksThread = parent.checksThread
    self.stateSubject = StateSubject(toLocalState(parent.stateSubject.value))
    self.sendToRoot = { action, group in
      parent.sendToRoot(fromLocalAction(action), group)
    }
    // Weak: the parent's subject holds this subscription, and this store holds its parent.
    self.parentCancellable = parent.stateSubject
      .dropFirst()
      .sink { [weak self] state in
        self?.stateSubject.value = toLocalState(state)
      }
  }

  deinit {
    self.parentCancellable?.cancel()
    (self.runtime as? EffectRuntime<Action>)?.cancelAll()
  }

  /// The runtime of a root store.
  var effectRuntime: EffectRuntime<Action>? {
    self.runtime as? EffectRuntime<Action>
  }

  /// The current state.
  var currentState: State {
    self.stateSubject.value
  }

  /// The state now, then after every send loop of the store's tree.
  var statePublisher: AnyPublisher<State, Never> {
    self.stateSubject.eraseToAnyPublisher()
  }

  /// Sends an action to the store: the reducer runs, and then the effects it returned.
  public func send(_ action: Action) {
    _ = self.send(action, originatingFrom: nil, group: nil)
  }

  /// Sends an action and returns the group of the effects it started (with those of the actions
  /// they feed back), or `nil` when it was sent while another action was being processed (its
  /// effects then join that action's).
  @discardableResult
  func send(_ action: Action, originatingFrom originatingAction: Any?, group: EffectGroup?)
    -> EffectGroup?
  {
    if self.checksThread, !isOnMainThreadOrActor() {
      reportThread(.send(action: action, originatingAction: originatingAction))
    }
    return self.sendToRoot(action, group)
  }

  /// Makes a scoped store, reporting a use off the main thread.
  func makeScope<LocalState, LocalAction>(
    state toLocalState: @escaping (State) -> LocalState,
    action fromLocalAction: @escaping (LocalAction) -> Action
  ) -> Store<LocalState, LocalAction> {
    if self.checksThread, !isOnMainThreadOrActor() {
      reportThread(.scope)
    }
    self.tree.lock.lock()
    defer { self.tree.lock.unlock() }
    return Store<LocalState, LocalAction>(
      parent: self, state: toLocalState, action: fromLocalAction
    )
  }
}

/// What the stores of one tree share: the lock that lets one thread into the 1.x runtime at a
/// time, and how deep the current thread is in sends.
///
/// `@unchecked Sendable`: `lock` guards `sendDepth`.
final class StoreTree: @unchecked Sendable {
  /// Recursive: a send made while a send is in progress on the same thread (by an effect, an
  /// observer) takes it again, and the 1.x store queues the action.
  let lock = NSRecursiveLock()
  private var sendDepth = 0
  private var isPublishing = false
  private var needsPublish = false
  /// Publishes the root store's state to the tree.
  var publishState: () -> Void = {}

  /// Sends an action to the root 1.x store.
  func send<State, Action>(
    _ action: Action,
    group: EffectGroup?,
    runtime: EffectRuntime<Action>,
    base: ComposableArchitecture.Store<State, Action>
  ) -> EffectGroup? {
    self.lock.lock()
    defer { self.lock.unlock() }
    let isOutermost = self.sendDepth == 0
    if isOutermost {
      // The effects this send starts join `group` (that of the effect that sent the action), or
      // a group made when the first one starts.
      runtime.beginGroup(group)
    }
    self.sendDepth += 1
    let action = UncheckedSendable(action)
    CancellationRegistry.$_current.withValue(runtime.registry) {
      runOnMainActor {
        // 0.x queued actions sent while one is processed without a report. The 1.x store
        // starts no effect: the runtime started them all.
        _ = base.send(action.value, reportsReentrance: false)
      }
    }
    self.sendDepth -= 1
    guard isOutermost else { return nil }
    let group = runtime.endGroup()
    self.publish()
    return group
  }

  /// Publishes the state once the send loop is over, as 0.x did: an observer that sends then
  /// starts a send of its own, and the state it makes is published once every observer has
  /// seen this one (so that none sees the states out of order).
  private func publish() {
    guard !self.isPublishing else {
      self.needsPublish = true
      return
    }
    self.isPublishing = true
    repeat {
      self.needsPublish = false
      self.publishState()
    } while self.needsPublish
    self.isPublishing = false
  }

  /// Publishes the state after a send that did not come through this layer (a 1.x effect's).
  func publishUnlessSending() {
    self.lock.lock()
    defer { self.lock.unlock() }
    if self.sendDepth == 0 {
      self.publish()
    }
  }
}

/// What a use of a store off the main thread was, for its report.
enum ThreadCheck {
  case initialization
  case scope
  case send(action: Any, originatingAction: Any?)
  case effectCompletion(origin: Any)
}

/// Reports, in 0.x's words (0.33–0.40), a use of a store off the main thread.
func reportThread(_ check: ThreadCheck) {
  let message: String
  switch check {
  case .initialization:
    message = """
      A store initialized on a non-main thread. …

      If a store is intended to be used on a background thread, create it via \
      "Store.unchecked" to opt out of the main thread checker.
      """
  case .scope:
    message = """
      "Store.scope" was called on a non-main thread. …

      Make sure to use "Store.scope" on the main thread, or create your store via \
      "Store.unchecked" to opt out of the main thread checker.
      """
  case let .send(action, nil):
    message = """
      "ViewStore.send" was called on a non-main thread with: \(debugCaseOutput(action)) …

      Make sure that "ViewStore.send" is always called on the main thread, or create your store \
      via "Store.unchecked" to opt out of the main thread checker.
      """
  case let .send(action, .some(originatingAction)):
    message = """
      An effect published an action on a non-main thread. …

        Effect published:
          \(debugCaseOutput(action))

        Effect returned from:
          \(debugCaseOutput(originatingAction))

      Make sure to use ".receive(on:)" on any effects that execute on background threads to \
      receive their output on the main thread, or create your store via "Store.unchecked" to \
      opt out of the main thread checker.
      """
  case let .effectCompletion(origin):
    message = """
      An effect completed on a non-main thread. …

        Effect returned from:
          \(debugCaseOutput(origin))

      Make sure to use ".receive(on:)" on any effects that execute on background threads to \
      receive their output on the main thread, or create your store via "Store.unchecked" to \
      opt out of the main thread checker.
      """
  }
  reportIssue(
    """
    \(message)

    The "Store" class is not thread-safe, and so all interactions with an instance of "Store" \
    (including all of its scopes and derived view stores) must be done on the same thread.
    """
  )
}
