import ComposableArchitecture
import SwiftUI

@Reducer
struct RemindersFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var editor: ReminderEditorFeature.State?
    var isAuthorized: Bool?
    var reminders: IdentifiedArrayOf<Reminder> = []
    var toast: String?
  }

  enum Action {
    case addButtonTapped
    case alert(PresentationAction<Alert>)
    case authorizationResponse(Result<Bool, any Error>)
    case deleteReminders(IndexSet)
    case editor(PresentationAction<ReminderEditorFeature.Action>)
    case scheduleResponse(Reminder.ID, Result<Void, any Error>)
    case toastDismissed

    enum Alert: Equatable {}
  }

  /// How many reminders one person keeps; the beta lets testers try more.
  #if SYNC_BETA
    static let maximumReminders = 10
  #else
    static let maximumReminders = 3
  #endif

  enum CancelID { case toast }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.notifications) var notifications
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        guard state.reminders.count < Self.maximumReminders else {
          state.alert = AlertState {
            TextState("You have \(Self.maximumReminders) reminders")
          } message: {
            TextState("Delete one to add another.")
          }
          return .none
        }
        guard state.isAuthorized == true else {
          return .run { send in
            await send(
              .authorizationResponse(Result { try await notifications.requestAuthorization() }))
          }
        }
        state.editor = ReminderEditorFeature.State(
          reminder: Reminder(id: uuid(), title: "", fireDate: now.addingTimeInterval(3_600))
        )
        return .none

      case .alert:
        return .none

      case let .authorizationResponse(.success(granted)):
        state.isAuthorized = granted
        guard granted else {
          state.alert = AlertState {
            TextState("Notifications are off")
          } message: {
            TextState("Turn on notifications for SyncApp in Settings to get reminders.")
          }
          return .none
        }
        return .send(.addButtonTapped)

      case .authorizationResponse(.failure):
        state.isAuthorized = false
        return .none

      case let .deleteReminders(offsets):
        let ids = offsets.map { state.reminders[$0].id }
        state.reminders.remove(atOffsets: offsets)
        return .run { _ in await notifications.cancel(ids) }

      case let .editor(.presented(.delegate(.save(reminder)))):
        state.editor = nil
        state.reminders.append(reminder)
        state.reminders.sort { $0.fireDate < $1.fireDate }
        return .run { send in
          await send(
            .scheduleResponse(reminder.id, Result { try await notifications.schedule(reminder) }))
        }

      case .editor:
        return .none

      case .scheduleResponse(_, .success):
        state.toast = "Reminder scheduled"
        return .run { send in
          try await clock.sleep(for: .seconds(2))
          await send(.toastDismissed)
        }
        .cancellable(id: CancelID.toast, cancelInFlight: true)

      case let .scheduleResponse(id, .failure):
        state.reminders.remove(id: id)
        state.toast = "The reminder couldn’t be scheduled."
        return .run { send in
          try await clock.sleep(for: .seconds(2))
          await send(.toastDismissed)
        }
        .cancellable(id: CancelID.toast, cancelInFlight: true)

      case .toastDismissed:
        state.toast = nil
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$editor, action: \.editor) {
      ReminderEditorFeature()
    }
  }
}

struct RemindersView: View {
  @Bindable var store: StoreOf<RemindersFeature>

  var body: some View {
    List {
      ForEach(store.reminders) { reminder in
        VStack(alignment: .leading) {
          Text(reminder.title)
          Text(reminder.fireDate, style: .time).font(.caption)
        }
      }
      .onDelete { store.send(.deleteReminders($0)) }
    }
    .overlay(alignment: .bottom) {
      if let toast = store.toast {
        Text(toast).padding().background(.thinMaterial, in: Capsule())
      }
    }
    .toolbar {
      Button("Add", systemImage: "plus") { store.send(.addButtonTapped) }
    }
    .alert($store.scope(state: \.alert, action: \.alert))
    .sheet(item: $store.scope(state: \.editor, action: \.editor)) { editorStore in
      NavigationStack { ReminderEditorView(store: editorStore) }
    }
    .navigationTitle("Reminders")
  }
}

struct RemindersView_Previews: PreviewProvider {
  static var previews: some View {
    var state = RemindersFeature.State()
    state.isAuthorized = true
    state.reminders = IdentifiedArray(uniqueElements: Reminder.previewReminders)
    return NavigationStack {
      RemindersView(
        store: Store(initialState: state) {
          RemindersFeature()
        }
      )
    }
  }
}
