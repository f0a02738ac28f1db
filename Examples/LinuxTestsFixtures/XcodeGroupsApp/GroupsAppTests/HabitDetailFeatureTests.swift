import ComposableArchitecture
import XCTest

@testable import GroupsApp

@MainActor
final class HabitDetailFeatureTests: XCTestCase {
  func testDoneTrimsTheNameAndHandsTheHabitBack() async {
    let store = TestStore(
      initialState: HabitDetailFeature.State(habit: .fixture(1, name: "  Stretch"))
    ) {
      HabitDetailFeature()
    }

    await store.send(.doneButtonTapped) {
      $0.habit.name = "Stretch"
    }
    await store.receive(\.delegate, .save(.fixture(1, name: "Stretch")))
  }

  func testABlankNameCannotBeSaved() async {
    let store = TestStore(initialState: HabitDetailFeature.State(habit: .fixture(1, name: "Run"))) {
      HabitDetailFeature()
    }

    await store.send(.binding(.set(\.habit.name, " "))) {
      $0.habit.name = " "
    }
    XCTAssertTrue(store.state.isDoneDisabled)
    await store.send(.doneButtonTapped)
  }

  func testOnlyOfferedEmojiCanBePicked() async {
    let store = TestStore(initialState: HabitDetailFeature.State(habit: .fixture(1, name: "Run"))) {
      HabitDetailFeature()
    }

    await store.send(.emojiTapped("📚")) {
      $0.habit.emoji = "📚"
    }
    await store.send(.emojiTapped("🍕"))
  }

  func testCancelDismisses() async {
    let dismissed = LockIsolated(0)
    let store = TestStore(initialState: HabitDetailFeature.State(habit: .fixture(1, name: "Run"))) {
      HabitDetailFeature()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissed.withValue { $0 += 1 } }
    }

    await store.send(.cancelButtonTapped)
    await store.finish()
    XCTAssertEqual(dismissed.value, 1)
  }

  func testTheStreakIsWrittenOut() {
    let days = (0..<17).map { Day.wednesday.adding(days: -$0, calendar: .utc) }
    let state = HabitDetailFeature.State(habit: .fixture(1, name: "Run", done: Set(days)))
    XCTAssertEqual(state.streakText(today: .wednesday, calendar: .utc), "2 weeks, 3 days")
    let fresh = HabitDetailFeature.State(habit: .fixture(2, name: "Read", done: [.tuesday]))
    XCTAssertEqual(fresh.streakText(today: .wednesday, calendar: .utc), "1 day")
  }
}
