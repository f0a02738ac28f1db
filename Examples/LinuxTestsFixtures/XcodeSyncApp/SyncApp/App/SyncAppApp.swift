import ComposableArchitecture
import SwiftUI

@main
struct SyncAppApp: App {
  @MainActor
  static let store = Store(initialState: AppFeature.State()) {
    AppFeature()
      #if DEBUG
        ._printChanges()
      #endif
  }

  var body: some Scene {
    WindowGroup {
      if NSClassFromString("XCTestCase") == nil {
        AppView(store: Self.store)
      }
    }
  }
}
