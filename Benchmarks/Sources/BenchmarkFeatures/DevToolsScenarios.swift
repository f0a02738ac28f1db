import ComposableArchitecture
import ComposableArchitectureDevTools

extension Scenario {
  /// What recording with devtools adds to a send: `DevTools.Send` against `Store.Send`, the same
  /// feature without devtools. The recorder keeps its default bound (10,000 actions), so most
  /// samples also drop the oldest action; no page is connected.
  public static let devTools: [Scenario] = [
    Scenario("DevTools.Send", floor: "Store.Send") {
      let recorder = DevToolsRecorder<CounterFeature.State, CounterFeature.Action>()
      let store = Store(initialState: CounterFeature.State()) {
        CounterFeature().devTools(recorder)
      }
      return .sync { consume(store.send(.incrementButtonTapped)) }
    }
  ]
}
