import ComposableArchitecture
import Foundation
import SwiftUI
import Testing

@testable import SyncApp

private let paris = Coordinate(latitude: 48.8566, longitude: 2.3522)
private let mild = Forecast(temperatureCelsius: 18, condition: .clear, hourlyCelsius: [16, 18, 21])

private struct NoSignal: Error {}

@MainActor
@Suite(.serialized)
struct WeatherFeatureTests {
  @Test func anAuthorizedLocationLoadsTheForecast() async {
    let requested = LockIsolated<[Coordinate]>([])
    let store = TestStore(initialState: WeatherFeature.State()) {
      WeatherFeature()
    } withDependencies: {
      $0.location.authorization = { .authorized }
      $0.location.currentLocation = { paris }
      $0.weather.forecast = { coordinate in
        requested.withValue { $0.append(coordinate) }
        return mild
      }
    }

    await store.send(.task) {
      $0.isLoading = true
    }
    await store.receive(\.authorizationResponse) {
      $0.authorization = .authorized
    }
    await store.receive(\.locationResponse.success) {
      $0.coordinate = paris
    }
    await store.receive(\.forecastResponse.success) {
      $0.isLoading = false
      $0.forecast = mild
    }
    #expect(requested.value == [paris])
  }

  @Test func anUndeterminedLocationAsksAndStopsWhenDenied() async {
    let asked = LockIsolated(0)
    let store = TestStore(initialState: WeatherFeature.State()) {
      WeatherFeature()
    } withDependencies: {
      $0.location.authorization = { .notDetermined }
      $0.location.requestAuthorization = {
        asked.withValue { $0 += 1 }
        return .denied
      }
    }

    await store.send(.task) {
      $0.isLoading = true
    }
    await store.receive(\.authorizationResponse) {
      $0.authorization = .denied
      $0.isLoading = false
    }
    #expect(asked.value == 1)
  }

  @Test func noLocationShowsAMessage() async {
    let store = TestStore(initialState: WeatherFeature.State()) {
      WeatherFeature()
    } withDependencies: {
      $0.location.authorization = { .authorized }
      $0.location.currentLocation = { throw NoSignal() }
    }

    await store.send(.task) {
      $0.isLoading = true
    }
    await store.receive(\.authorizationResponse) {
      $0.authorization = .authorized
    }
    await store.receive(\.locationResponse.failure) {
      $0.isLoading = false
      $0.errorMessage = "The forecast isn’t available right now."
    }
  }

  @Test func refreshFetchesAgainForTheKnownPlace() async {
    var state = WeatherFeature.State()
    state.authorization = .authorized
    state.coordinate = paris
    state.forecast = mild
    state.errorMessage = "The forecast isn’t available right now."
    let colder = Forecast(temperatureCelsius: 3, condition: .snow, hourlyCelsius: [1, 3])
    let store = TestStore(initialState: state) {
      WeatherFeature()
    } withDependencies: {
      $0.weather.forecast = { _ in colder }
    }

    await store.send(.refreshButtonTapped) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    await store.receive(\.forecastResponse.success) {
      $0.isLoading = false
      $0.forecast = colder
    }
  }

  @Test func refreshBeforeALocationDoesNothing() async {
    let store = TestStore(initialState: WeatherFeature.State()) {
      WeatherFeature()
    }

    await store.send(.refreshButtonTapped)
  }

  @Test func tappingTheTemperatureSwitchesUnits() async {
    var state = WeatherFeature.State()
    state.forecast = mild
    state.$unit.withLock { $0 = .celsius }
    let store = TestStore(initialState: state) {
      WeatherFeature()
    }

    #expect(store.state.temperatureText == "18°C")
    await store.send(.unitToggled) {
      $0.$unit.withLock { $0 = .fahrenheit }
    }
    #expect(store.state.temperatureText == "64°F")
    #expect(store.state.rangeText == "61°F – 70°F")
    await store.send(.unitToggled) {
      $0.$unit.withLock { $0 = .celsius }
    }
  }

  @Test func deniedLocationOpensTheAppsSettings() async {
    let opened = LockIsolated<[URL]>([])
    var state = WeatherFeature.State()
    state.authorization = .denied
    let store = TestStore(initialState: state) {
      WeatherFeature()
    } withDependencies: {
      $0.openURL = .init { url in
        opened.withValue { $0.append(url) }
        return true
      }
    }

    await store.send(.openSettingsButtonTapped)
    await store.finish()
    #expect(opened.value == [URL(string: "app-settings:")!])
  }

  @Test func theTemperatureColorFollowsTheForecast() {
    var state = WeatherFeature.State()
    #expect(state.temperatureColor == .secondary)
    state.forecast = Forecast(temperatureCelsius: -2, condition: .snow, hourlyCelsius: [])
    #expect(state.temperatureColor == .blue)
    state.forecast = mild
    #expect(state.temperatureColor == .green)
    state.forecast?.temperatureCelsius = 31
    #expect(state.temperatureColor == .orange)
  }
}
