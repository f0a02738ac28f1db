import ComposableArchitecture
import Foundation
import Testing
import XCTest

/// A recording screen whose last timer tick saves a meeting into a shared sync-up, as the
/// SyncUps app does (issue 38, item 6).
private struct Meeting: Equatable, Identifiable {
  let id: UUID
  var date: Date
  var transcript: String
}

private struct SyncUp: Equatable {
  var durationSeconds = 3
  var meetings: [Meeting] = []
}

@Reducer
private struct RecordMeeting {
  @ObservableState
  struct State: Equatable {
    var secondsElapsed = 0
    @Shared var syncUp: SyncUp
  }
  enum Action: Equatable {
    case onTask
    case timerTick
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onTask:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }
      case .timerTick:
        state.secondsElapsed += 1
        guard state.secondsElapsed == state.syncUp.durationSeconds else { return .none }
        let meeting = Meeting(id: self.uuid(), date: self.now, transcript: "")
        state.$syncUp.withLock { $0.meetings.insert(meeting, at: 0) }
        return .run { _ in await self.dismiss() }
      }
    }
  }
}

private let meetingDate = Date(timeIntervalSince1970: 1_234_567_890)

@MainActor
private func makeStore(clock: TestClock<Duration>) -> TestStoreOf<RecordMeeting> {
  TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: SyncUp()))) {
    RecordMeeting()
  } withDependencies: {
    $0.continuousClock = clock
    $0.date.now = meetingDate
    $0.dismiss = DismissEffect {}
    $0.uuid = .incrementing
  }
}

/// The ticks received while skipped assertions are shown, then `finish()` and an assertion of
/// the shared sync-up on what is left.
@MainActor
private func recordUntilTheMeetingIsSaved(
  assertAfterFinish: Bool
) async -> (meetings: Int, isDismissed: Bool) {
  let clock = TestClock()
  let store = makeStore(clock: clock)
  await store.send(.onTask)
  await store.withExhaustivity(.off(showSkippedAssertions: true)) {
    await clock.advance(by: .seconds(3))
    await store.receive(.timerTick)
    await store.receive(.timerTick)
    await store.receive(.timerTick)
  }
  await store.finish()
  if assertAfterFinish {
    store.assert {
      $0.$syncUp.withLock {
        $0.meetings = [Meeting(id: UUID(0), date: meetingDate, transcript: "")]
      }
    }
  }
  return (store.state.syncUp.meetings.count, store.isDismissed)
}

@MainActor
@Suite
struct SkippedSharedAssertionsSwiftTestingTests {
  @Test func receivedSharedChangesAreSkippedAssertions() async {
    let result = await recordUntilTheMeetingIsSaved(assertAfterFinish: true)
    #expect(result.meetings == 1)
    #expect(result.isDismissed)
  }

  @Test func nothingIsLeftForFinishToReport() async {
    let result = await recordUntilTheMeetingIsSaved(assertAfterFinish: false)
    #expect(result.meetings == 1)
  }
}

@MainActor
final class SkippedSharedAssertionsXCTests: XCTestCase {
  func testReceivedSharedChangesAreKnownIssuesNeverFailures() async {
    var result = (meetings: 0, isDismissed: false)
    let issues = await recordIssues {
      result = await recordUntilTheMeetingIsSaved(assertAfterFinish: true)
    }
    XCTAssertEqual(result.meetings, 1)
    XCTAssertTrue(result.isDismissed)
    XCTAssertFalse(issues.isEmpty)
    XCTAssertEqual(issues.filter { !$0.isKnown }.map(\.message), [])
  }
}
