import CasePaths
import Foundation
import OpenCombineShim

extension Reducer {
  /// Runs the reducer on a part of a larger state, for the actions a case path extracts from a
  /// larger action, with an environment derived from a larger one.
  public func pullback<GlobalState, GlobalAction, GlobalEnvironment>(
    state toLocalState: WritableKeyPath<GlobalState, State>,
    action toLocalAction: AnyCasePath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    .init { globalState, globalAction, globalEnvironment in
      guard let localAction = toLocalAction.extract(from: globalAction) else { return .none }
      return self.run(
        &globalState[keyPath: toLocalState], localAction, toLocalEnvironment(globalEnvironment)
      )
      .map(toLocalAction.embed)
    }
  }

  /// Runs the reducer on a part of a larger state, for the actions of a case of a larger
  /// `@CasePathable` action.
  public func pullback<GlobalState, GlobalAction: CasePathable, GlobalEnvironment>(
    state toLocalState: WritableKeyPath<GlobalState, State>,
    action toLocalAction: CaseKeyPath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    self.pullback(
      state: toLocalState, action: AnyCasePath(toLocalAction), environment: toLocalEnvironment
    )
  }

  /// Runs the reducer on a case of a larger enum state, when the state is in that case.
  public func pullback<GlobalState, GlobalAction, GlobalEnvironment>(
    state toLocalState: AnyCasePath<GlobalState, State>,
    action toLocalAction: AnyCasePath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    .init { globalState, globalAction, globalEnvironment in
      guard
        let localAction = toLocalAction.extract(from: globalAction),
        var localState = toLocalState.extract(from: globalState)
      else { return .none }
      defer { globalState = toLocalState.embed(localState) }
      return self.run(&localState, localAction, toLocalEnvironment(globalEnvironment))
        .map(toLocalAction.embed)
    }
  }
}
