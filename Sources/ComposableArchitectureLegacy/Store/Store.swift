import Foundation
import IssueReporting
import OpenCombineShim

/// The 0.x runtime of a feature: it holds the state, runs the reducer for every action sent to
/// it, and runs the effects the reducer returns.
///
/// Like 0.x's, it is not thread-safe: send actions on the main thread (it reports an action sent
/// from another thread and carries on). Actions sent while an action is being processed, and
/// actions that effects emit synchronously, wait their turn in the same send loop; observers see
/// the state once per loop.
public final class Store<State, Action> {
  let state: CurrentValueSubject<State, Never>
  private let reducer: (inout State, Action) -> Effect<Action, Never>
  private var bufferedActions: [Action] = []
  private var isSending = false
  private var effectCancellables: [UUID: AnyCancellable] = [:]
  var parentCancellable: AnyCancellable?
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
    self.state = CurrentValueSubject(initialState)
    self.reducer = reducer
  }

  /// Sends an action to the store: the reducer runs, and then the effects it returned.
  public func send(_ action: Action) {
    self.send(action, originatingFrom: nil)
  }

  func send(_ action: Action, originatingFrom originatingAction: Action?) {
    if self.checksThread, !Thread.isMainThread {
      reportThread(action: action, originatingAction: originatingAction)
    }
    self.bufferedActions.append(action)
    guard !self.isSending else { return }

    self.isSending = true
    var currentState = self.state.value
    defer {
      self.isSending = false
      self.state.value = currentState
    }

    var index = 0
    while index < self.bufferedActions.count {
      let action = self.bufferedActions[index]
      index += 1
      let effect = self.reducer(&currentState, action)
      switch effect.storage {
      case .none:
        continue
      case let .value(output):
        self.bufferedActions.append(output)
      case let .publisher(publisher):
        var didComplete = false
        let uuid = UUID()
        let cancellable = publisher.sink(
          receiveCompletion: { [weak self] _ in
            didComplete = true
            self?.effectCancellables[uuid] = nil
          },
          receiveValue: { [weak self] output in
            self?.send(output, originatingFrom: action)
          }
        )
        if !didComplete {
          self.effectCancellables[uuid] = cancellable
        }
      }
    }
    self.bufferedActions.removeAll()
  }

  deinit {
    for cancellable in self.effectCancellables.values {
      cancellable.cancel()
    }
  }
}

private func reportThread<Action>(action: Action, originatingAction: Action?) {
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
