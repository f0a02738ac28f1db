import Booking
import ComposableArchitecture
import SwiftUI

@Reducer
public struct TripDetailFeature: Sendable {
  @ObservableState
  public struct State: Equatable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var errorMessage: String?
    public var isCancelling = false
    public var reservation: Reservation

    public init(reservation: Reservation) {
      self.reservation = reservation
    }

    /// Free cancellation ends 48 hours before check-in.
    public func canCancel(now: Date) -> Bool {
      reservation.checkIn.timeIntervalSince(now) >= 48 * 3_600
    }
  }

  public enum Action: Sendable {
    case alert(PresentationAction<Alert>)
    case cancelButtonTapped
    case cancelResponse(Result<Reservation.ID, any Error>)
    case delegate(Delegate)

    @CasePathable
    public enum Alert: Equatable, Sendable {
      case confirmCancel
    }

    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case cancelled(Reservation.ID)
    }
  }

  @Dependency(\.date.now) var now
  @Dependency(\.trips) var trips

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmCancel)):
        state.isCancelling = true
        state.errorMessage = nil
        let id = state.reservation.id
        return .run { send in
          await send(
            .cancelResponse(
              Result {
                try await trips.cancel(id)
                return id
              }
            )
          )
        }

      case .alert, .delegate:
        return .none

      case .cancelButtonTapped:
        guard state.canCancel(now: now) else {
          state.errorMessage = "Free cancellation ended 48 hours before check-in."
          return .none
        }
        state.alert = AlertState {
          TextState("Cancel your stay at \(state.reservation.listing.title)?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmCancel) {
            TextState("Cancel stay")
          }
          ButtonState(role: .cancel) {
            TextState("Keep it")
          }
        }
        return .none

      case let .cancelResponse(.success(id)):
        state.isCancelling = false
        return .send(.delegate(.cancelled(id)))

      case .cancelResponse(.failure):
        state.isCancelling = false
        state.errorMessage = "The stay couldn’t be cancelled. Try again."
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

struct TripDetailView: View {
  @Bindable var store: StoreOf<TripDetailFeature>

  var body: some View {
    Form {
      LabeledContent("Stay", value: store.reservation.listing.title)
      LabeledContent("Check in") { Text(store.reservation.checkIn, style: .date) }
      LabeledContent("Check out") { Text(store.reservation.checkOut, style: .date) }
      if let message = store.errorMessage {
        Text(message).foregroundStyle(.red)
      }
      Button("Cancel stay", role: .destructive) { store.send(.cancelButtonTapped) }
        .disabled(store.isCancelling)
    }
    .alert($store.scope(state: \.alert, action: \.alert))
    .navigationTitle(store.reservation.listing.city)
  }
}
