import ComposableArchitecture
import Foundation

extension Reducer {
  /// Records the reducer's actions, state changes and effects and serves them to the devtools
  /// page on `http://127.0.0.1:9555` (or the next free port), at the address it prints with the
  /// run's secret token.
  ///
  /// ```swift
  /// let store = Store(initialState: AppFeature.State()) {
  ///   AppFeature()
  ///     ._devTools()
  /// }
  /// // DevTools: http://127.0.0.1:9555/?token=…
  /// ```
  public func _devTools() -> _DevToolsReducer<Self> {
    self.devTools()
  }

  /// Records the reducer's actions, state changes and effects and serves them to the devtools
  /// page on the loopback interface.
  ///
  /// Reducers are rebuilt often (a `body` runs per action); the recording lives as long as the
  /// process, one per `name`.
  ///
  /// - Parameters:
  ///   - name: The session's name; by default the state's type.
  ///   - port: The port to serve on; when it is taken, the next free one is used.
  ///   - maxActions: The most actions kept (default 10,000).
  ///   - fullStateInterval: Every this many actions, the full state is kept; diffs in between.
  public func devTools(
    name: String? = nil,
    port: UInt16 = 9555,
    maxActions: Int = 10_000,
    fullStateInterval: Int = 100
  ) -> _DevToolsReducer<Self> {
    let name = name ?? "\(State.self)"
    let recorder = DevToolsRegistry.recorder(name: name, State.self, Action.self) {
      let recorder = DevToolsRecorder<State, Action>(
        name: name, maxActions: maxActions, fullStateInterval: fullStateInterval
      )
      DevToolsServer.start(serving: recorder, port: port)
      return recorder
    }
    return _DevToolsReducer(base: self, recorder: recorder)
  }

  /// Records the reducer's actions, state changes and effects into `recorder`, without a
  /// server: read them from the recorder, or serve it with ``DevToolsServer``.
  public func devTools(_ recorder: DevToolsRecorder<State, Action>) -> _DevToolsReducer<Self> {
    _DevToolsReducer(base: self, recorder: recorder)
  }
}

/// A reducer that records what its base does; see ``Reducer/_devTools()``.
public struct _DevToolsReducer<Base: Reducer>: Reducer {
  let base: Base
  let recorder: DevToolsRecorder<Base.State, Base.Action>

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // Time travel: the recorder sent an action only to reach this point with a state to restore.
    let begin = self.recorder.beginReduce()
    if begin.hasJump, let jump = self.recorder.takePendingJump() {
      state = jump
      return .none
    }
    if begin.discoverShared {
      self.recorder.discoverShared(in: state)
    }
    let before = state
    let start = DispatchTime.now().uptimeNanoseconds
    let effect = self.base.reduce(into: &state, action: action)
    let duration = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    if begin.isJumped {
      self.recorder.endReduceWhileJumped()
    }
    var observed = effect
    if self.recorder.record(action: action, before: before, after: state, duration: duration) {
      observed = effect._observed(by: self.recorder)
      self.recorder.endRecording()
    }
    guard self.recorder.requestAttachment() else { return observed }
    // A long-lived effect lends the recorder the store's `Send`, for time travel. It is
    // background work: the send's `finish()` does not wait for it.
    let recorder = self.recorder
    return observed.merge(
      with: Effect.run { send in
        recorder.attach(send)
        try await Task.never()
      }
      ._inBackground()
    )
  }
}

/// The recorders made by ``Reducer/devTools(name:port:maxActions:fullStateInterval:)``, one per
/// name, so that a reducer rebuilt per action keeps recording into the same session.
enum DevToolsRegistry {
  private static let recorders = LockIsolated<[String: AnyObject]>([:])

  static func recorder<State, Action>(
    name: String,
    _: State.Type,
    _: Action.Type,
    make: () -> DevToolsRecorder<State, Action>
  ) -> DevToolsRecorder<State, Action> {
    recorders.withValue { recorders in
      if let recorder = recorders[name] as? DevToolsRecorder<State, Action> {
        return recorder
      }
      let recorder = make()
      recorders[name] = recorder
      return recorder
    }
  }
}
