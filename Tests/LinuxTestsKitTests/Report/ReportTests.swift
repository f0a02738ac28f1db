import Foundation
import Testing

@testable import LinuxTestsKit

@Suite struct ReportTests {
  @Test func everyDeclaredTestHasAnOutcomeAndALeftOutTestNeverCountsAsPassed() {
    let package = StripperTests.package(
      [
        "T.swift": """
        import Testing
        @Test func runs() {}
        @Test func fails() {}
        struct Colors {
          @Test func usesColor() {}
        }
        @Test func leftOutAlone() {}
        #if os(iOS)
        @Test func onlyOnIOS() {}
        #endif
        """
      ], role: .tests)
    let inventory = TestInventory(package: package)
    let leftOut = [
      LeftOut(
        kind: .leftOut, file: "/app/T.swift", line: 4, endLine: 6, declaration: "struct Colors",
        reason: "cannot find type 'Color' in scope", stage: "prune round 1", advice: "",
        target: "Feature"),
      LeftOut(
        kind: .leftOut, file: "/app/T.swift", line: 7, endLine: 7,
        declaration: "func leftOutAlone()",
        reason: "cannot find 'CLLocation' in scope", stage: "prune round 2", advice: "",
        target: "Feature"),
    ]
    let tests = Report.tests(
      inventory: inventory,
      outcomes: [
        TestOutcome(id: "Feature.runs()", result: .passed),
        TestOutcome(id: "Feature.fails()", result: .failed, message: "Expectation failed"),
      ], leftOut: leftOut, leftOutTargets: [], buildFailure: nil)
    let byID = Dictionary(uniqueKeysWithValues: tests.map { ($0.id, $0) })
    #expect(byID["Feature.Colors/usesColor()"]?.result == .notCompiled)
    #expect(
      byID["Feature.Colors/usesColor()"]?.message
        == "left out with struct Colors (line 4): cannot find type 'Color' in scope")
    #expect(
      byID["Feature.leftOutAlone()"]?.message == "left out: cannot find 'CLLocation' in scope")
    #expect(
      byID["Feature.onlyOnIOS()"]?.message == "under `#if os(iOS)`, which is not active on Linux")
    let summary = Report.summary(of: tests)
    #expect(summary.line == "1 passed, 1 failed, 3 not compiled (of 5)")
  }

  @Test func theMarkdownNamesTheAppsFilesFromItsFolder() {
    let leftOut = LeftOut(
      kind: .leftOut, file: "/repo/Apps/Shop/Sources/A/View.swift", line: 3, endLine: 9,
      declaration: "struct AView", reason: "conforms to SwiftUI's View", stage: "strip",
      advice: "Move views", target: "A")
    let sibling = LeftOut(
      kind: .leftOut, file: "/repo/Packages/Kit/Sources/Kit/Color.swift", line: 1, endLine: 2,
      declaration: "extension Color", reason: "a SwiftUI type", stage: "strip", advice: "",
      target: "Kit")
    let report = Report(
      app: "/repo/Apps/Shop/Package.swift", kind: .swiftPM, package: "/out",
      summary: .init(), tests: [], leftOut: [leftOut, sibling], leftOutTargets: [],
      dependencies: [], notes: [], rounds: [], toolSeconds: 0, buildSeconds: 0, testSeconds: 0)
    #expect(report.markdown.contains("| Sources/A/View.swift | 3 | `struct AView` |"))
    #expect(report.markdown.contains("| ../../Packages/Kit/Sources/Kit/Color.swift | 1 |"))
    #expect(report.markdown.contains("Read as a SwiftPM package"))
  }
}
