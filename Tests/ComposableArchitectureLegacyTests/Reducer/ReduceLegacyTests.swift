import ComposableArchitecture
import ComposableArchitectureLegacy
import XCTest

// A file that imports both modules spells the 0.x types with their module's name.

private let legacyCounter = ComposableArchitectureLegacy.Reducer<Int, String, Int> {
  state, action, step in
  switch action {
  case "increment":
    state += step
    return .none
  case "incrementLater":
    return ComposableArchitectureLegacy.Effect(value: "increment")
  default:
    return Just("increment").delay(for: 0, scheduler: DispatchQueue.immediate).eraseToEffect()
  }
}

@MainActor
final class ReduceLegacyTests: XCTestCase {
  func testLegacyReducerRunsInA1xStore() async {
    let store = ComposableArchitecture.TestStore(initialState: 0) {
      Reduce(legacyCounter, environment: 2)
    }
    await store.send("increment") { $0 = 2 }
    await store.send("incrementLater")
    await store.receive("increment") { $0 = 4 }
    await store.send("publisher")
    await store.receive("increment") { $0 = 6 }
  }
}
