import ComposableArchitecture
import Foundation

@Reducer
struct HabitsListFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var detail: HabitDetailFeature.State?
    var errorMessage: String?
    var habits: IdentifiedArrayOf<Habit> = []
    var isLoading = false
    var newHabitName = ""

    var canAddHabit: Bool {
      !newHabitName.trimmingCharacters(in: .whitespaces).isEmpty
        && habits.count < AppEnvironment.maximumHabits
    }
  }

  enum Action: BindableAction {
    case addButtonTapped
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case deleteSwiped(id: Habit.ID)
    case detail(PresentationAction<HabitDetailFeature.Action>)
    case habitTapped(id: Habit.ID)
    case habitsLoaded(Result<[Habit], Error>)
    case task
    case todayToggled(id: Habit.ID)

    @CasePathable
    enum Alert: Equatable {
      case confirmDelete(id: Habit.ID)
    }
  }

  @Dependency(\.calendar) var calendar
  @Dependency(\.date.now) var now
  @Dependency(\.habitStore) var habitStore
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        guard state.canAddHabit else { return .none }
        let name = state.newHabitName.trimmingCharacters(in: .whitespaces)
        state.habits.append(Habit(id: uuid(), name: name, emoji: "✅", createdAt: now))
        state.newHabitName = ""
        return save(state.habits)

      case let .alert(.presented(.confirmDelete(id))):
        state.habits.remove(id: id)
        return save(state.habits)

      case .alert, .binding:
        return .none

      case let .deleteSwiped(id):
        guard let habit = state.habits[id: id] else { return .none }
        state.alert = AlertState {
          TextState("Delete “\(habit.name)”?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDelete(id: id)) {
            TextState("Delete")
          }
        } message: {
          TextState("Its history is deleted too.")
        }
        return .none

      case let .detail(.presented(.delegate(.save(habit)))):
        state.habits[id: habit.id] = habit
        state.detail = nil
        return save(state.habits)

      case .detail:
        return .none

      case let .habitTapped(id):
        guard let habit = state.habits[id: id] else { return .none }
        state.detail = HabitDetailFeature.State(habit: habit)
        return .none

      case let .habitsLoaded(.success(habits)):
        state.isLoading = false
        state.habits = IdentifiedArray(
          uniqueElements: habits.sorted { $0.createdAt < $1.createdAt })
        return .none

      case .habitsLoaded(.failure):
        state.isLoading = false
        state.errorMessage = "Your habits couldn’t be read."
        return .none

      case .task:
        state.isLoading = true
        return .run { send in
          await send(.habitsLoaded(Result { try await habitStore.load() }))
        }

      case let .todayToggled(id):
        let today = Day(now, calendar: calendar)
        guard state.habits[id: id] != nil else { return .none }
        if state.habits[id: id]!.completedDays.contains(today) {
          state.habits[id: id]!.completedDays.remove(today)
        } else {
          state.habits[id: id]!.completedDays.insert(today)
        }
        return save(state.habits)
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$detail, action: \.detail) {
      HabitDetailFeature()
    }
  }

  private func save(_ habits: IdentifiedArrayOf<Habit>) -> Effect<Action> {
    .run { _ in try await habitStore.save(Array(habits)) }
  }
}
