import Foundation
import Testing

@testable import LinuxTestsKit

@Suite struct TestInventoryTests {
  @Test func findsXCTestMethodsAndSwiftTestingFunctionsByTheirListedIDs() throws {
    let xctest = """
      import XCTest
      class BaseTestCase: XCTestCase {}
      @MainActor
      final class CounterTests: BaseTestCase {
        func testIncrement() async {}
        func testWithArgument(_ x: Int) {}
        func helper() {}
        static func testStatic() {}
      }
      extension CounterTests {
        func testInExtension() {}
      }
      #if os(iOS)
      final class IOSTests: XCTestCase {
        func testOnlyOnIOS() {}
      }
      #endif
      """
    let swiftTesting = """
      import Testing
      @Test func free() {}
      @Test(arguments: [1, 2]) func parameterized(value: Int) {}
      @Suite struct Outer {
        @Test("A name") func named() {}
        struct Inner {
          @Test func nested(_ a: Int, b: Int) {}
        }
      }
      """
    let package = StripperTests.package(
      ["CounterTests.swift": xctest, "Swift.swift": swiftTesting], role: .tests)
    let inventory = TestInventory(package: package)
    try #require(
      inventory.tests.map(\.id) == [
        "Feature.CounterTests/testIncrement", "Feature.CounterTests/testInExtension",
        "Feature.IOSTests/testOnlyOnIOS", "Feature.free()", "Feature.parameterized(value:)",
        "Feature.Outer/named()", "Feature.Outer/Inner/nested(_:b:)",
      ])
    #expect(inventory.tests[2].condition == "os(iOS)")
    #expect(inventory.tests[0].line == 5 && inventory.tests[0].file == "/app/CounterTests.swift")
  }
}
