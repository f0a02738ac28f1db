import ComposableArchitecture
import Foundation

/// The form that adds or edits a sync-up: title, duration, theme and attendees.
@Reducer
public struct SyncUpForm: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var focus: Field? = .title
    public var syncUp: SyncUp

    public init(focus: Field? = .title, syncUp: SyncUp) {
      self.focus = focus
      self.syncUp = syncUp
    }

    /// The fields that take the keyboard.
    public enum Field: Hashable, Sendable {
      case attendee(Attendee.ID)
      case title
    }

    /// What must be fixed before the sync-up can be saved; empty when it can.
    public var validationErrors: [String] {
      var errors: [String] = []
      if self.syncUp.title.trimmingCharacters(in: .whitespaces).isEmpty {
        errors.append("The title is required.")
      }
      if !self.syncUp.attendees.contains(where: { !$0.name.allSatisfy(\.isWhitespace) }) {
        errors.append("Add at least one attendee.")
      }
      if !(Duration.seconds(60)...Duration.seconds(30 * 60)).contains(self.syncUp.duration) {
        errors.append("The duration is 1 to 30 minutes.")
      }
      return errors
    }

    /// Whether the sync-up can be saved.
    public var isValid: Bool { self.validationErrors.isEmpty }

    /// The sync-up to save: attendees without a name are dropped.
    public var cleanedSyncUp: SyncUp {
      var syncUp = self.syncUp
      syncUp.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
      return syncUp
    }
  }

  public enum Action: BindableAction, Equatable, Sendable {
    case addAttendeeButtonTapped
    case binding(BindingAction<State>)
    case onDeleteAttendees(IndexSet)
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addAttendeeButtonTapped:
        let attendee = Attendee(id: self.uuid())
        state.syncUp.attendees.append(attendee)
        state.focus = .attendee(attendee.id)
        return .none

      case .binding:
        return .none

      case let .onDeleteAttendees(indices):
        state.syncUp.attendees.remove(atOffsets: indices)
        if state.syncUp.attendees.isEmpty {
          state.syncUp.attendees.append(Attendee(id: self.uuid()))
        }
        guard let firstIndex = indices.first else { return .none }
        let index = min(firstIndex, state.syncUp.attendees.count - 1)
        state.focus = .attendee(state.syncUp.attendees[index].id)
        return .none
      }
    }
  }
}
