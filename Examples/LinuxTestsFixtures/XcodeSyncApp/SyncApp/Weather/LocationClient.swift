import ComposableArchitecture
import CoreLocation

/// A place on Earth in degrees: the app's own type, so features and tests don't need Core Location.
struct Coordinate: Equatable, Hashable, Sendable {
  var latitude: Double
  var longitude: Double
}

extension Coordinate {
  init(_ coordinate: CLLocationCoordinate2D) {
    self.init(latitude: coordinate.latitude, longitude: coordinate.longitude)
  }

  var clCoordinate: CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }

  /// The great-circle distance to `other`, in kilometres.
  func distance(to other: Coordinate) -> Double {
    CLLocation(latitude: latitude, longitude: longitude)
      .distance(from: CLLocation(latitude: other.latitude, longitude: other.longitude)) / 1_000
  }
}

enum LocationAuthorization: Equatable, Sendable {
  case notDetermined
  case denied
  case authorized

  init(_ status: CLAuthorizationStatus) {
    switch status {
    case .authorizedAlways, .authorizedWhenInUse:
      self = .authorized
    case .denied, .restricted:
      self = .denied
    case .notDetermined:
      self = .notDetermined
    @unknown default:
      self = .denied
    }
  }
}

struct LocationUnavailable: Error, Equatable {}

@DependencyClient
struct LocationClient: Sendable {
  var authorization: @Sendable () async -> LocationAuthorization = { .notDetermined }
  var requestAuthorization: @Sendable () async -> LocationAuthorization = { .notDetermined }
  var currentLocation: @Sendable () async throws -> Coordinate
}

extension LocationClient: DependencyKey {
  static let liveValue = LocationClient(
    authorization: {
      LocationAuthorization(CLLocationManager().authorizationStatus)
    },
    requestAuthorization: {
      await AuthorizationRequest().run()
    },
    currentLocation: {
      for try await update in CLLocationUpdate.liveUpdates() {
        if let location = update.location {
          return Coordinate(location.coordinate)
        }
      }
      throw LocationUnavailable()
    }
  )

  static let previewValue = LocationClient(
    authorization: { .authorized },
    requestAuthorization: { .authorized },
    currentLocation: { Coordinate(latitude: 48.8566, longitude: 2.3522) }
  )
}

/// Asks for when-in-use authorization and waits for the answer.
@MainActor
private final class AuthorizationRequest: NSObject, CLLocationManagerDelegate {
  private let manager = CLLocationManager()
  private var continuation: CheckedContinuation<LocationAuthorization, Never>?

  func run() async -> LocationAuthorization {
    await withCheckedContinuation { continuation in
      self.continuation = continuation
      manager.delegate = self
      manager.requestWhenInUseAuthorization()
    }
  }

  nonisolated func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
    let status = LocationAuthorization(manager.authorizationStatus)
    guard status != .notDetermined else { return }
    MainActor.assumeIsolated {
      continuation?.resume(returning: status)
      continuation = nil
    }
  }
}

extension DependencyValues {
  var location: LocationClient {
    get { self[LocationClient.self] }
    set { self[LocationClient.self] = newValue }
  }
}
