import Foundation
import UIKit

/// CSV export from the 1.x stats screen. Still in the project navigator, no longer in the
/// GroupsApp target's Compile Sources since the stats rewrite; it references types that are gone.
final class LegacyStatsExporter {
  private let store: LegacyHabitStore

  init(store: LegacyHabitStore) {
    self.store = store
  }

  func csv() -> String {
    store.allEntries()
      .map { "\($0.date),\($0.habitName),\($0.completed ? 1 : 0)" }
      .joined(separator: "\n")
  }

  func share(from controller: UIViewController) {
    let activity = UIActivityViewController(activityItems: [csv()], applicationActivities: nil)
    controller.present(activity, animated: true)
  }
}
