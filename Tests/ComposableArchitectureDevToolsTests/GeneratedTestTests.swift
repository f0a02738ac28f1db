import ComposableArchitecture
import XCTest

/// The test "copy as test" writes for the session of `DevToolsSessionTests.testCopyAsTest`,
/// pasted (then run through swift-format): it compiles, and it passes against the feature it
/// was recorded from.
final class GeneratedTestTests: XCTestCase {
  @MainActor
  func testRecordedSession() async {
    let store = TestStore(
      initialState: Counter.State(
        count: 0,
        child: Child.State(text: ""),
        fact: nil
      )
    ) {
      Counter()
    }
    await store.send(.increment) {
      $0.count = 1
    }
    await store.send(.child(.setText("Hi"))) {
      $0.child.text = "Hi"
    }
    await store.receive(\.child.echo)
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse) {
      $0.fact = "1 is a number"
    }
  }
}
