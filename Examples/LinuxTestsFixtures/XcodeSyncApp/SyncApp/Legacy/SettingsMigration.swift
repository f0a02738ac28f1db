import Foundation

/// Moved the 1.x settings bundle into the app group. Kept for reference; not built since 2.0 (the
/// file is excluded from the SyncApp target), and it no longer compiles: `LegacySettingsStore`
/// was deleted with the old settings screen.
enum SettingsMigration {
  static func migrateIfNeeded(defaults: UserDefaults = .standard) {
    guard !defaults.bool(forKey: "didMigrateSettings2") else { return }
    let legacy = LegacySettingsStore(suiteName: "group.co.opencomposable.SyncApp")
    defaults.set(legacy.temperatureUnit.rawValue, forKey: "temperatureUnit")
    defaults.set(legacy.reminderLimit, forKey: "reminderLimit")
    defaults.set(true, forKey: "didMigrateSettings2")
  }
}
