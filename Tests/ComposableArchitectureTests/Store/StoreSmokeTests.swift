import ComposableArchitecture
import Testing
import XCTest

@MainActor
final class StoreSmokeXCTests: XCTestCase {
  func testSendAndRun() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.increment)
    XCTAssertEqual(store.count, 1)
    store.send(.incrementTwiceViaSend)
    XCTAssertEqual(store.count, 3)
    await store.send(.delayedIncrement).finish()
    XCTAssertEqual(store.count, 4)
  }

  func testReportIssueFailsXCTest() async {
    let reported = reportedIssues {
      reportIssue("boom")
    }
    XCTAssertEqual(reported, ["boom"])
  }
}

@MainActor
@Suite struct StoreSmokeSwiftTests {
  @Test func sendAndRun() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    await store.send(.delayedIncrement).finish()
    #expect(store.count == 1)
  }

  @Test func knownIssue() {
    withKnownIssue {
      reportIssue("expected failure")
    }
  }
}
