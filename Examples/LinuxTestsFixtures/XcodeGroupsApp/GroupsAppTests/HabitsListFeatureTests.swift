import ComposableArchitecture
import XCTest

@testable import GroupsApp

struct DiskFull: Error {}

@MainActor
final class HabitsListFeatureTests: XCTestCase {
  func testTaskLoadsHabitsOldestFirst() async {
    let newer = Habit.fixture(
      2, name: "Read", createdAt: Date(timeIntervalSince1970: 1_773_000_000))
    let older = Habit.fixture(1, name: "Run")
    let store = TestStore(initialState: HabitsListFeature.State()) {
      HabitsListFeature()
    } withDependencies: {
      $0.habitStore.load = { [newer, older] }
    }

    await store.send(.task) {
      $0.isLoading = true
    }
    await store.receive(\.habitsLoaded.success) {
      $0.isLoading = false
      $0.habits = [older, newer]
    }
  }

  func testALoadFailureSaysSo() async {
    let store = TestStore(initialState: HabitsListFeature.State()) {
      HabitsListFeature()
    } withDependencies: {
      $0.habitStore.load = { throw DiskFull() }
    }

    await store.send(.task) {
      $0.isLoading = true
    }
    await store.receive(\.habitsLoaded.failure) {
      $0.isLoading = false
      $0.errorMessage = "Your habits couldn’t be read."
    }
  }

  func testAddingAHabitSavesIt() async {
    let saved = LockIsolated<[[Habit]]>([])
    let store = TestStore(initialState: HabitsListFeature.State()) {
      HabitsListFeature()
    } withDependencies: {
      $0.date.now = wednesdayMorning
      $0.uuid = .incrementing
      $0.habitStore.save = { habits in saved.withValue { $0.append(habits) } }
    }

    await store.send(.binding(.set(\.newHabitName, "  Drink water "))) {
      $0.newHabitName = "  Drink water "
    }
    await store.send(.addButtonTapped) {
      $0.habits = [
        Habit(id: UUID(0), name: "Drink water", emoji: "✅", createdAt: wednesdayMorning)
      ]
      $0.newHabitName = ""
    }
    await store.finish()
    XCTAssertEqual(saved.value.map { $0.map(\.name) }, [["Drink water"]])
  }

  func testABlankNameOrAFullListAddsNothing() async {
    var state = HabitsListFeature.State()
    state.habits = IdentifiedArray(
      uniqueElements: (1...AppEnvironment.maximumHabits).map { Habit.fixture($0, name: "H\($0)") })
    state.newHabitName = "One more"
    let store = TestStore(initialState: state) {
      HabitsListFeature()
    }

    XCTAssertFalse(store.state.canAddHabit)
    await store.send(.addButtonTapped)
    await store.send(.binding(.set(\.newHabitName, "   "))) {
      $0.newHabitName = "   "
    }
    await store.send(.addButtonTapped)
  }

  func testTogglingTodayMarksAndUnmarksTheHabit() async {
    var state = HabitsListFeature.State()
    state.habits = [.fixture(1, name: "Run", done: [.tuesday])]
    let store = TestStore(initialState: state) {
      HabitsListFeature()
    } withDependencies: {
      $0.calendar = .utc
      $0.date.now = wednesdayMorning
      $0.habitStore.save = { _ in }
    }

    await store.send(.todayToggled(id: UUID(1))) {
      $0.habits[id: UUID(1)]?.completedDays = [.tuesday, .wednesday]
    }
    await store.send(.todayToggled(id: UUID(1))) {
      $0.habits[id: UUID(1)]?.completedDays = [.tuesday]
    }
    await store.finish()
  }

  func testDeletingAsksForConfirmation() async {
    let saved = LockIsolated<[Habit]?>(nil)
    var state = HabitsListFeature.State()
    state.habits = [.fixture(1, name: "Run"), .fixture(2, name: "Read")]
    let store = TestStore(initialState: state) {
      HabitsListFeature()
    } withDependencies: {
      $0.habitStore.save = { saved.setValue($0) }
    }

    await store.send(.deleteSwiped(id: UUID(1))) {
      $0.alert = AlertState {
        TextState("Delete “Run”?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDelete(id: UUID(1))) {
          TextState("Delete")
        }
      } message: {
        TextState("Its history is deleted too.")
      }
    }
    await store.send(.alert(.presented(.confirmDelete(id: UUID(1))))) {
      $0.alert = nil
      $0.habits = [.fixture(2, name: "Read")]
    }
    await store.finish()
    XCTAssertEqual(saved.value, [.fixture(2, name: "Read")])
  }

  func testEditingInTheDetailUpdatesTheList() async {
    var state = HabitsListFeature.State()
    state.habits = [.fixture(1, name: "Run")]
    let store = TestStore(initialState: state) {
      HabitsListFeature()
    } withDependencies: {
      $0.habitStore.save = { _ in }
    }

    await store.send(.habitTapped(id: UUID(1))) {
      $0.detail = HabitDetailFeature.State(habit: .fixture(1, name: "Run"))
    }
    await store.send(.detail(.presented(.binding(.set(\.habit.name, "Run 5k "))))) {
      $0.detail?.habit.name = "Run 5k "
    }
    await store.send(.detail(.presented(.emojiTapped("🏃")))) {
      $0.detail?.habit.emoji = "🏃"
    }
    await store.send(.detail(.presented(.doneButtonTapped))) {
      $0.detail?.habit.name = "Run 5k"
    }
    var edited = Habit.fixture(1, name: "Run 5k")
    edited.emoji = "🏃"
    await store.receive(\.detail.presented.delegate.save) {
      $0.detail = nil
      $0.habits = [edited]
    }
    await store.finish()
  }
}
