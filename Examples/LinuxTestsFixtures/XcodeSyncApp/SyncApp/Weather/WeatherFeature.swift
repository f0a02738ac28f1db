import ComposableArchitecture
import SwiftUI

enum TemperatureUnit: String, Equatable, Sendable {
  case celsius
  case fahrenheit

  func format(_ celsius: Double) -> String {
    switch self {
    case .celsius:
      return "\(Int(celsius.rounded()))°C"
    case .fahrenheit:
      return "\(Int((celsius * 9 / 5 + 32).rounded()))°F"
    }
  }
}

@Reducer
struct WeatherFeature {
  @ObservableState
  struct State: Equatable {
    var authorization: LocationAuthorization = .notDetermined
    var coordinate: Coordinate?
    var errorMessage: String?
    var forecast: Forecast?
    var isLoading = false
    @Shared(.inMemory("temperatureUnit")) var unit: TemperatureUnit = .celsius

    var temperatureText: String? {
      forecast.map { unit.format($0.temperatureCelsius) }
    }

    /// The hottest and coldest of the next hours, in the chosen unit.
    var rangeText: String? {
      guard let hourly = forecast?.hourlyCelsius, let low = hourly.min(), let high = hourly.max()
      else { return nil }
      return "\(unit.format(low)) – \(unit.format(high))"
    }

    var temperatureColor: Color {
      guard let celsius = forecast?.temperatureCelsius else { return .secondary }
      switch celsius {
      case ..<5: return .blue
      case ..<25: return .green
      default: return .orange
      }
    }
  }

  enum Action {
    case authorizationResponse(LocationAuthorization)
    case forecastResponse(Result<Forecast, any Error>)
    case locationResponse(Result<Coordinate, any Error>)
    case openSettingsButtonTapped
    case refreshButtonTapped
    case task
    case unitToggled
  }

  @Dependency(\.location) var location
  @Dependency(\.openURL) var openURL
  @Dependency(\.weather) var weather

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .authorizationResponse(authorization):
        state.authorization = authorization
        guard authorization == .authorized else {
          state.isLoading = false
          return .none
        }
        return .run { send in
          await send(.locationResponse(Result { try await location.currentLocation() }))
        }

      case let .forecastResponse(.success(forecast)):
        state.isLoading = false
        state.forecast = forecast
        return .none

      case .forecastResponse(.failure), .locationResponse(.failure):
        state.isLoading = false
        state.errorMessage = "The forecast isn’t available right now."
        return .none

      case let .locationResponse(.success(coordinate)):
        state.coordinate = coordinate
        return .run { send in
          await send(.forecastResponse(Result { try await weather.forecast(at: coordinate) }))
        }

      case .openSettingsButtonTapped:
        return .run { _ in
          await openURL(URL(string: "app-settings:")!)
        }

      case .refreshButtonTapped:
        guard let coordinate = state.coordinate, !state.isLoading else { return .none }
        state.isLoading = true
        state.errorMessage = nil
        return .run { send in
          await send(.forecastResponse(Result { try await weather.forecast(at: coordinate) }))
        }

      case .task:
        state.isLoading = true
        state.errorMessage = nil
        return .run { send in
          var authorization = await location.authorization()
          if authorization == .notDetermined {
            authorization = await location.requestAuthorization()
          }
          await send(.authorizationResponse(authorization))
        }

      case .unitToggled:
        state.$unit.withLock { $0 = $0 == .celsius ? .fahrenheit : .celsius }
        return .none
      }
    }
  }
}

struct WeatherView: View {
  let store: StoreOf<WeatherFeature>

  var body: some View {
    VStack(spacing: 16) {
      switch store.authorization {
      case .denied:
        ContentUnavailableView {
          Label("Location is off", systemImage: "location.slash")
        } actions: {
          Button("Open Settings") { store.send(.openSettingsButtonTapped) }
        }
      case .notDetermined, .authorized:
        if let temperature = store.temperatureText {
          Text(temperature)
            .font(.system(size: 72, weight: .thin))
            .foregroundStyle(store.temperatureColor)
            .onTapGesture { store.send(.unitToggled) }
          if let range = store.rangeText {
            Text(range).foregroundStyle(.secondary)
          }
        } else if store.isLoading {
          ProgressView()
        }
        if let message = store.errorMessage {
          Text(message).foregroundStyle(.red)
        }
      }
    }
    .refreshable { await store.send(.refreshButtonTapped).finish() }
    .task { await store.send(.task).finish() }
  }
}

#Preview("Paris") {
  WeatherView(
    store: Store(initialState: WeatherFeature.State()) {
      WeatherFeature()
    } withDependencies: {
      $0.location = .previewValue
      $0.weather.forecast = { _ in
        Forecast(temperatureCelsius: 18, condition: .clear, hourlyCelsius: [16, 18, 21])
      }
    }
  )
}
