import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "Catalog",
  targets: Target.feature(
    name: "Catalog",
    dependencies: [
      .external(name: "ComposableArchitecture")
    ]
  )
)
