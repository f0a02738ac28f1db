import ComposableArchitecture
import FirebaseAnalytics
import Foundation

extension AnalyticsClient: DependencyKey {
  public static let liveValue = AnalyticsClient(
    track: { event in
      Analytics.logEvent(event.firebaseName, parameters: event.firebaseParameters)
    }
  )
}

extension AnalyticsEvent {
  /// GA4's recommended event names where one fits, else the app's own.
  var firebaseName: String {
    switch name {
    case "listing_viewed": return AnalyticsEventViewItem
    case "booking_completed": return AnalyticsEventPurchase
    default: return name
    }
  }

  var firebaseParameters: [String: Any] {
    var parameters: [String: Any] = [:]
    for (key, value) in self.parameters {
      switch key {
      case "listing_id": parameters[AnalyticsParameterItemID] = value
      case "reservation_id": parameters[AnalyticsParameterTransactionID] = value
      case "value": parameters[AnalyticsParameterValue] = Double(value)
      case "currency": parameters[AnalyticsParameterCurrency] = value
      default: parameters[key] = value
      }
    }
    return parameters
  }
}
