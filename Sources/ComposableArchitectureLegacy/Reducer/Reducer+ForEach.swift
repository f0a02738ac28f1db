import CasePaths
import Foundation
import IdentifiedCollections
import IssueReporting
import OpenCombineShim

extension Reducer {
  /// Runs the reducer on the element of an identified array that an action's id names.
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment, ID: Hashable>(
    state toLocalState: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>>,
    action toLocalAction: AnyCasePath<GlobalAction, (ID, Action)>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool = true,
    _ file: StaticString = #fileID,
    _ line: UInt = #line
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    .init { globalState, globalAction, globalEnvironment in
      guard let (id, localAction) = toLocalAction.extract(from: globalAction) else { return .none }
      guard globalState[keyPath: toLocalState][id: id] != nil else {
        if breakpointOnNil {
          reportMissingElement(
            action: localAction, what: "no element with that id", file: file, line: line,
            fix: "ForEachStore"
          )
        }
        return .none
      }
      return self.run(
        &globalState[keyPath: toLocalState][id: id]!,
        localAction,
        toLocalEnvironment(globalEnvironment)
      )
      .map { toLocalAction.embed((id, $0)) }
    }
  }

  /// Runs the reducer on the value of a dictionary that an action's key names.
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment, Key: Hashable>(
    state toLocalState: WritableKeyPath<GlobalState, [Key: State]>,
    action toLocalAction: AnyCasePath<GlobalAction, (Key, Action)>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool = true,
    _ file: StaticString = #fileID,
    _ line: UInt = #line
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    .init { globalState, globalAction, globalEnvironment in
      guard let (key, localAction) = toLocalAction.extract(from: globalAction) else { return .none }
      guard globalState[keyPath: toLocalState][key] != nil else {
        if breakpointOnNil {
          reportMissingElement(
            action: localAction, what: "no value at that key", file: file, line: line,
            fix: "ForEachStore"
          )
        }
        return .none
      }
      return self.run(
        &globalState[keyPath: toLocalState][key]!,
        localAction,
        toLocalEnvironment(globalEnvironment)
      )
      .map { toLocalAction.embed((key, $0)) }
    }
  }

  /// Runs the reducer on the element of an array at an action's index (the 0.1–0.20 form).
  @available(
    *, deprecated, message: "Use the 'IdentifiedArray'-based version, instead."
  )
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment>(
    state toLocalState: WritableKeyPath<GlobalState, [State]>,
    action toLocalAction: AnyCasePath<GlobalAction, (Int, Action)>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool = true,
    _ file: StaticString = #fileID,
    _ line: UInt = #line
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    .init { globalState, globalAction, globalEnvironment in
      guard let (index, localAction) = toLocalAction.extract(from: globalAction) else {
        return .none
      }
      guard globalState[keyPath: toLocalState].indices.contains(index) else {
        if breakpointOnNil {
          reportMissingElement(
            action: localAction, what: "no element at that index", file: file, line: line,
            fix: "ForEachStore"
          )
        }
        return .none
      }
      return self.run(
        &globalState[keyPath: toLocalState][index],
        localAction,
        toLocalEnvironment(globalEnvironment)
      )
      .map { toLocalAction.embed((index, $0)) }
    }
  }
}

/// Reports, in 0.x's words, a `forEach` action for an element that is not in the collection.
func reportMissingElement(
  action: Any, what: String, file: StaticString, line: UInt, fix: String
) {
  reportIssue(
    """
    A "forEach" reducer at "\(file):\(line)" received an action when state contained \(what). …

      Action:
        \(debugCaseOutput(action))

    This is generally considered an application logic error, and can happen for a few reasons:

    • This "forEach" reducer was combined with or run from another reducer that removed the \
    element at this id when it handled this action. To fix this make sure that this "forEach" \
    reducer is run before any other reducers that can move or remove elements from state. This \
    ensures that "forEach" reducers can handle their actions for the element at the intended id.

    • An in-flight effect emitted this action while state contained no element at this id. It \
    may be perfectly reasonable to ignore this action, but you also may want to cancel the \
    effect it originated from when removing an element from the identified array, especially if \
    it is a long-living effect.

    • This action was sent to the store while its state contained no element at this id. To fix \
    this make sure that actions for this reducer can only be sent to a view store when its state \
    contains an element at this id. In SwiftUI applications, use "\(fix)".
    """,
    fileID: file,
    filePath: file,
    line: line
  )
}
