import ComposableArchitectureLegacy
import XCTest

// 0.39–0.40's async test store: `state`, `await store.send/receive/finish`, `TestStoreTask`, and
// 0.40's failure reports.

private enum Action: Equatable {
  case increment
  case noop
  case listen
  case heard(Int)
}

private let reducer = Reducer<Int, Action, PassthroughSubject<Int, Never>> {
  state, action, subject in
  switch action {
  case .increment:
    state += 1
    return .none
  case .noop:
    return .none
  case .listen:
    return subject.map(Action.heard).eraseToEffect()
  case let .heard(value):
    state = value
    return .none
  }
}

final class TestStoreAsyncTests: XCTestCase {
  @MainActor
  func testSendReceiveAndCancel() async {
    let subject = PassthroughSubject<Int, Never>()
    let store = TestStore(initialState: 0, reducer: reducer, environment: subject)
    XCTAssertEqual(store.state, 0)
    await store.send(.increment) { $0 = 1 }
    XCTAssertEqual(store.state, 1)
    let task = await store.send(.listen)
    subject.send(5)
    await store.receive(.heard(5)) { $0 = 5 }
    await task.cancel()
    XCTAssertTrue(task.isCancelled)
    await store.finish()
  }

  @MainActor
  func testStateReports() async {
    let recorder = IssueRecorder()
    await withIssueReporters([recorder]) {
      let store = TestStore(initialState: 0, reducer: reducer, environment: .init())
      await store.send(.increment)
      await store.send(.noop) { $0 = 1 }
      await store.send(.increment) { $0 = 3 }
    }
    XCTAssertEqual(
      recorder.issues.map(\.message),
      [
        """
        State was not expected to change, but a change occurred: …

            − 0
            + 1

        (Expected: −, Actual: +)
        """,
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state \
        is expected, omit the trailing closure.
        """,
        """
        A state change does not match expectation: …

            − 3
            + 2

        (Expected: −, Actual: +)
        """,
      ]
    )
  }

  @MainActor
  func testReceiveAndFinishReportEffectsInFlight() async {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = IssueRecorder()
    await withIssueReporters([recorder]) {
      let store = TestStore(initialState: 0, reducer: reducer, environment: subject)
      await store.receive(.heard(1))
      await store.send(.listen)
      await store.receive(.heard(1), timeout: 0)
      await store.finish(timeout: 0)
      subject.send(completion: .finished)
    }
    let suggestion = """
      There are effects in-flight. If the effect that delivers this action uses a scheduler \
      (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait enough time for \
      the scheduler to perform the effect. If you are using a test scheduler, advance the \
      scheduler so that the effects may complete, or consider using an immediate scheduler to \
      immediately perform the effect instead.

      If you are not yet using a scheduler, or can not use a scheduler, try increasing the \
      duration of this assertion's "timeout".
      """
    XCTAssertEqual(
      recorder.issues.map(\.message),
      [
        "Expected to receive an action, but received none.",
        """
        Expected to receive an action, but received none.

        \(suggestion)
        """,
        """
        Expected effects to finish, but there are still effects in-flight.

        \(suggestion)
        """,
      ]
    )
  }

  @MainActor
  func testEffectStillRunningAtTheEndMentionsFinish() async {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = IssueRecorder()
    await withIssueReporters([recorder]) {
      let store = TestStore(initialState: 0, reducer: reducer, environment: subject)
      await store.send(.listen)
      _ = store
    }
    XCTAssertEqual(recorder.issues.count, 1)
    XCTAssertTrue(
      recorder.issues.first?.message.contains(
        """
        • If using async/await in your effect, it may need a little bit of time to properly \
        finish. To fix you can simply perform "await store.finish()" at the end of your test.

        • If an effect uses a scheduler
        """
      ) == true,
      recorder.issues.first?.message ?? ""
    )
    subject.send(completion: .finished)
  }
}
