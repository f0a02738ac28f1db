import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "Analytics",
  targets: Target.feature(
    name: "Analytics",
    dependencies: [
      .external(name: "ComposableArchitecture"),
      .external(name: "FirebaseAnalytics"),
    ]
  )
)
