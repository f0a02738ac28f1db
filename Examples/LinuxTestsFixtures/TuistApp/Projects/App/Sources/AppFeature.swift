import Analytics
import Booking
import Catalog
import ComposableArchitecture
import Profile
import SwiftUI

@Reducer
struct AppFeature {
  enum Tab: Hashable, Sendable {
    case explore
    case trips
  }

  @ObservableState
  struct State: Equatable {
    @Presents var booking: BookingFeature.State?
    var catalog = CatalogFeature.State()
    var profile = ProfileFeature.State()
    var selectedTab: Tab = .explore
  }

  enum Action {
    case booking(PresentationAction<BookingFeature.Action>)
    case catalog(CatalogFeature.Action)
    case profile(ProfileFeature.Action)
    case tabSelected(Tab)
  }

  /// New bookings start a week out, for three nights.
  static let defaultLeadDays = 7
  static let defaultNights = 3

  @Dependency(\.analytics) var analytics
  @Dependency(\.calendar) var calendar
  @Dependency(\.date.now) var now

  var body: some ReducerOf<Self> {
    Scope(state: \.catalog, action: \.catalog) { CatalogFeature() }
    Scope(state: \.profile, action: \.profile) { ProfileFeature() }
    Reduce { state, action in
      switch action {
      case let .booking(.presented(.delegate(.booked(reservation)))):
        state.booking = nil
        state.profile.trips.append(reservation)
        state.selectedTab = .trips
        return .run { _ in
          await analytics.track(
            .bookingCompleted(reservationID: reservation.id, totalCents: reservation.totalCents))
        }

      case let .catalog(.delegate(.openListing(listing))):
        let checkIn = calendar.startOfDay(
          for: calendar.date(byAdding: .day, value: Self.defaultLeadDays, to: now)!)
        let checkOut = calendar.date(byAdding: .day, value: Self.defaultNights, to: checkIn)!
        state.booking = BookingFeature.State(listing: listing, checkIn: checkIn, checkOut: checkOut)
        return .run { _ in
          await analytics.track(.listingViewed(id: listing.id, city: listing.city))
        }

      case .profile(.unlockResponse(true)):
        return .run { _ in await analytics.track(.tripsUnlocked) }

      case .booking, .catalog, .profile:
        return .none

      case let .tabSelected(tab):
        state.selectedTab = tab
        return .none
      }
    }
    .ifLet(\.$booking, action: \.booking) {
      BookingFeature()
    }
  }
}

struct AppView: View {
  @Bindable var store: StoreOf<AppFeature>

  var body: some View {
    TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
      NavigationStack {
        CatalogView(store: store.scope(state: \.catalog, action: \.catalog))
      }
      .tabItem { Label("Explore", systemImage: "magnifyingglass") }
      .tag(AppFeature.Tab.explore)
      ProfileView(store: store.scope(state: \.profile, action: \.profile))
        .tabItem { Label("Trips", systemImage: "suitcase") }
        .tag(AppFeature.Tab.trips)
    }
    .sheet(item: $store.scope(state: \.booking, action: \.booking)) { bookingStore in
      NavigationStack { BookingView(store: bookingStore) }
    }
  }
}
