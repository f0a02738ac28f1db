import Booking
import ComposableArchitecture
import SwiftUI

@Reducer
public struct ProfileFeature: Sendable {
  @Reducer(state: .equatable, .sendable, action: .sendable)
  public enum Path {
    case tripDetail(TripDetailFeature)
  }

  @ObservableState
  public struct State: Equatable {
    public var isLoading = false
    public var isUnlocked = false
    public var path = StackState<Path.State>()
    public var trips: IdentifiedArrayOf<Reservation> = []

    public init() {}

    public func upcomingTrips(now: Date) -> [Reservation] {
      trips.filter { $0.checkOut > now }.sorted { $0.checkIn < $1.checkIn }
    }
  }

  public enum Action: Sendable {
    case path(StackActionOf<Path>)
    case task
    case tripTapped(id: Reservation.ID)
    case tripsResponse(Result<[Reservation], any Error>)
    case unlockButtonTapped
    case unlockResponse(Bool)
  }

  @Dependency(\.biometrics) var biometrics
  @Dependency(\.trips) var trips

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .path(.element(id: id, action: .tripDetail(.delegate(.cancelled(tripID))))):
        state.trips.remove(id: tripID)
        state.path.pop(from: id)
        return .none

      case .path:
        return .none

      case .task, .unlockButtonTapped:
        guard !state.isUnlocked else { return .none }
        return .run { send in
          await send(.unlockResponse(await biometrics.authenticate("Unlock your trips")))
        }

      case let .tripTapped(id):
        guard let trip = state.trips[id: id] else { return .none }
        state.path.append(.tripDetail(TripDetailFeature.State(reservation: trip)))
        return .none

      case let .tripsResponse(.success(trips)):
        state.isLoading = false
        state.trips = IdentifiedArray(uniqueElements: trips)
        return .none

      case .tripsResponse(.failure):
        state.isLoading = false
        return .none

      case let .unlockResponse(unlocked):
        state.isUnlocked = unlocked
        guard unlocked else { return .none }
        state.isLoading = true
        return .run { send in
          await send(.tripsResponse(Result { try await trips.load() }))
        }
      }
    }
    .forEach(\.path, action: \.path)
  }
}

public struct ProfileView: View {
  @Bindable var store: StoreOf<ProfileFeature>

  public init(store: StoreOf<ProfileFeature>) {
    self.store = store
  }

  public var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      Group {
        if store.isUnlocked {
          List(store.state.upcomingTrips(now: .now)) { trip in
            Button(trip.listing.title) { store.send(.tripTapped(id: trip.id)) }
          }
          .overlay { if store.isLoading { ProgressView() } }
        } else {
          ContentUnavailableView {
            Label("Trips are locked", systemImage: "faceid")
          } actions: {
            Button("Unlock") { store.send(.unlockButtonTapped) }
          }
        }
      }
      .task { await store.send(.task).finish() }
      .navigationTitle("Trips")
    } destination: { store in
      switch store.case {
      case let .tripDetail(store):
        TripDetailView(store: store)
      }
    }
  }
}

#Preview {
  ProfileView(
    store: Store(initialState: ProfileFeature.State()) {
      ProfileFeature()
    } withDependencies: {
      $0.biometrics.authenticate = { _ in true }
      $0.trips.load = { [] }
    }
  )
}
