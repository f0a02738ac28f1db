import CustomDump
import Foundation

/// The queue printers run on unless given another: serial, off the main actor.
let _printChangesQueue = DispatchQueue(
  label: "co.pointfree.ComposableArchitecture._printChanges", qos: .default
)

/// Prints the changes a reducer makes; see ``Reducer/_printChanges(_:)``.
public struct _ReducerPrinter<State, Action> {
  private let _printChange: (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void
  let queue: DispatchQueue

  /// Creates a printer from a closure given each action with the state before and after it.
  ///
  /// - Parameters:
  ///   - printChange: Prints one change.
  ///   - queue: The serial queue the printer runs on; by default, one shared by all printers.
  public init(
    printChange: @escaping (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void,
    queue: DispatchQueue? = nil
  ) {
    self._printChange = printChange
    self.queue = queue ?? _printChangesQueue
  }

  /// Prints one change.
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    self._printChange(receivedAction, oldState, newState)
  }
}

extension _ReducerPrinter {
  /// Prints each action, dumped in full, and a `−/+` diff of the state it changed.
  public static var customDump: Self {
    Self { receivedAction, oldState, newState in
      print(
        customDumpChange(receivedAction: receivedAction, oldState: oldState, newState: newState)
      )
    }
  }

  /// Prints the name of each action, e.g. `received action: Feature.Action.child(.tap)`.
  public static var actionLabels: Self {
    Self { receivedAction, _, _ in
      print("received action: \(debugCaseOutput(receivedAction))")
    }
  }
}

/// What ``_ReducerPrinter/customDump`` prints for one change (followed by a newline):
/// `received action:`, the action dumped and indented, then the state diff or
/// `  (No state changes)`.
func customDumpChange<State, Action>(
  receivedAction: Action, oldState: State, newState: State
) -> String {
  var target = ""
  target.write("received action:\n")
  CustomDump.customDump(receivedAction, to: &target, indent: 2)
  target.write("\n")
  target.write(diff(oldState, newState).map { "\($0)\n" } ?? "  (No state changes)\n")
  return target
}

/// Waits until every change printed so far by printers on the default queue is out, for tests.
package func _flushPrintChanges() {
  _printChangesQueue.sync {}
  fflush(nil)  // every output stream (naming `stdout` reads a global var)
}
