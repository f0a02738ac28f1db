import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.feature(
  name: "Profile",
  dependencies: [
    .project(target: "Booking", path: .relativeToRoot("Features/Booking")),
    .external(name: "ComposableArchitecture"),
  ]
)
