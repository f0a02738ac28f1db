import ComposableArchitectureLegacy
import Foundation

/// The dependencies every feature shares (the main queue and a JSON decoder), around the
/// dependencies of one feature, which read through it: `environment.repositoryRequest`.
@dynamicMemberLookup
public struct SystemEnvironment<Environment> {
  public var environment: Environment
  public var mainQueue: () -> AnySchedulerOf<DispatchQueue>
  public var decoder: () -> JSONDecoder

  /// Creates a system environment from its parts.
  public init(
    environment: Environment,
    mainQueue: @escaping () -> AnySchedulerOf<DispatchQueue>,
    decoder: @escaping () -> JSONDecoder
  ) {
    self.environment = environment
    self.mainQueue = mainQueue
    self.decoder = decoder
  }

  /// A dependency of the feature's environment.
  public subscript<Dependency>(
    dynamicMember keyPath: WritableKeyPath<Environment, Dependency>
  ) -> Dependency {
    get { self.environment[keyPath: keyPath] }
    set { self.environment[keyPath: keyPath] = newValue }
  }

  /// A decoder of GitHub's snake case JSON.
  private static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return decoder
  }

  /// The environment of the running app.
  public static func live(environment: Environment) -> Self {
    Self(environment: environment, mainQueue: { .main }, decoder: decoder)
  }

  /// The environment for development and previews.
  public static func dev(environment: Environment) -> Self {
    Self(environment: environment, mainQueue: { .main }, decoder: decoder)
  }
}
