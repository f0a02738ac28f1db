import ComposableArchitecture
import Testing
import XCTest

/// A reference type as a dependency's test value, so that a test can tell a cached instance from
/// a fresh one.
private final class Marker: Sendable {}

private enum MarkerKey: TestDependencyKey {
  static var testValue: Marker { Marker() }
}

extension DependencyValues {
  fileprivate var marker: Marker {
    get { self[MarkerKey.self] }
    set { self[MarkerKey.self] = newValue }
  }
}

@MainActor
final class TestSupportLoadingTests: XCTestCase {
  /// The library links neither XCTest nor Swift Testing; in a test process it finds their bridges
  /// at start-up.
  func testTestSupportIsLoadedInTestProcesses() async {
    XCTAssertTrue(_TestSupport.isTesting)
    XCTAssertTrue(_TestSupport.isSwiftTestingBridgeLoaded)
    XCTAssertTrue(_TestSupport.isDependencyCacheResetBetweenTestCases)
  }

  /// The fallback for processes without an XCTest observer: a test store going away resets the
  /// dependency cache, in XCTest only.
  func testFallbackResetsTheDependencyCacheOnlyWhenNothingElseDoes() async {
    @Dependency(\.marker) var marker
    let first = marker

    XCTAssertFalse(
      _resetDependencyCacheAfterTestStore(isResetBetweenTestCases: true, context: .xcTest)
    )
    XCTAssertTrue(marker === first, "an observer resets the cache: nothing to do")

    XCTAssertFalse(
      _resetDependencyCacheAfterTestStore(isResetBetweenTestCases: false, context: nil)
    )
    XCTAssertTrue(marker === first, "not a test")

    XCTAssertTrue(
      _resetDependencyCacheAfterTestStore(isResetBetweenTestCases: false, context: .xcTest)
    )
    XCTAssertFalse(marker === first, "the next test sees fresh dependencies")
  }
}

@Suite struct TestSupportLoadingSwiftTestingTests {
  /// Swift Testing keeps a cache per test: the fallback leaves it alone, so tests running in
  /// parallel never lose their dependencies.
  @Test func fallbackNeverResetsTheCacheOfSwiftTestingTests() {
    @Dependency(\.marker) var marker
    let first = marker
    #expect(
      !_resetDependencyCacheAfterTestStore(
        isResetBetweenTestCases: false, context: TestContext.current
      )
    )
    #expect(marker === first)
  }
}
