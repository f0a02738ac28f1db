import ProjectDescription

public let bundlePrefix = "co.opencomposable.stays"
public let deploymentTargets = DeploymentTargets.iOS("17.0")

extension Target {
  /// A feature framework and its unit tests, laid out by convention:
  /// `Features/<Name>/Sources/**` and `Features/<Name>/Tests/**` from the repository's root.
  public static func feature(name: String, dependencies: [TargetDependency]) -> [Target] {
    [
      .target(
        name: name,
        destinations: .iOS,
        product: .framework,
        bundleId: "\(bundlePrefix).\(name.lowercased())",
        deploymentTargets: deploymentTargets,
        sources: [.glob(.relativeToRoot("Features/\(name)/Sources/**"))],
        dependencies: dependencies,
        settings: .settings(base: ["SWIFT_VERSION": "6.0"])
      ),
      .target(
        name: "\(name)Tests",
        destinations: .iOS,
        product: .unitTests,
        bundleId: "\(bundlePrefix).\(name.lowercased()).tests",
        deploymentTargets: deploymentTargets,
        sources: [.glob(.relativeToRoot("Features/\(name)/Tests/**"))],
        dependencies: [
          .target(name: name),
          .external(name: "ComposableArchitecture"),
        ],
        settings: .settings(base: ["SWIFT_VERSION": "5.0"])
      ),
    ]
  }
}

extension Project {
  /// A project of one feature made with `Target.feature(name:dependencies:)`.
  public static func feature(name: String, dependencies: [TargetDependency]) -> Project {
    Project(
      name: name,
      targets: Target.feature(name: name, dependencies: dependencies)
    )
  }
}
