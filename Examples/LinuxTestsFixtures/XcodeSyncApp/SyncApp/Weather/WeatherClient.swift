import ComposableArchitecture
import Foundation

struct Forecast: Equatable, Sendable {
  enum Condition: String, Equatable, Sendable {
    case clear
    case cloudy
    case rain
    case snow
  }

  var temperatureCelsius: Double
  var condition: Condition
  var hourlyCelsius: [Double]
}

@DependencyClient
struct WeatherClient: Sendable {
  var forecast: @Sendable (_ at: Coordinate) async throws -> Forecast
}

extension WeatherClient: DependencyKey {
  static let liveValue = WeatherClient(
    forecast: { coordinate in
      var components = URLComponents(string: "https://api.open-meteo.com/v1/forecast")!
      components.queryItems = [
        URLQueryItem(name: "latitude", value: "\(coordinate.latitude)"),
        URLQueryItem(name: "longitude", value: "\(coordinate.longitude)"),
        URLQueryItem(name: "current", value: "temperature_2m,weather_code"),
        URLQueryItem(name: "hourly", value: "temperature_2m"),
        URLQueryItem(name: "forecast_hours", value: "12"),
      ]
      let (data, _) = try await URLSession.shared.data(from: components.url!)
      let response = try JSONDecoder().decode(OpenMeteoResponse.self, from: data)
      return Forecast(
        temperatureCelsius: response.current.temperature_2m,
        condition: Forecast.Condition(weatherCode: response.current.weather_code),
        hourlyCelsius: response.hourly.temperature_2m
      )
    }
  )
}

extension Forecast.Condition {
  /// WMO weather interpretation codes, grouped the way the app shows them.
  init(weatherCode: Int) {
    switch weatherCode {
    case 0, 1: self = .clear
    case 51...67, 80...82, 95...99: self = .rain
    case 71...77, 85, 86: self = .snow
    default: self = .cloudy
    }
  }
}

private struct OpenMeteoResponse: Decodable {
  struct Current: Decodable {
    var temperature_2m: Double
    var weather_code: Int
  }

  struct Hourly: Decodable {
    var temperature_2m: [Double]
  }

  var current: Current
  var hourly: Hourly
}

extension DependencyValues {
  var weather: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}
