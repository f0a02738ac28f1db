import CoreLocation
import Testing

@testable import SyncApp

struct LocationTests {
  @Test func coordinatesConvertToAndFromCoreLocation() {
    let coordinate = CLLocationCoordinate2D(latitude: 52.52, longitude: 13.405)
    let converted = Coordinate(coordinate)
    #expect(converted == Coordinate(latitude: 52.52, longitude: 13.405))
    #expect(converted.clCoordinate.latitude == coordinate.latitude)
    #expect(converted.clCoordinate.longitude == coordinate.longitude)
  }

  @Test func distanceBetweenParisAndLondon() {
    let paris = Coordinate(latitude: 48.8566, longitude: 2.3522)
    let london = Coordinate(latitude: 51.5074, longitude: -0.1278)
    #expect((340.0...350.0).contains(paris.distance(to: london)))
  }

  @Test func authorizationStatusesMapToTheAppsThree() {
    #expect(LocationAuthorization(.authorizedWhenInUse) == .authorized)
    #expect(LocationAuthorization(.authorizedAlways) == .authorized)
    #expect(LocationAuthorization(.restricted) == .denied)
    #expect(LocationAuthorization(.denied) == .denied)
    #expect(LocationAuthorization(.notDetermined) == .notDetermined)
  }

  @Test(arguments: [
    (0, Forecast.Condition.clear), (3, Forecast.Condition.cloudy), (45, Forecast.Condition.cloudy),
    (61, Forecast.Condition.rain), (82, Forecast.Condition.rain),
    (75, Forecast.Condition.snow), (86, Forecast.Condition.snow), (96, Forecast.Condition.rain),
  ])
  func weatherCodesGroupIntoConditions(code: Int, condition: Forecast.Condition) {
    #expect(Forecast.Condition(weatherCode: code) == condition)
  }
}
