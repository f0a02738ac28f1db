import ProjectDescription

let project = Project(
  name: "Booking",
  settings: .settings(
    base: ["SWIFT_VERSION": "5.0"],
    debug: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "$(inherited) DEBUG BOOKING_SANDBOX"]
  ),
  targets: [
    .target(
      name: "Booking",
      destinations: .iOS,
      product: .framework,
      bundleId: "co.opencomposable.stays.booking",
      deploymentTargets: .iOS("17.0"),
      sources: ["Sources/**"],
      dependencies: [
        .project(target: "Catalog", path: "../Catalog"),
        .external(name: "ComposableArchitecture"),
      ]
    ),
    .target(
      name: "BookingTests",
      destinations: .iOS,
      product: .unitTests,
      bundleId: "co.opencomposable.stays.booking.tests",
      deploymentTargets: .iOS("17.0"),
      sources: ["Tests/**"],
      dependencies: [
        .target(name: "Booking"),
        .external(name: "ComposableArchitecture"),
      ]
    ),
  ]
)
