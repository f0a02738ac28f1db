import ComposableArchitecture
import Foundation

/// TCA's Search example on an offline data set: type a query, the matching places appear once
/// typing pauses, and tapping a place loads its details.
///
/// Each change of the query restarts one cancellable effect that waits for the debounce
/// (300 ms) and then asks ``PlacesClient/search``: a new keystroke cancels both the wait and a
/// request still in flight, so only the last query's results ever arrive.
@Reducer
public struct Search {
  @ObservableState
  public struct State: Equatable, Sendable {
    /// What has been typed.
    public var query: String
    /// The places matching the last query searched, best first.
    public var results: [Place]
    /// Whether results for the current query are still to come.
    public var isSearching: Bool
    /// The expanded place's details, once loaded.
    public var details: PlaceDetails?
    /// The place whose details are loading.
    var loadingDetailsID: Place.ID?
    /// Why the last request failed, until the next one.
    var errorMessage: String?

    public init(
      query: String = "",
      results: [Place] = [],
      isSearching: Bool = false,
      details: PlaceDetails? = nil,
      loadingDetailsID: Place.ID? = nil,
      errorMessage: String? = nil
    ) {
      self.query = query
      self.results = results
      self.isSearching = isSearching
      self.details = details
      self.loadingDetailsID = loadingDetailsID
      self.errorMessage = errorMessage
    }
  }

  public enum Action: Equatable, Sendable {
    /// The details request answered.
    case detailsResponse(PlaceDetails)
    /// The details request failed, with a message.
    case detailsFailed(String)
    /// A result was tapped: expand it (loading its details), or collapse it if it is expanded.
    case resultTapped(Place.ID)
    /// The search request failed, with a message.
    case searchFailed(String)
    /// The text field changed.
    case searchQueryChanged(String)
    /// The search request answered.
    case searchResponse([Place])
  }

  enum CancelID {
    case details
    case search
  }

  /// How long typing must pause before the query is searched.
  public static let debounce: Duration = .milliseconds(300)

  @Dependency(\.continuousClock) var clock
  @Dependency(\.places) var places

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .detailsResponse(details):
        guard state.loadingDetailsID == details.place.id else { return .none }
        state.loadingDetailsID = nil
        state.details = details
        return .none

      case let .detailsFailed(message):
        state.loadingDetailsID = nil
        state.errorMessage = message
        return .none

      case let .resultTapped(id):
        if state.details?.place.id == id || state.loadingDetailsID == id {
          state.details = nil
          state.loadingDetailsID = nil
          return .cancel(id: CancelID.details)
        }
        state.details = nil
        state.loadingDetailsID = id
        state.errorMessage = nil
        return .run { send in
          await send(.detailsResponse(try await self.places.details(id)))
        } catch: { error, send in
          await send(.detailsFailed("Could not load the details: \(error)"))
        }
        .cancellable(id: CancelID.details, cancelInFlight: true)

      case let .searchFailed(message):
        state.isSearching = false
        state.results = []
        state.errorMessage = message
        return .none

      case let .searchQueryChanged(query):
        state.query = query
        state.details = nil
        state.loadingDetailsID = nil
        state.errorMessage = nil
        guard !query.trimmingCharacters(in: .whitespaces).isEmpty else {
          state.results = []
          state.isSearching = false
          return .merge(.cancel(id: CancelID.search), .cancel(id: CancelID.details))
        }
        state.isSearching = true
        return .merge(
          .cancel(id: CancelID.details),
          .run { send in
            try await self.clock.sleep(for: Self.debounce)
            await send(.searchResponse(try await self.places.search(query)))
          } catch: { error, send in
            await send(.searchFailed("Could not search: \(error)"))
          }
          .cancellable(id: CancelID.search, cancelInFlight: true)
        )

      case let .searchResponse(places):
        state.isSearching = false
        state.results = places
        return .none
      }
    }
  }
}
