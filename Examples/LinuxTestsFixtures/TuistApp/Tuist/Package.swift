// swift-tools-version: 6.0
import PackageDescription

#if TUIST
  import ProjectDescription

  let packageSettings = PackageSettings(
    productTypes: [
      "ComposableArchitecture": .framework,
      "FirebaseAnalytics": .staticFramework,
    ]
  )
#endif

let package = Package(
  name: "StaysDependencies",
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.23.0"),
    .package(url: "https://github.com/firebase/firebase-ios-sdk", from: "11.6.0"),
  ]
)
