import ComposableArchitecture
import Foundation

/// The list of sync-ups, saved to a file, and the sheet that adds one.
@Reducer
public struct SyncUpsList: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    @Presents public var addSyncUp: SyncUpForm.State?
    @Shared(.syncUps) public var syncUps

    public init(addSyncUp: SyncUpForm.State? = nil) {
      self.addSyncUp = addSyncUp
    }
  }

  public enum Action: Sendable {
    case addSyncUpButtonTapped
    case addSyncUp(PresentationAction<SyncUpForm.Action>)
    case confirmAddButtonTapped
    case discardButtonTapped
    case onDelete(IndexSet)
    /// A row was selected; the app pushes its detail screen.
    case syncUpTapped(id: SyncUp.ID)
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUpButtonTapped:
        state.addSyncUp = SyncUpForm.State(
          syncUp: SyncUp(id: self.uuid(), attendees: [Attendee(id: self.uuid())])
        )
        return .none

      case .addSyncUp:
        return .none

      case .confirmAddButtonTapped:
        guard let form = state.addSyncUp, form.isValid else { return .none }
        state.addSyncUp = nil
        _ = state.$syncUps.withLock { $0.append(form.cleanedSyncUp) }
        return .none

      case .discardButtonTapped:
        state.addSyncUp = nil
        return .none

      case let .onDelete(indexSet):
        state.$syncUps.withLock { $0.remove(atOffsets: indexSet) }
        return .none

      case .syncUpTapped:
        return .none
      }
    }
    .ifLet(\.$addSyncUp, action: \.addSyncUp) {
      SyncUpForm()
    }
  }
}
