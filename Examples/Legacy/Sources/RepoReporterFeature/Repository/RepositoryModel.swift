import Foundation

/// A GitHub repository, as the repository list shows it.
public struct RepositoryModel: Codable, Equatable, Identifiable {
  public var id: Int
  public var name: String
  public var description: String?
  public var htmlUrl: String
  public var stars: Int
  public var forks: Int
  public var language: String?

  /// Creates a repository.
  public init(
    id: Int,
    name: String,
    description: String? = nil,
    htmlUrl: String = "",
    stars: Int = 0,
    forks: Int = 0,
    language: String? = nil
  ) {
    self.id = id
    self.name = name
    self.description = description
    self.htmlUrl = htmlUrl
    self.stars = stars
    self.forks = forks
    self.language = language
  }

  // The decoder converts GitHub's snake case keys to camel case first.
  enum CodingKeys: String, CodingKey {
    case id, name, description, htmlUrl, language
    case stars = "stargazersCount"
    case forks = "forksCount"
  }
}

/// The failure of a request: the data could not be fetched, or not decoded.
public enum APIError: Error, Equatable {
  case downloadError
  case decodingError
}
