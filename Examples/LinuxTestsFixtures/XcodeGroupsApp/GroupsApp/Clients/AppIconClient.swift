import ComposableArchitecture
import UIKit

enum AppIcon: String, CaseIterable, Equatable, Sendable {
  case standard
  case sunrise
  case midnight

  /// The alternate icon's name in the asset catalog; nil for the primary icon.
  var alternateIconName: String? {
    self == .standard ? nil : "AppIcon-\(rawValue.capitalized)"
  }

  init(alternateIconName: String?) {
    self =
      Self.allCases.first { $0.alternateIconName == alternateIconName } ?? .standard
  }
}

struct AppIconClient: Sendable {
  var current: @MainActor @Sendable () -> AppIcon
  var set: @MainActor @Sendable (AppIcon) async throws -> Void
}

extension AppIconClient: DependencyKey {
  static let liveValue = AppIconClient(
    current: { AppIcon(alternateIconName: UIApplication.shared.alternateIconName) },
    set: { icon in
      try await UIApplication.shared.setAlternateIconName(icon.alternateIconName)
    }
  )

  static let testValue = AppIconClient(
    current: unimplemented("AppIconClient.current", placeholder: .standard),
    set: unimplemented("AppIconClient.set")
  )
}

extension DependencyValues {
  var appIcon: AppIconClient {
    get { self[AppIconClient.self] }
    set { self[AppIconClient.self] = newValue }
  }
}
