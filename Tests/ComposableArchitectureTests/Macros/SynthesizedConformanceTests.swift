import ComposableArchitecture
import XCTest

@Reducer
private struct Tally {
  @ObservableState
  struct State: Hashable {
    var count = 0
  }
  enum Action: Hashable {
    case increment
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// The deprecated form, which TCA users of 1.8–1.9 wrote before extensions were the way.
@Reducer(state: .equatable, .hashable, action: .equatable)
private enum Destination {
  case tally(Tally)
  case settings
}

@MainActor
final class SynthesizedConformanceTests: XCTestCase {
  func testDeprecatedFormAddsTheConformancesToGeneratedStateAndAction() async {
    XCTAssertEqual(Destination.State.tally(Tally.State()), .tally(Tally.State()))
    XCTAssertEqual(Set([Destination.State.settings, .settings]).count, 1)
    XCTAssertEqual(Destination.Action.tally(.increment), .tally(.increment))

    let store = TestStore(initialState: Destination.State.tally(Tally.State())) {
      Destination.body
    }
    await store.send(.tally(.increment)) {
      $0 = .tally(Tally.State(count: 1))
    }
  }
}
