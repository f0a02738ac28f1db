import ComposableArchitectureLegacy
import XCTest

// Failure messages of the 0.x test store that read the same in every release from 0.17 to
// 0.38 (the ones that changed in 0.35–0.38 are listed in legacyextras' report for legacycore).

private struct State: Equatable {
  var count = 0
}

private enum Action: Equatable {
  case incrementTwiceLater
  case increment
}

private let reducer = Reducer<State, Action, Void> { state, action, _ in
  switch action {
  case .incrementTwiceLater:
    return .merge(Effect(value: .increment), Effect(value: .increment))
  case .increment:
    state.count += 1
    return .none
  }
}

private struct Failure: Error, CustomStringConvertible {
  var description: String { "Oops" }
}

final class TestStoreMessageTests: XCTestCase {
  func testSendWithUnhandledReceivedActions() {
    var line: UInt = 0
    let issues = recordIssues {
      let store = TestStore(initialState: State(), reducer: reducer, environment: ())
      store.send(.incrementTwiceLater)
      line = #line + 1
      store.send(.increment) { $0.count = 3 }
      store.receive(.increment) { $0.count = 1 }
      store.receive(.increment) { $0.count = 2 }
    }
    XCTAssertEqual(
      issues.first?.message,
      """
      Must handle 2 received actions before sending an action: …

      Unhandled actions: [
        [0]: .increment,
        [1]: .increment
      ]
      """
    )
    XCTAssertEqual(issues.first?.line, line)
  }

  func testThrowingUpdate() {
    var line: UInt = 0
    let issues = recordIssues {
      let store = TestStore(initialState: State(), reducer: reducer, environment: ())
      line = #line + 1
      store.send(.increment) { _ in throw Failure() }
    }
    XCTAssertEqual(issues.first?.message, "Threw error: Oops")
    XCTAssertEqual(issues.first?.line, line)
  }
}
