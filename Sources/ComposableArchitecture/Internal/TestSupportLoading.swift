@_spi(Internals) import Dependencies
import IssueReporting

#if !canImport(Darwin)
  import ComposableArchitectureTestSupportLoader
#endif

/// What test support the process found at start-up; see
/// `Sources/ComposableArchitectureTestSupportLoader/TestSupportLoader.c`.
///
/// The library links neither XCTest nor Swift Testing, so that programs that use it run where
/// only the Swift runtime is installed. In a test process, a constructor loads the libraries
/// IssueReporting and swift-dependencies look for at run time (SwiftPM builds them because the
/// macro plug-in depends on them); this type reports what it found, and the test store falls
/// back on resetting the dependency cache itself when no XCTest observer could be registered.
package enum _TestSupport {
  /// Whether the process runs tests, unless ``isTestingOverride`` says otherwise.
  package static var isTesting: Bool {
    if let isTestingOverride { return isTestingOverride }
    #if canImport(Darwin)
      return IssueReporting.isTesting
    #else
      return _composable_architecture_test_support_status() & 1 != 0
    #endif
  }

  /// What ``isTesting`` answers in this task, when set: the library's own tests use it to check
  /// what an app sees where the library behaves differently outside tests.
  @TaskLocal package static var isTestingOverride: Bool?

  /// Whether IssueReporting can record issues in Swift Testing tests.
  package static var isSwiftTestingBridgeLoaded: Bool {
    #if canImport(Darwin)
      // IssueReporting calls Swift Testing directly on Apple platforms.
      return true
    #else
      return _composable_architecture_test_support_status() & 2 != 0
    #endif
  }

  /// Whether the main actor's jobs run in a main run loop nested in one of them (XCTest's
  /// waits in async main-actor tests): see `NestedWaitMainExecutor`.
  package static var isNestedWaitMainExecutorInstalled: Bool {
    #if canImport(Darwin)
      return false
    #else
      return _composable_architecture_test_support_status() & 16 != 0
    #endif
  }

  /// Whether swift-dependencies resets its cache at the start of each XCTest test case.
  package static var isDependencyCacheResetBetweenTestCases: Bool {
    #if canImport(Darwin)
      // swift-dependencies observes XCTest through the Objective-C runtime there.
      return true
    #else
      return _composable_architecture_test_support_status() & (4 | 8) != 0
    #endif
  }
}

/// Resets swift-dependencies' cache; the XCTest observer the loader registers calls it at the
/// start of each test case.
@_cdecl("_composable_architecture_reset_dependency_cache")
package func _composableArchitectureResetDependencyCache() {
  DependencyValues._current.cachedValues.resetCache()
}

/// The fallback for processes where no XCTest observer resets the dependency cache between
/// test cases: a test store resets it when it goes away, at the end of an XCTest test, so that
/// the next test does not see this one's dependencies. Swift Testing needs nothing: its cache is
/// kept per test. Returns whether the cache was reset.
@discardableResult
package func _resetDependencyCacheAfterTestStore(
  isResetBetweenTestCases: Bool = _TestSupport.isDependencyCacheResetBetweenTestCases,
  context: TestContext? = .current
) -> Bool {
  guard !isResetBetweenTestCases, case .xcTest = context else { return false }
  _composableArchitectureResetDependencyCache()
  return true
}
