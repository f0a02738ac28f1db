import ComposableArchitecture
import Foundation

/// A sync-up: its details and past meetings; edit it, delete it, or start a meeting.
@Reducer
public struct SyncUpDetail: Sendable {
  @Reducer
  public enum Destination {
    case alert(AlertState<Alert>)
    case edit(SyncUpForm)

    @CasePathable
    public enum Alert: Sendable {
      case confirmButtonTapped
    }
  }

  @ObservableState
  public struct State: Equatable, Sendable {
    @Presents public var destination: Destination.State?
    @Shared public var syncUp: SyncUp

    public init(destination: Destination.State? = nil, syncUp: Shared<SyncUp>) {
      self.destination = destination
      self._syncUp = syncUp
    }
  }

  public enum Action: Sendable {
    case cancelEditButtonTapped
    case delegate(Delegate)
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
    case meetingTapped(id: Meeting.ID)
    case startMeetingButtonTapped

    /// What the app does for the detail screen: push a meeting or the recording.
    @CasePathable
    public enum Delegate: Sendable {
      case showMeeting(Meeting.ID)
      case startMeeting
    }
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteSyncUp)
        return .none

      case .destination(.presented(.alert(.confirmButtonTapped))):
        @Shared(.syncUps) var syncUps
        _ = $syncUps.withLock { $0.remove(id: state.syncUp.id) }
        return .run { _ in await self.dismiss() }

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard let form = state.destination?.edit, form.isValid else { return .none }
        state.$syncUp.withLock { $0 = form.cleanedSyncUp }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none

      case let .meetingTapped(id):
        return .send(.delegate(.showMeeting(id)))

      case .startMeetingButtonTapped:
        return .send(.delegate(.startMeeting))
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SyncUpDetail.Destination.State: Equatable {}
extension SyncUpDetail.Destination.State: Sendable {}
extension SyncUpDetail.Destination.Action: Sendable {}

extension AlertState where Action == SyncUpDetail.Destination.Alert {
  /// Asks before deleting a sync-up.
  public static let deleteSyncUp = Self {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmButtonTapped) {
      TextState("Yes")
    }
    ButtonState(role: .cancel) {
      TextState("Nevermind")
    }
  } message: {
    TextState("Are you sure you want to delete this meeting?")
  }
}
