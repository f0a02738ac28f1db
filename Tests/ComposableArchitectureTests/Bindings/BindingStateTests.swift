import ComposableArchitecture
import Foundation
import XCTest

/// A 1.0-era settings form: `@BindingState` fields written by bindings, a reaction to the toggle
/// matched by key path, and a view state made from a `BindingViewStore`.
@available(*, deprecated)
private struct Settings: Reducer {
  struct State: Equatable, Codable {
    @BindingState var text = ""
    @BindingState var isOn = false
    var toggleCount = 0
  }
  @CasePathable
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case resetButtonTapped
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.$isOn):
        state.toggleCount += 1
        return .none
      case .binding:
        return .none
      case .resetButtonTapped:
        state.text = ""
        return .none
      }
    }
  }

  struct ViewState: Equatable {
    @BindingViewState var text: String
    var isOn: Bool
    init(bindingViewStore: BindingViewStore<Settings.State>) {
      self._text = bindingViewStore.$text
      self.isOn = bindingViewStore.isOn
    }
  }
}

@available(*, deprecated)
@MainActor
final class BindingStateTests: XCTestCase {
  func testSetShorthandWithTheProjectedKeyPath() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(.set(\.$text, "x")) {
      $0.text = "x"
    }
    await store.send(.binding(.set(\.$isOn, true))) {
      $0.isOn = true
      $0.toggleCount = 1
    }
    await store.send(.resetButtonTapped) {
      $0.text = ""
    }
  }

  func testCaseKeyPathToABindingStateField() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(\.binding.$text, "Blob") {
      $0.text = "Blob"
    }
    let action = Settings.Action.binding(.set(\.$text, "Blob"))
    XCTAssertEqual(action[case: \.binding.$text], "Blob")
    XCTAssertNil(action[case: \.binding.$isOn])
  }

  func testBindingReducerAppliesBindingStateBindings() async {
    var state = Settings.State()
    _ = BindingReducer<Settings.State, Settings.Action, Settings.Action>()
      .reduce(into: &state, action: .binding(.set(\.$text, "Blob")))
    XCTAssertEqual(state.text, "Blob")
  }

  func testViewStoreWithBindingViewState() async {
    let store = Store(initialState: Settings.State()) { Settings() }
    let viewStore = ViewStore(store, observe: Settings.ViewState.init(bindingViewStore:))
    XCTAssertEqual(viewStore.text, "")
    viewStore.$text.wrappedValue = "Blob"
    XCTAssertEqual(viewStore.text, "Blob")
    XCTAssertEqual(store.withState(\.text), "Blob")
    viewStore.send(.binding(.set(\.$isOn, true)))
    XCTAssertEqual(viewStore.isOn, true)
    XCTAssertEqual(store.withState(\.toggleCount), 1)
  }

  func testTestStoreBindingsBuildsTheViewState() async {
    let store = TestStore(initialState: Settings.State(text: "Blob", isOn: true)) { Settings() }
    let viewState = Settings.ViewState(bindingViewStore: store.bindings)
    XCTAssertEqual(viewState.text, "Blob")
    XCTAssertEqual(viewState.isOn, true)
    XCTAssertEqual(store.bindings.text, "Blob")
    XCTAssertEqual(store.bindings.wrappedValue, store.state)
  }

  func testBindingStateBehavesLikeItsValue() async throws {
    let state = Settings.State(text: "Blob", isOn: true)
    XCTAssertEqual(state.$text, BindingState(wrappedValue: "Blob"))
    XCTAssertNotEqual(state.$text, BindingState(wrappedValue: "Blob Jr."))
    XCTAssertEqual(state.$text.hashValue, BindingState(wrappedValue: "Blob").hashValue)
    XCTAssertEqual(state.$text.debugDescription, #""Blob""#)
    let json = String(decoding: try JSONEncoder().encode(state.$isOn), as: UTF8.self)
    XCTAssertEqual(json, "true")
    XCTAssertEqual(
      try JSONDecoder().decode(Settings.State.self, from: JSONEncoder().encode(state)), state)
    // The wrapper dumps as its value, under the name of its storage, as custom-dump shows it.
    XCTAssertEqual(
      String(customDumping: state),
      """
      Settings.State(
        _text: "Blob",
        _isOn: true,
        toggleCount: 0
      )
      """
    )
  }
}
