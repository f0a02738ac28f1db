import ComposableArchitectureLegacy
import Foundation

// The user feature, which the tutorial's starter project already implements.

/// A GitHub account, as the user tab shows it.
public struct UserModel: Codable, Equatable {
  public var login: String
  public var name: String?
  public var bio: String?
  public var location: String?
  public var htmlUrl: String
  public var publicRepos: Int
  public var followers: Int
  public var following: Int

  /// Creates an account.
  public init(
    login: String,
    name: String? = nil,
    bio: String? = nil,
    location: String? = nil,
    htmlUrl: String = "",
    publicRepos: Int = 0,
    followers: Int = 0,
    following: Int = 0
  ) {
    self.login = login
    self.name = name
    self.bio = bio
    self.location = location
    self.htmlUrl = htmlUrl
    self.publicRepos = publicRepos
    self.followers = followers
    self.following = following
  }
}

/// The account shown, once loaded.
public struct UserState: Equatable {
  public var user: UserModel?

  /// Creates the state of the user feature.
  public init(user: UserModel? = nil) {
    self.user = user
  }
}

/// What can happen in the user feature.
public enum UserAction: Equatable {
  case onAppear
  case dataLoaded(Result<UserModel, APIError>)
}

/// The dependency of the user feature: the request for the account.
public struct UserEnvironment {
  public var userRequest: (JSONDecoder) -> Effect<UserModel, APIError>

  /// Creates the environment of the user feature.
  public init(userRequest: @escaping (JSONDecoder) -> Effect<UserModel, APIError>) {
    self.userRequest = userRequest
  }
}

/// The logic of the user feature.
public let userReducer = Reducer<UserState, UserAction, SystemEnvironment<UserEnvironment>> {
  state, action, environment in
  switch action {
  case .onAppear:
    return environment.userRequest(environment.decoder())
      .receive(on: environment.mainQueue())
      .catchToEffect()
      .map(UserAction.dataLoaded)
  case .dataLoaded(let result):
    switch result {
    case .success(let user):
      state.user = user
    case .failure:
      break
    }
    return .none
  }
}

/// The live account request: the account of the bundled `user.json` (standing in for GitHub's
/// API), decoded after a short delay on a background queue.
public func userEffect(decoder: JSONDecoder) -> Effect<UserModel, APIError> {
  bundledUserEffect()(decoder)
}

/// An account request that decodes the bundled `user.json` after `delay` on `scheduler`.
public func bundledUserEffect(
  delay: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(250),
  scheduler: AnySchedulerOf<DispatchQueue> = DispatchQueue.global().eraseToAnyScheduler()
) -> (JSONDecoder) -> Effect<UserModel, APIError> {
  { decoder in
    bundledResource("user", decoder: decoder, delay: delay, scheduler: scheduler)
  }
}
