import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "Stays",
  targets: [
    .target(
      name: "Stays",
      destinations: [.iPhone, .iPad],
      product: .app,
      bundleId: bundlePrefix,
      deploymentTargets: deploymentTargets,
      infoPlist: .extendingDefault(with: [
        "UILaunchScreen": [:],
        "NSFaceIDUsageDescription": "Unlock your trips with Face ID.",
        "NSCalendarsWriteOnlyAccessUsageDescription": "Add your stays to your calendar.",
      ]),
      sources: ["Sources/**"],
      resources: ["Resources/**"],
      dependencies: [
        .project(target: "Catalog", path: "../../Features/Catalog"),
        .project(target: "Booking", path: "../../Features/Booking"),
        .project(target: "Profile", path: .relativeToRoot("Features/Profile")),
        .project(target: "Analytics", path: .relativeToRoot("Features/Analytics")),
        .external(name: "ComposableArchitecture"),
      ],
      settings: .settings(base: ["SWIFT_VERSION": "6.0"])
    ),
    .target(
      name: "StaysTests",
      destinations: [.iPhone, .iPad],
      product: .unitTests,
      bundleId: "\(bundlePrefix).tests",
      deploymentTargets: deploymentTargets,
      sources: ["Tests/**"],
      dependencies: [
        .target(name: "Stays"),
        .external(name: "ComposableArchitecture"),
      ],
      settings: .settings(base: ["SWIFT_VERSION": "5.0"])
    ),
  ]
)
