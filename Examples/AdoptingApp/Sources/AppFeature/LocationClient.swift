import ComposableArchitecture

/// A place on Earth, in degrees: the client's own type, so that its interface builds everywhere.
public struct Coordinate: Equatable, Sendable {
  public var latitude: Double
  public var longitude: Double

  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// Where the device is: Core Location on Apple platforms; elsewhere tests override it.
@DependencyClient
public struct LocationClient: Sendable {
  public var currentLocation: @Sendable () async throws -> Coordinate
}

extension LocationClient: TestDependencyKey {
  public static let testValue = Self()
}

extension DependencyValues {
  public var location: LocationClient {
    get { self[LocationClient.self] }
    set { self[LocationClient.self] = newValue }
  }
}

#if canImport(CoreLocation)
  import CoreLocation

  extension LocationClient: DependencyKey {
    public static let liveValue = Self(
      currentLocation: {
        guard let location = CLLocationManager().location else {
          throw CLError(.locationUnknown)
        }
        return Coordinate(
          latitude: location.coordinate.latitude,
          longitude: location.coordinate.longitude
        )
      }
    )
  }
#endif
