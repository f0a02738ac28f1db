import ComposableArchitecture
import Foundation
import XCTest

/// A placeholder feature: `@Reducer` synthesizes its `State`, `Action` and `body`.
@Reducer
private struct Placeholder {}

/// A feature with state and nothing else: `@Reducer` synthesizes `Action` and `body`.
@Reducer
private struct Label {
  @ObservableState
  struct State: Equatable {
    var text = "Hello"
  }
}

@Reducer
private struct Screen {
  @ObservableState
  struct State: Equatable {
    var placeholder = Placeholder.State()
    var label = Label.State()
    var count = 0
  }
  enum Action: Equatable {
    case label(Label.Action)
    case placeholder(Placeholder.Action)
    case tapped
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.placeholder, action: \.placeholder) {
      Placeholder()
    }
    Scope(state: \.label, action: \.label) {
      Label()
    }
    Reduce { state, action in
      switch action {
      case .label, .placeholder:
        return .none
      case .tapped:
        state.count += 1
        return .none
      }
    }
  }
}

private func isSendable<T: Sendable>(_: T.Type) -> Bool { true }

@MainActor
final class EmptyReducerTests: XCTestCase {
  func testEmptyFeatureRunsInATestStore() async {
    let store = TestStore(initialState: Placeholder.State()) {
      Placeholder()
    }
    XCTAssertEqual(store.state, Placeholder.State())
    await store.finish()
  }

  func testEmptyFeatureStateIsCodableHashableAndSendable() async throws {
    let data = try JSONEncoder().encode(Placeholder.State())
    let decoded = try JSONDecoder().decode(Placeholder.State.self, from: data)
    XCTAssertEqual(decoded, Placeholder.State())
    XCTAssertEqual(Set([Placeholder.State(), Placeholder.State()]).count, 1)
    XCTAssertTrue(isSendable(Placeholder.State.self))
    XCTAssertTrue(isSendable(Placeholder.Action.self))
  }

  func testFeatureWithOnlyStateKeepsItsState() async {
    let store = Store(initialState: Label.State()) {
      Label()
    }
    XCTAssertEqual(store.text, "Hello")
  }

  func testEmptyFeaturesAsChildren() async {
    let store = TestStore(initialState: Screen.State()) {
      Screen()
    }
    await store.send(.tapped) {
      $0.count = 1
    }
  }
}
