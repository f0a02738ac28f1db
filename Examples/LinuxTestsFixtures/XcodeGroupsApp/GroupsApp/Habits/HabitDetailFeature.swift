import ComposableArchitecture
import Formatting
import SwiftUI

@Reducer
struct HabitDetailFeature {
  @ObservableState
  struct State: Equatable {
    var habit: Habit

    var isDoneDisabled: Bool {
      habit.name.trimmingCharacters(in: .whitespaces).isEmpty
    }
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case cancelButtonTapped
    case delegate(Delegate)
    case doneButtonTapped
    case emojiTapped(String)

    @CasePathable
    enum Delegate: Equatable {
      case save(Habit)
    }
  }

  static let emojiChoices = ["✅", "🏃", "📚", "💧", "🧘", "🎸"]

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .delegate:
        return .none

      case .cancelButtonTapped:
        return .run { _ in await dismiss() }

      case .doneButtonTapped:
        guard !state.isDoneDisabled else { return .none }
        state.habit.name = state.habit.name.trimmingCharacters(in: .whitespaces)
        return .send(.delegate(.save(state.habit)))

      case let .emojiTapped(emoji):
        guard Self.emojiChoices.contains(emoji) else { return .none }
        state.habit.emoji = emoji
        return .none
      }
    }
  }
}

extension HabitDetailFeature.State {
  func streakText(today: Day, calendar: Calendar) -> String {
    StreakFormatting.describe(days: habit.streak(today: today, calendar: calendar))
  }
}

struct HabitDetailView: View {
  @Bindable var store: StoreOf<HabitDetailFeature>
  @Environment(\.calendar) private var calendar

  var body: some View {
    Form {
      TextField("Name", text: $store.habit.name)
      Section("Icon") {
        HStack {
          ForEach(HabitDetailFeature.emojiChoices, id: \.self) { emoji in
            Button(emoji) { store.send(.emojiTapped(emoji)) }
              .opacity(store.habit.emoji == emoji ? 1 : 0.4)
          }
        }
      }
      Section("Streak") {
        Text(store.state.streakText(today: Day(.now, calendar: calendar), calendar: calendar))
      }
    }
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") { store.send(.cancelButtonTapped) }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Done") { store.send(.doneButtonTapped) }.disabled(store.isDoneDisabled)
      }
    }
  }
}

#Preview {
  NavigationStack {
    HabitDetailView(
      store: Store(
        initialState: HabitDetailFeature.State(
          habit: Habit(id: UUID(), name: "Read", emoji: "📚", createdAt: .now)
        )
      ) {
        HabitDetailFeature()
      }
    )
  }
}
