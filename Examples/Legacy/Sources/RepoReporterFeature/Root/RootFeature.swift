import ComposableArchitectureLegacy
import Foundation

/// The state of the whole app: one part per feature.
public struct RootState: Equatable {
  public var userState = UserState()
  public var repositoryState = RepositoryState()

  /// Creates the state of the app.
  public init(
    userState: UserState = UserState(), repositoryState: RepositoryState = RepositoryState()
  ) {
    self.userState = userState
    self.repositoryState = repositoryState
  }
}

/// What can happen in the app: the actions of each feature.
public enum RootAction: Equatable {
  case userAction(UserAction)
  case repositoryAction(RepositoryAction)
}

/// The dependencies of the app beyond the shared ones of ``SystemEnvironment``: none; each
/// feature's reducer is given its live requests below, as in the tutorial.
public struct RootEnvironment {
  /// Creates the environment of the app.
  public init() {}
}

/// The logic of the app: the user and repository features, each pulled back to the app's
/// state and actions.
public let rootReducer = Reducer<
  RootState,
  RootAction,
  SystemEnvironment<RootEnvironment>
>.combine(
  userReducer.pullback(
    state: \.userState,
    action: /RootAction.userAction,
    environment: { _ in .live(environment: UserEnvironment(userRequest: userEffect)) }),
  // 1
  repositoryReducer.pullback(
    // 2
    state: \.repositoryState,
    // 3
    action: /RootAction.repositoryAction,
    // 4
    environment: { _ in
      .live(
        environment: RepositoryEnvironment(repositoryRequest: repositoryEffect))
    })
)
