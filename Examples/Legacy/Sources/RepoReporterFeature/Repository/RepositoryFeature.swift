import ComposableArchitectureLegacy
import Foundation

// The repository feature of the tutorial, as its reducer is written there (with `public` added
// so that the executable can use it).

/// The repositories of the list, and the ones marked as favorites.
public struct RepositoryState: Equatable {
  public var repositories: [RepositoryModel] = []
  public var favoriteRepositories: [RepositoryModel] = []

  /// Creates the state of the repository feature.
  public init(
    repositories: [RepositoryModel] = [],
    favoriteRepositories: [RepositoryModel] = []
  ) {
    self.repositories = repositories
    self.favoriteRepositories = favoriteRepositories
  }
}

/// What can happen in the repository feature.
public enum RepositoryAction: Equatable {
  // 1
  case onAppear
  // 2
  case dataLoaded(Result<[RepositoryModel], APIError>)
  // 3
  case favoriteButtonTapped(RepositoryModel)
}

/// The dependency of the repository feature: the request for the repositories.
public struct RepositoryEnvironment {
  // 1
  public var repositoryRequest: (JSONDecoder) -> Effect<[RepositoryModel], APIError>

  /// Creates the environment of the repository feature.
  public init(repositoryRequest: @escaping (JSONDecoder) -> Effect<[RepositoryModel], APIError>) {
    self.repositoryRequest = repositoryRequest
  }
}

/// The logic of the repository feature.
// 1
public let repositoryReducer = Reducer<
  RepositoryState,
  RepositoryAction,
  SystemEnvironment<RepositoryEnvironment>
> { state, action, environment in
  switch action {
  // 2
  case .onAppear:
    return environment.repositoryRequest(environment.decoder())
      .receive(on: environment.mainQueue())
      .catchToEffect()
      .map(RepositoryAction.dataLoaded)
  // 3
  case .dataLoaded(let result):
    switch result {
    case .success(let repositories):
      state.repositories = repositories
    case .failure:
      break
    }
    return .none
  // 4
  case .favoriteButtonTapped(let repository):
    if state.favoriteRepositories.contains(repository) {
      state.favoriteRepositories.removeAll { $0 == repository }
    } else {
      state.favoriteRepositories.append(repository)
    }
    return .none
  }
}
