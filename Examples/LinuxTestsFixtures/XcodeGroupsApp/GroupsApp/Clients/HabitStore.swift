import ComposableArchitecture
import Foundation

/// Reads and writes the habits file in the app group's container.
struct HabitStore: Sendable {
  var load: @Sendable () async throws -> [Habit]
  var save: @Sendable ([Habit]) async throws -> Void
}

extension HabitStore: DependencyKey {
  static var liveValue: HabitStore {
    let url = FileManager.default
      .containerURL(forSecurityApplicationGroupIdentifier: AppEnvironment.appGroup)!
      .appendingPathComponent(AppEnvironment.storageFileName)
    return HabitStore(
      load: {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try JSONDecoder().decode([Habit].self, from: Data(contentsOf: url))
      },
      save: { habits in
        try JSONEncoder().encode(habits).write(to: url, options: .atomic)
      }
    )
  }

  static let testValue = HabitStore(
    load: unimplemented("HabitStore.load"),
    save: unimplemented("HabitStore.save")
  )
}

extension DependencyValues {
  var habitStore: HabitStore {
    get { self[HabitStore.self] }
    set { self[HabitStore.self] = newValue }
  }
}
