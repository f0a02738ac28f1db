import ComposableArchitectureLegacy
import Foundation

/// The live repository request: the repositories of the bundled `repositories.json` (standing in
/// for GitHub's API), decoded after a short delay on a background queue, as a network response
/// would arrive.
public func repositoryEffect(decoder: JSONDecoder) -> Effect<[RepositoryModel], APIError> {
  bundledRepositoryEffect()(decoder)
}

/// A repository request that decodes the bundled `repositories.json` after `delay` on
/// `scheduler`: a live request whose timing tests and demos control.
public func bundledRepositoryEffect(
  delay: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(250),
  scheduler: AnySchedulerOf<DispatchQueue> = DispatchQueue.global().eraseToAnyScheduler()
) -> (JSONDecoder) -> Effect<[RepositoryModel], APIError> {
  { decoder in
    bundledResource("repositories", decoder: decoder, delay: delay, scheduler: scheduler)
  }
}

/// Three made-up repositories, for previews and development.
public func dummyRepositoryEffect(decoder: JSONDecoder) -> Effect<[RepositoryModel], APIError> {
  let dummyRepositories = [
    RepositoryModel(
      id: 1, name: "Repository 1", description: "The first dummy repository",
      stars: 10, forks: 5, language: "Swift"),
    RepositoryModel(
      id: 2, name: "Repository 2", description: "The second dummy repository",
      stars: 20, forks: 10, language: "Kotlin"),
    RepositoryModel(
      id: 3, name: "Repository 3", description: "The third dummy repository",
      stars: 30, forks: 15, language: "Dart"),
  ]
  return Effect(value: dummyRepositories)
}
