import ComposableArchitecture
import SwiftUI

@Reducer
struct ReminderEditorFeature {
  @ObservableState
  struct State: Equatable {
    var reminder: Reminder

    var isSaveDisabled: Bool {
      reminder.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case cancelButtonTapped
    case delegate(Delegate)
    case saveButtonTapped

    @CasePathable
    enum Delegate: Equatable {
      case save(Reminder)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .delegate:
        return .none

      case .cancelButtonTapped:
        return .run { _ in await dismiss() }

      case .saveButtonTapped:
        guard !state.isSaveDisabled else { return .none }
        state.reminder.title = state.reminder.title.trimmingCharacters(in: .whitespaces)
        return .send(.delegate(.save(state.reminder)))
      }
    }
  }
}

struct ReminderEditorView: View {
  @Bindable var store: StoreOf<ReminderEditorFeature>

  var body: some View {
    Form {
      TextField("Title", text: $store.reminder.title)
      DatePicker("When", selection: $store.reminder.fireDate)
      Toggle("Every day", isOn: $store.reminder.repeatsDaily)
    }
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") { store.send(.cancelButtonTapped) }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { store.send(.saveButtonTapped) }
          .disabled(store.isSaveDisabled)
      }
    }
  }
}

#Preview {
  NavigationStack {
    ReminderEditorView(
      store: Store(
        initialState: ReminderEditorFeature.State(
          reminder: Reminder(id: UUID(), title: "Water the plants", fireDate: .now)
        )
      ) {
        ReminderEditorFeature()
      }
    )
  }
}
