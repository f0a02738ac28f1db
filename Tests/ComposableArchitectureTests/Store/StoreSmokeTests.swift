import ComposableArchitecture
import Testing
import XCTest

struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
  }
  @CasePathable
  enum Action {
    case increment
    case incrementTwiceViaSend
    case delayedIncrement
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .incrementTwiceViaSend:
        return .merge(.send(.increment), .send(.increment))
      case .delayedIncrement:
        return .run { send in await send(.increment) }
      }
    }
  }
}

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
    var reported: [String] = []
    withIssueReporters([CapturingReporter { reported.append($0) }]) {
      reportIssue("boom")
    }
    XCTAssertEqual(reported, ["boom"])
  }
}

struct CapturingReporter: IssueReporter {
  let capture: @Sendable (String) -> Void
  func reportIssue(
    _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    capture(message() ?? "")
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
