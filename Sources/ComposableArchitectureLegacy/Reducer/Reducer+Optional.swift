import CasePaths
import Foundation
import IssueReporting
import OpenCombineShim

extension Reducer {
  /// Runs the reducer on optional state when it is not `nil`; an action that arrives while it is
  /// `nil` is reported and ignored.
  public func optional(
    breakpointOnNil: Bool = true,
    _ file: StaticString = #fileID,
    _ line: UInt = #line
  ) -> Reducer<State?, Action, Environment> {
    .init { state, action, environment in
      guard state != nil else {
        if breakpointOnNil {
          reportOptionalNil(action: action, stateType: State.self, file: file, line: line)
        }
        return .none
      }
      return self.run(&state!, action, environment)
    }
  }
}

/// Reports, in 0.x's words, an action that reached an `optional()` reducer while its state was
/// `nil`.
func reportOptionalNil(action: Any, stateType: Any.Type, file: StaticString, line: UInt) {
  reportIssue(
    """
    An "optional" reducer at "\(file):\(line)" received an action when state was "nil". …

      Action:
        \(debugCaseOutput(action))

    This is generally considered an application logic error, and can happen for a few \
    reasons:

    • The optional reducer was combined with or run from another reducer that set \
    "\(stateType)" to "nil" before the optional reducer ran. Combine or run optional \
    reducers before reducers that can set their state to "nil". This ensures that \
    optional reducers can handle their actions while their state is still non-"nil".

    • An in-flight effect emitted this action while state was "nil". While it may be \
    perfectly reasonable to ignore this action, you may want to cancel the associated \
    effect before state is set to "nil", especially if it is a long-living effect.

    • This action was sent to the store while state was "nil". Make sure that actions \
    for this reducer can only be sent to a view store when state is non-"nil". In \
    SwiftUI applications, use "IfLetStore".
    """,
    fileID: file,
    filePath: file,
    line: line
  )
}
