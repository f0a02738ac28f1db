import XCTest

@testable import ComposableArchitecture
@testable import Sharing

@MainActor
final class SharedChangeTrackerTests: XCTestCase {
  func testReleasingATrackerWithUnassertedChangesReportsThem() async {
    let issues = await recordIssues {
      @Shared(.inMemory("SharedChangeTrackerTests.unasserted")) var count = 0
      @Shared(value: "Blob") var name: String
      do {
        let tracker = SharedChangeTracker(reportUnassertedChanges: true)
        withDependencies {
          $0.sharedChangeTracker = tracker
        } operation: {
          $count.withLock { $0 += 1 }
        }
      }
      do {
        let tracker = SharedChangeTracker(reportUnassertedChanges: true)
        withDependencies {
          $0.sharedChangeTracker = tracker
        } operation: {
          $name.withLock { $0 = "Blob Jr." }
        }
      }
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        Tracked unasserted changes to \
        'Shared<Int>(.inMemory("SharedChangeTrackerTests.unasserted"))': 0 → 1
        """,
        """
        Tracked unasserted changes to 'Shared<String>(value: "Blob Jr.")': "Blob" → "Blob Jr."
        """,
      ]
    )
  }

  func testAssertedChangesAreNotReported() async {
    let issues = await recordIssues {
      @Shared(.inMemory("SharedChangeTrackerTests.asserted")) var count = 0
      let tracker = SharedChangeTracker(reportUnassertedChanges: true)
      withDependencies {
        $0.sharedChangeTracker = tracker
      } operation: {
        $count.withLock { $0 += 1 }
      }
      tracker.assert(actualValues: nil) {
        $count.withLock { $0 = 1 }
      }
    }
    XCTAssertEqual(issues.map(\.message), [])
  }

  func testATrackerNotToldToReportIsSilent() async {
    // A test store's tracker, and a printer's: the test store reports unasserted shared state
    // with its own message.
    let issues = await recordIssues {
      @Shared(.inMemory("SharedChangeTrackerTests.silent")) var count = 0
      let tracker = SharedChangeTracker()
      withDependencies {
        $0.sharedChangeTracker = tracker
      } operation: {
        $count.withLock { $0 += 1 }
      }
    }
    XCTAssertEqual(issues.map(\.message), [])
  }
}
