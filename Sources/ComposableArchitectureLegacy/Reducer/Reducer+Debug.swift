import CustomDump
import Foundation
import OpenCombineShim

/// How ``Reducer/debug(_:actionFormat:environment:)`` prints actions.
public enum ActionFormat {
  /// Only the case names of the action, with their associated values abbreviated.
  case labelsOnly
  /// The full action, pretty-printed.
  case prettyPrint
}

/// Where and on which queue a debug reducer prints.
public struct DebugEnvironment {
  /// Prints one message.
  public var printer: (String) -> Void
  /// The queue the printing happens on.
  public var queue: DispatchQueue

  /// Creates a debug environment; by default it prints to standard output from a serial queue.
  public init(
    printer: @escaping (String) -> Void = { print($0) },
    queue: DispatchQueue
  ) {
    self.printer = printer
    self.queue = queue
  }

  /// Creates a debug environment that prints to standard output from a serial queue.
  public init(printer: @escaping (String) -> Void = { print($0) }) {
    self.init(printer: printer, queue: debugQueue)
  }
}

private let debugQueue = DispatchQueue(
  label: "co.pointfree.ComposableArchitecture.DebugEnvironment")

extension Reducer {
  /// Prints every action the reducer receives and the change of state it makes.
  public func debug(
    _ prefix: String = "",
    actionFormat: ActionFormat = .prettyPrint,
    environment toDebugEnvironment: @escaping (Environment) -> DebugEnvironment = { _ in
      DebugEnvironment()
    }
  ) -> Reducer {
    self.debug(
      prefix, state: { $0 }, action: AnyCasePath(embed: { $0 }, extract: { $0 }),
      actionFormat: actionFormat, environment: toDebugEnvironment
    )
  }

  /// Prints every action the reducer receives, without its state changes.
  public func debugActions(
    _ prefix: String = "",
    actionFormat: ActionFormat = .prettyPrint,
    environment toDebugEnvironment: @escaping (Environment) -> DebugEnvironment = { _ in
      DebugEnvironment()
    }
  ) -> Reducer {
    self.debug(
      prefix, state: { _ in () }, action: AnyCasePath(embed: { $0 }, extract: { $0 }),
      actionFormat: actionFormat, environment: toDebugEnvironment
    )
  }

  /// Prints the actions `toLocalAction` extracts and the changes of the state `toLocalState`
  /// derives.
  public func debug<LocalState, LocalAction>(
    _ prefix: String = "",
    state toLocalState: @escaping (State) -> LocalState,
    action toLocalAction: AnyCasePath<Action, LocalAction>,
    actionFormat: ActionFormat = .prettyPrint,
    environment toDebugEnvironment: @escaping (Environment) -> DebugEnvironment = { _ in
      DebugEnvironment()
    }
  ) -> Reducer {
    .init { state, action, environment in
      let previousState = toLocalState(state)
      let effects = self.run(&state, action, environment)
      guard let localAction = toLocalAction.extract(from: action) else { return effects }
      let nextState = toLocalState(state)
      let debugEnvironment = toDebugEnvironment(environment)
      // Handed over to the printing queue, and not used here again.
      let captured = UncheckedSendable(
        (actionFormat, localAction, previousState, nextState, debugEnvironment)
      )
      let queue = debugEnvironment.queue
      return .merge(
        .fireAndForget {
          queue.async {
            let (actionFormat, localAction, previousState, nextState, debugEnvironment) =
              captured.value
            var actionOutput = ""
            if actionFormat == .prettyPrint {
              customDump(localAction, to: &actionOutput, indent: 2)
            } else {
              actionOutput = debugCaseOutput(localAction).indent(by: 2)
            }
            let stateOutput =
              LocalState.self == Void.self
              ? ""
              : diff(previousState, nextState).map { "\($0)\n" } ?? "  (No state changes)\n"
            debugEnvironment.printer(
              """
              \(prefix.isEmpty ? "" : "\(prefix): ")received action:
              \(actionOutput)
              \(stateOutput)
              """
            )
          }
        },
        effects
      )
    }
  }

  /// Instruments the reducer with signposts on Apple platforms; elsewhere (no `os_signpost`) it
  /// returns the reducer unchanged.
  public func signpost(_ prefix: String = "") -> Reducer {
    self
  }
}
