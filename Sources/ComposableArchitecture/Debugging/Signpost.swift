import Foundation

extension Reducer {
  /// Instruments a reducer: logs the start and end of each action and of each effect it returns.
  ///
  /// On Apple platforms TCA emits `os_signpost` intervals. Where `os` is missing this writes
  /// the same intervals, with their durations, to a ``SignpostLog``. The default log is off
  /// unless the `TCA_SIGNPOSTS` environment variable is set, so the modifier costs nothing in
  /// production.
  ///
  /// - Parameters:
  ///   - prefix: A string to print at the beginning of each log line.
  ///   - log: Where to write the intervals.
  public func signpost(
    _ prefix: String = "",
    log: SignpostLog = .default
  ) -> _SignpostReducer<Self> {
    _SignpostReducer(base: self, prefix: prefix.isEmpty ? "" : "[\(prefix)] ", log: log)
  }
}

/// Where ``Reducer/signpost(_:log:)`` writes its intervals.
public struct SignpostLog: Sendable {
  let write: (@Sendable (String) -> Void)?

  /// Creates a log that hands each line to `write`.
  public init(write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  private init(disabled: Void) {
    self.write = nil
  }

  /// A log that writes nothing.
  public static let disabled = SignpostLog(disabled: ())

  /// Standard error when the `TCA_SIGNPOSTS` environment variable is set; otherwise disabled.
  public static let `default`: SignpostLog =
    ProcessInfo.processInfo.environment["TCA_SIGNPOSTS"] == nil ? .disabled : .standardError

  /// A log that writes each line to standard error.
  public static let standardError = SignpostLog { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

/// A reducer that logs intervals for its base; see ``Reducer/signpost(_:log:)``.
public struct _SignpostReducer<Base: Reducer>: Reducer {
  let base: Base
  let prefix: String
  let log: SignpostLog

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let write = self.log.write else {
      return self.base.reduce(into: &state, action: action)
    }
    let actionOutput = debugCaseOutput(action)
    let start = ContinuousClock.now
    let effects = self.base.reduce(into: &state, action: action)
    write("\(self.prefix)Action \(actionOutput): \(ContinuousClock.now - start)")
    guard !effects.isSynchronous else { return effects }
    let prefix = self.prefix
    return effects.mapRunOperations { operation in
      RunOperation(
        name: operation.name,
        priority: operation.priority,
        subscribe: operation.subscribe.map { subscribe -> RunOperation<Base.Action>.Subscribe in
          { send in
            let start = ContinuousClock.now
            write("\(prefix)Effect started: \(actionOutput)")
            let rest = subscribe(send)
            return rest.wrapped { finished in
              await finished()
              write("\(prefix)Effect finished: \(actionOutput): \(ContinuousClock.now - start)")
            }
          }
        }
      ) { send in
        let start = ContinuousClock.now
        write("\(prefix)Effect started: \(actionOutput)")
        await operation.body(send)
        write("\(prefix)Effect finished: \(actionOutput): \(ContinuousClock.now - start)")
      }
    }
  }
}

extension Effect {
  /// The same effect with each asynchronous operation transformed, for instrumentation.
  func mapRunOperations(_ transform: (RunOperation<Action>) -> RunOperation<Action>) -> Self {
    switch self.operation {
    case .none, .send, .cancel:
      return self
    case let .run(operation):
      return Self(operation: .run(transform(operation)))
    case let .merge(children):
      return Self(operation: .merge(children.map { $0.mapRunOperations(transform) }))
    case let .concatenate(children):
      return Self(operation: .concatenate(children.map { $0.mapRunOperations(transform) }))
    case let .cancellable(cancellable):
      return Self(
        operation: .cancellable(
          cancellable.id, cancelInFlight: cancellable.cancelInFlight,
          cancellable.child.mapRunOperations(transform)
        )
      )
    case let .background(child):
      return Self(operation: .background(child.mapRunOperations(transform)))
    }
  }
}
