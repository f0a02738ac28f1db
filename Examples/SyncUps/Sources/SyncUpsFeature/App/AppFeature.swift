import ComposableArchitecture
import Foundation

/// The app: the sync-ups list at the root of a navigation stack of details, past meetings and
/// meetings being recorded.
@Reducer
public struct AppFeature: Sendable {
  @Reducer
  public enum Path {
    case detail(SyncUpDetail)
    @ReducerCaseIgnored
    case meeting(Meeting, syncUp: SyncUp)
    case record(RecordMeeting)
  }

  @ObservableState
  public struct State: Equatable, Sendable {
    public var path = StackState<Path.State>()
    public var syncUpsList = SyncUpsList.State()

    public init(
      path: StackState<Path.State> = StackState(), syncUpsList: SyncUpsList.State = .init()
    ) {
      self.path = path
      self.syncUpsList = syncUpsList
    }
  }

  public enum Action: Sendable {
    case path(StackActionOf<Path>)
    case syncUpsList(SyncUpsList.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.syncUpsList, action: \.syncUpsList) {
      SyncUpsList()
    }
    Reduce { state, action in
      switch action {
      case let .path(.element(id, .detail(.delegate(delegate)))):
        guard case let .some(.detail(detail)) = state.path[id: id] else { return .none }
        switch delegate {
        case let .showMeeting(meetingID):
          guard let meeting = detail.syncUp.meetings[id: meetingID] else { return .none }
          state.path.append(.meeting(meeting, syncUp: detail.syncUp))
        case .startMeeting:
          state.path.append(.record(RecordMeeting.State(syncUp: detail.$syncUp)))
        }
        return .none

      case .path:
        return .none

      case let .syncUpsList(.syncUpTapped(id)):
        guard let syncUp = Shared(state.syncUpsList.$syncUps[id: id]) else { return .none }
        state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
        return .none

      case .syncUpsList:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension AppFeature.Path.State: Equatable {}
extension AppFeature.Path.State: Sendable {}
extension AppFeature.Path.Action: Sendable {}
