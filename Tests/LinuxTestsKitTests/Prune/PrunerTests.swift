import Foundation
import Testing

@testable import LinuxTestsKit

@Suite struct PrunerTests {
  static let path = "/tmp/p/Sources/Feature/Feature.swift"

  static func package(_ text: String) -> GeneratedPackage {
    GeneratedPackage(
      directory: URL(fileURLWithPath: "/tmp/p"), name: "P", manifest: "",
      targets: [
        .init(
          name: "Feature", role: .code,
          files: [
            .init(
              original: URL(fileURLWithPath: "/app/Feature.swift"),
              generated: URL(fileURLWithPath: path), text: text)
          ])
      ], dependencies: [], leftOutTargets: [])
  }

  static func error(_ line: Int, _ column: Int, _ message: String) -> CompilerDiagnostic {
    CompilerDiagnostic(file: path, line: line, column: column, severity: .error, message: message)
  }

  @Test func leavesOutTheSmallestMemberThatHoldsEachError() throws {
    let source = """
      struct State {
        var count = 0
        var tint: Color { count > 0 ? .green : .red }
        var label: String { "\\(count)" }
        func coordinate() -> CLLocationCoordinate2D { .init() }
      }
      """
    var package = Self.package(source)
    let (leftOut, unplaced) = Pruner().prune(
      &package,
      errors: [
        Self.error(3, 13, "cannot find type 'Color' in scope"),
        Self.error(5, 24, "cannot find type 'CLLocationCoordinate2D' in scope"),
      ], round: 1)
    #expect(unplaced.isEmpty)
    let text = package.targets[0].files[0].text
    #expect(text.contains("var count = 0"))
    #expect(text.contains("var label: String"))
    #expect(!text.contains("var tint: Color"))
    #expect(!text.contains("func coordinate() ->"))
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 6)
    try #require(leftOut.map(\.declaration) == ["var tint", "func coordinate()"])
    #expect(leftOut[0].reason == "cannot find type 'Color' in scope")
    #expect(leftOut[0].stage == "prune round 1")
    #expect(leftOut[0].advice.contains("MovingTestsToLinux.md#1"))
    #expect(leftOut[1].advice.contains("MovingTestsToLinux.md#2"))
  }

  @Test func leavesOutASwitchCaseWhosePatternNamesWhatIsGone() {
    let source = """
      func reduce(_ action: Action) -> Int {
        switch action {
        case .increment:
          return 1
        case let .colorPicked(color):
          return 2
        }
      }
      """
    var package = Self.package(source)
    let (leftOut, _) = Pruner().prune(
      &package, errors: [Self.error(5, 12, "type 'Action' has no member 'colorPicked'")], round: 2)
    #expect(leftOut.map(\.declaration) == ["case let .colorPicked(color):"])
    #expect(package.targets[0].files[0].text.contains("case .increment:"))
    #expect(!package.targets[0].files[0].text.contains("return 2"))
  }

  @Test func aLiveValueLeftOutLeavesATestDependencyKey() {
    let source = """
      @DependencyClient
      public struct LocationClient: Sendable {
        public var current: @Sendable () async throws -> Coordinate
      }

      extension LocationClient: DependencyKey {
        public static let liveValue = Self(current: {
          let manager = CLLocationManager()
          return Coordinate(manager.location!)
        })
      }

      struct Other {}
      extension Other: DependencyKey {
        static var liveValue: Other { Other(manager: CLLocationManager()) }
        static let testValue = Other()
      }
      """
    var package = Self.package(source)
    let (leftOut, _) = Pruner().prune(
      &package,
      errors: [
        Self.error(8, 21, "cannot find 'CLLocationManager' in scope"),
        Self.error(15, 48, "cannot find 'CLLocationManager' in scope"),
      ], round: 1)
    let text = package.targets[0].files[0].text
    #expect(text.contains("extension LocationClient: TestDependencyKey {"))
    #expect(text.contains("public static let testValue = Self()"))
    #expect(text.contains("extension Other: TestDependencyKey {"))
    #expect(text.contains("static let testValue = Other()"))
    #expect(!text.contains("CLLocationManager()"))
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 17)
    #expect(leftOut.filter { $0.kind == .changed }.count == 2)
    #expect(
      leftOut.filter { $0.kind == .leftOut }.map(\.declaration) == [
        "static let liveValue", "static var liveValue",
      ])
  }

  @Test func anErrorInAMacroExpansionIsPlacedByItsNote() {
    let source = "@Reducer\nstruct Feature {\n  var x = 1\n}\nstruct Kept {}\n"
    var package = Self.package(source)
    var error = CompilerDiagnostic(
      file: "/tmp/swift-generated-sources/@__swiftmacro_7Feature.swift", line: 1, column: 1,
      severity: .error, message: "type 'Feature' does not conform to protocol 'Reducer'")
    error.notes = [
      CompilerDiagnostic(
        file: Self.path, line: 2, column: 8, severity: .note,
        message: "in expansion of macro 'Reducer' on struct 'Feature' here")
    ]
    let unrelated = CompilerDiagnostic(
      file: nil, line: 0, column: 0, severity: .error, message: "link command failed")
    let (leftOut, unplaced) = Pruner().prune(&package, errors: [error, unrelated], round: 1)
    #expect(leftOut.map(\.declaration) == ["struct Feature"])
    #expect(unplaced.map(\.message) == ["link command failed"])
    #expect(package.targets[0].files[0].text.contains("struct Kept {}"))
  }

  @Test func aLiveValueBesideATestValueOfItsOwnLosesOnlyItsConformance() {
    let source = """
      @DependencyClient
      public struct GameCenterClient: Sendable {
        public var authenticate: @Sendable () async throws -> String
      }
      extension GameCenterClient: TestDependencyKey {
        public static let testValue = GameCenterClient()
      }
      extension GameCenterClient: DependencyKey {
        public static let liveValue = GameCenterClient(authenticate: { GKLocalPlayer.local.name })
      }
      """
    var package = Self.package(source)
    let (leftOut, _) = Pruner().prune(
      &package, errors: [Self.error(9, 66, "cannot find 'GKLocalPlayer' in scope")], round: 1)
    let text = package.targets[0].files[0].text
    #expect(text.contains("extension GameCenterClient {"))
    #expect(text.contains("extension GameCenterClient: TestDependencyKey {"))
    #expect(!text.contains("GKLocalPlayer.local"))
    #expect(leftOut.map(\.kind).sorted { $0.rawValue < $1.rawValue } == [.changed, .leftOut])
  }

  @Test func aReducerWhoseBodyDoesNotBuildIsLeftOutWhole() {
    let source = """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> {
          Reduce { _, _ in
            UIApplication.shared.open(url)
            return .none
          }
        }
      }
      """
    var package = Self.package(source)
    let (leftOut, _) = Pruner().prune(
      &package, errors: [Self.error(7, 9, "cannot find 'UIApplication' in scope")], round: 1)
    #expect(leftOut.map(\.declaration) == ["struct Feature"])
    #expect(!package.targets[0].files[0].text.contains("struct State {}"))
  }
}
