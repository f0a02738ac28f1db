import Foundation
import Testing

@testable import LinuxTestsKit

@Suite struct StripperTests {
  static func package(_ files: [String: String], role: AppTarget.Role = .code) -> GeneratedPackage {
    GeneratedPackage(
      directory: URL(fileURLWithPath: "/tmp/p"), name: "P", manifest: "",
      targets: [
        .init(
          name: "Feature", role: role,
          files: files.sorted { $0.key < $1.key }.map {
            .init(
              original: URL(fileURLWithPath: "/app/\($0.key)"),
              generated: URL(fileURLWithPath: "/tmp/p/Sources/Feature/\($0.key)"), text: $0.value)
          })
      ], dependencies: [], leftOutTargets: [])
  }

  @Test func leavesOutViewsPreviewsAndUIKitAndKeepsTheReducerAndItsLines() throws {
    let source = """
      import ComposableArchitecture
      import SwiftUI

      @Reducer
      struct Counter {
        @ObservableState
        struct State: Equatable { var count = 0 }
        enum Action { case increment }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.count += 1
            return .none
          }
        }
      }

      struct CounterView: View {
        let store: StoreOf<Counter>
        var body: some View { Text("\\(store.count)") }
      }

      extension CounterView {
        func bordered() -> some View { self }
      }

      extension Color {
        static let brand = Color.red
      }

      final class CounterViewController: UIViewController {}
      final class DetailController: CounterViewController {}

      #Preview {
        CounterView(store: Store(initialState: Counter.State()) { Counter() })
      }
      """
    var package = Self.package(["Counter.swift": source])
    let results = Stripper().strip(&package)
    let text = package.targets[0].files[0].text
    #expect(
      text.contains("#if canImport(SwiftUI)\nimport SwiftUI\n#else\nimport Foundation\n#endif"))
    #expect(text.contains("struct Counter {"))
    #expect(text.contains("var body: some ReducerOf<Self>"))
    #expect(!text.contains("struct CounterView: View"))
    #expect(!text.contains("Color.red"))
    #expect(!text.contains("#Preview {"))
    #expect(!text.contains("final class DetailController"))
    // Lines are kept (four more for the wrapped import).
    #expect(
      text.split(separator: "\n", omittingEmptySubsequences: false).count == source.split(
        separator: "\n", omittingEmptySubsequences: false
      ).count + 4)
    let leftOut = results.filter { $0.kind == .leftOut }.map(\.declaration)
    #expect(
      leftOut == [
        "struct CounterView", "extension CounterView", "extension Color",
        "class CounterViewController",
        "class DetailController", "#Preview",
      ])
    let view = try #require(results.first { $0.declaration == "struct CounterView" })
    #expect(view.line == 17 && view.endLine == 20 && view.file == "/app/Counter.swift")
    #expect(view.reason.contains("conforms to SwiftUI's View"))
    #expect(view.advice.contains("MovingTestsToLinux.md#1"))
    #expect(package.targets[0].files[0].lineMap.originalLine(22) == 18)
  }

  @Test func keepsTheAppsOwnTypesOfSwiftUINames() {
    var package = Self.package([
      "Section.swift":
        "struct Section { var title = \"\" }\nextension Section { var isEmpty: Bool { title.isEmpty } }\n"
    ])
    let results = Stripper().strip(&package)
    #expect(results.isEmpty)
    #expect(package.targets[0].files[0].text.contains("extension Section"))
  }

  @Test func makesSynchronousMainActorXCTestMethodsAsync() {
    var package = Self.package(
      [
        "CounterTests.swift": """
        import XCTest

        @MainActor
        final class CounterTests: XCTestCase {
          func testIncrement() {
            XCTAssertEqual(1, 1)
          }
          func testThrows() throws {}
          func testAlready() async {}
          func helper() {}
        }
        """
      ], role: .tests)
    let results = Stripper().strip(&package)
    let text = package.targets[0].files[0].text
    #expect(text.contains("func testIncrement() async {"))
    #expect(text.contains("func testThrows() async throws {}"))
    #expect(text.contains("func helper() {}"))
    #expect(results.map(\.declaration) == ["func testIncrement()", "func testThrows()"])
    #expect(results.allSatisfy { $0.kind == .changed })
  }

  @Test func aFileThatLoadsURLsImportsFoundationNetworking() {
    var package = Self.package([
      "Client.swift": """
      import Foundation

      let session = URLSession.shared
      let after = 1
      """
    ])
    let results = Stripper().strip(&package)
    let file = package.targets[0].files[0]
    #expect(
      file.text.hasPrefix(
        "import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"
      ))
    #expect(results.map(\.declaration) == ["import Foundation"])
    // `let after` is on line 4 of the app's file and line 7 of the copy.
    #expect(file.lineMap.originalLine(7) == 4)
  }
}
