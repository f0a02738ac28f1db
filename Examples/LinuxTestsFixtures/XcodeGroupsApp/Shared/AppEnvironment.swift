import Foundation

/// Values shared by the app and its extensions (this file sits outside the app's folder and is
/// referenced relative to the project, so the widget target can list it too).
enum AppEnvironment {
  static let appGroup = "group.co.opencomposable.GroupsApp"
  static let storageFileName = "habits.json"
  static let maximumHabits = 12
  static let defaultFocusMinutes = 25
}
