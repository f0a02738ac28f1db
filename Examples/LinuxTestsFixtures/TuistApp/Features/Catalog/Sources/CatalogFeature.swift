import ComposableArchitecture
import MapKit
import SwiftUI

@Reducer
public struct CatalogFeature: Sendable {
  @ObservableState
  public struct State: Equatable {
    public var city = ""
    public var errorMessage: String?
    @Shared(.inMemory("favoriteListingIDs")) public var favorites: Set<Listing.ID> = []
    public var isLoading = false
    public var listings: IdentifiedArrayOf<Listing> = []
    public var maximumNightlyCents: Int?
    public var showsFavoritesOnly = false

    public init() {}

    public var visibleListings: [Listing] {
      listings
        .filter { listing in maximumNightlyCents.map { listing.nightlyRateCents <= $0 } ?? true }
        .filter { !showsFavoritesOnly || favorites.contains($0.id) }
        .sorted { ($0.rating, $1.nightlyRateCents) > ($1.rating, $0.nightlyRateCents) }
    }

    /// The map shows every visible listing, with a margin.
    public var mapRegion: MKCoordinateRegion {
      let listings = visibleListings
      guard !listings.isEmpty else {
        return MKCoordinateRegion(.world)
      }
      let latitudes = listings.map(\.latitude)
      let longitudes = listings.map(\.longitude)
      let center = CLLocationCoordinate2D(
        latitude: (latitudes.min()! + latitudes.max()!) / 2,
        longitude: (longitudes.min()! + longitudes.max()!) / 2
      )
      return MKCoordinateRegion(
        center: center,
        span: MKCoordinateSpan(
          latitudeDelta: max(0.02, (latitudes.max()! - latitudes.min()!) * 1.4),
          longitudeDelta: max(0.02, (longitudes.max()! - longitudes.min()!) * 1.4)
        )
      )
    }
  }

  public enum Action: BindableAction, Sendable {
    case binding(BindingAction<State>)
    case delegate(Delegate)
    case favoriteButtonTapped(id: Listing.ID)
    case listingTapped(id: Listing.ID)
    case search
    case searchResponse(Result<[Listing], any Error>)
    case task

    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case openListing(Listing)
    }
  }

  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.listings) var listings

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.city):
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.search)
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case .binding, .delegate:
        return .none

      case let .favoriteButtonTapped(id):
        state.$favorites.withLock { favorites in
          if favorites.contains(id) {
            favorites.remove(id)
          } else {
            favorites.insert(id)
          }
        }
        return .none

      case let .listingTapped(id):
        guard let listing = state.listings[id: id] else { return .none }
        return .send(.delegate(.openListing(listing)))

      case .search, .task:
        let city = state.city.trimmingCharacters(in: .whitespaces)
        state.isLoading = true
        state.errorMessage = nil
        return .run { send in
          await send(
            .searchResponse(Result { try await listings.search(city.isEmpty ? nil : city) }))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case let .searchResponse(.success(results)):
        state.isLoading = false
        state.listings = IdentifiedArray(uniqueElements: results)
        return .none

      case .searchResponse(.failure):
        state.isLoading = false
        state.errorMessage = "Stays couldn’t be loaded."
        return .none
      }
    }
  }
}

public struct CatalogView: View {
  @Bindable var store: StoreOf<CatalogFeature>

  public init(store: StoreOf<CatalogFeature>) {
    self.store = store
  }

  public var body: some View {
    VStack(spacing: 0) {
      Map(initialPosition: .region(store.mapRegion)) {
        ForEach(store.visibleListings) { listing in
          Marker(
            listing.title,
            coordinate: CLLocationCoordinate2D(
              latitude: listing.latitude, longitude: listing.longitude)
          )
        }
      }
      .frame(height: 220)
      List(store.visibleListings) { listing in
        HStack {
          Button(listing.title) { store.send(.listingTapped(id: listing.id)) }
          Spacer()
          Text(listing.nightlyRateCents / 100, format: .currency(code: "EUR"))
          Button {
            store.send(.favoriteButtonTapped(id: listing.id))
          } label: {
            Image(systemName: store.favorites.contains(listing.id) ? "heart.fill" : "heart")
          }
          .buttonStyle(.borderless)
        }
      }
    }
    .searchable(text: $store.city, prompt: "City")
    .toolbar {
      Toggle("Favorites", systemImage: "heart", isOn: $store.showsFavoritesOnly)
    }
    .task { await store.send(.task).finish() }
    .navigationTitle("Stays")
  }
}

#Preview {
  NavigationStack {
    CatalogView(
      store: Store(initialState: CatalogFeature.State()) {
        CatalogFeature()
      } withDependencies: {
        $0.listings.search = { _ in
          [
            Listing(
              id: "lx-1", title: "Canal loft", city: "Amsterdam", nightlyRateCents: 18_900,
              rating: 4.8, latitude: 52.37, longitude: 4.89)
          ]
        }
      }
    )
  }
}
