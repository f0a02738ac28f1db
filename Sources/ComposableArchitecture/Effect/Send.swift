/// A type that can send actions back into the system when used from
/// ``Effect/run(priority:name:operation:catch:fileID:filePath:line:column:)``.
///
/// Call it like a function: `await send(.numberFactResponse(fact))`. Once the effect's task is
/// cancelled, actions sent through it are ignored, so a cancelled effect never changes state.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` from a closure that delivers actions.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends an action back into the system from an effect, unless the effect was cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    self.send(action)
  }
}

/// A convenience for naming a ``Send`` from its feature: `SendOf<Feature>`.
public typealias SendOf<R: Reducer> = Send<R.Action>
