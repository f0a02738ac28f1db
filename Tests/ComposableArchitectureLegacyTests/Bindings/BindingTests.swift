import ComposableArchitectureLegacy
import XCTest

struct SettingsState: Equatable {
  @BindableState var displayName = ""
  @BindableState var profile = Profile()
  @BindingState var isHapticsEnabled = true
  var validationMessage: String?
  var saveCount = 0

  struct Profile: Equatable {
    var bio = ""
  }
}

enum SettingsAction: BindableAction, Equatable {
  case binding(BindingAction<SettingsState>)
  case saveButtonTapped
}

private let settingsReducer = Reducer<SettingsState, SettingsAction, Void> { state, action, _ in
  switch action {
  case .binding(\.$displayName):
    state.validationMessage = state.displayName.isEmpty ? "Name required" : nil
    return .none
  case .binding:
    return .none
  case .saveButtonTapped:
    state.saveCount += 1
    return .none
  }
}
.binding()

// The 0.14–0.25 form: plain fields, a binding case that is not `BindableAction`.
private struct FormState: Equatable {
  var text = ""
  var count = 0
}

private enum FormAction: Equatable {
  case form(BindingAction<FormState>)
}

private let formReducer = Reducer<FormState, FormAction, Void> { state, action, _ in
  switch action {
  case .form(\.text):
    state.count = state.text.count
    return .none
  case .form:
    return .none
  }
}
.binding(action: /FormAction.form)

final class BindingTests: XCTestCase {
  func testBindingReducerSetsFieldsBeforeTheReducerRuns() {
    let store = TestStore(initialState: SettingsState(), reducer: settingsReducer, environment: ())
    store.send(.binding(.set(\.$displayName, "Blob"))) {
      $0.displayName = "Blob"
    }
    store.send(.binding(.set(\.$displayName, ""))) {
      $0.displayName = ""
      $0.validationMessage = "Name required"
    }
    store.send(.set(\.$isHapticsEnabled, false)) {
      $0.isHapticsEnabled = false
    }
    store.send(.binding(.set(\.$profile.bio, "Hi"))) {
      $0.profile.bio = "Hi"
    }
    store.send(.saveButtonTapped) {
      $0.saveCount = 1
    }
  }

  func testBindingActionEqualityAndPatternMatching() {
    let action = BindingAction<SettingsState>.set(\.$displayName, "Blob")
    XCTAssertEqual(action, .set(\.$displayName, "Blob"))
    XCTAssertNotEqual(action, .set(\.$displayName, "Blobby"))
    XCTAssertNotEqual(
      BindingAction<SettingsState>.set(\.$isHapticsEnabled, true),
      .set(\.$displayName, "Blob"))
    XCTAssertTrue(\SettingsState.$displayName ~= action)
    XCTAssertFalse(\SettingsState.$isHapticsEnabled ~= action)
    XCTAssertEqual(action.keyPath, \SettingsState.$displayName)
  }

  func testPullback() {
    struct Parent: Equatable {
      var settings = SettingsState()
    }
    let action = BindingAction<SettingsState>.set(\.$displayName, "Blob").pullback(\Parent.settings)
    XCTAssertEqual(action, .set(\.settings.$displayName, "Blob"))
    let reducer = Reducer<Parent, BindingAction<Parent>, Void>.empty.binding(action: { $0 })
    var parent = Parent()
    _ = reducer.run(&parent, action, ())
    XCTAssertEqual(parent.settings.displayName, "Blob")
  }

  func testViewStoreBindings() {
    let viewStore = ViewStore(
      Store(initialState: SettingsState(), reducer: settingsReducer, environment: ())
    )
    let displayName = viewStore.binding(\.$displayName)
    XCTAssertEqual(displayName.wrappedValue, "")
    displayName.wrappedValue = "Blob"
    XCTAssertEqual(viewStore.displayName, "Blob")
    XCTAssertEqual(displayName.wrappedValue, "Blob")

    let bio = viewStore.binding(\.$profile).bio
    bio.wrappedValue = "Hello"
    XCTAssertEqual(viewStore.profile.bio, "Hello")

    let saves = viewStore.binding(get: \.saveCount, send: .saveButtonTapped)
    saves.wrappedValue = 42
    XCTAssertEqual(saves.wrappedValue, 1)

    let name = viewStore.binding(
      get: \.displayName, send: { SettingsAction.binding(.set(\.$displayName, $0 + "!")) })
    name.wrappedValue = "Hi"
    XCTAssertEqual(viewStore.displayName, "Hi!")
  }

  func testPlainKeyPathForm() {
    let viewStore = ViewStore(
      Store(initialState: FormState(), reducer: formReducer, environment: ()))
    let text = viewStore.binding(keyPath: \.text, send: FormAction.form)
    text.wrappedValue = "Hello"
    XCTAssertEqual(viewStore.state, FormState(text: "Hello", count: 5))

    let store = TestStore(initialState: FormState(), reducer: formReducer, environment: ())
    store.send(.form(.set(\.text, "Hi"))) {
      $0.text = "Hi"
      $0.count = 2
    }
  }

  func testBindableStateWrapsItsValue() throws {
    var state = SettingsState()
    state.$displayName.wrappedValue = "Blob"
    XCTAssertEqual(state.displayName, "Blob")
    XCTAssertEqual(BindableState(wrappedValue: 1), BindableState(wrappedValue: 1))
    let data = try JSONEncoder().encode(BindableState(wrappedValue: [1, 2]))
    XCTAssertEqual(String(decoding: data, as: UTF8.self), "[1,2]")
    XCTAssertEqual(
      try JSONDecoder().decode(BindableState<[Int]>.self, from: data).wrappedValue, [1, 2])
    var dump = ""
    customDump(state.$displayName, to: &dump)
    XCTAssertEqual(dump, #""Blob""#)
  }

  /// As 0.x's `DebugTests.testBindingAction`: the key path dumps as its type.
  func testBindingActionDump() {
    var dump = ""
    customDump(BindingAction<SettingsState>.set(\.$displayName, "Blob"), to: &dump)
    XCTAssertEqual(
      dump,
      """
      BindingAction.set(
        WritableKeyPath<SettingsState, BindableState<String>>,
        "Blob"
      )
      """
    )
  }

  /// 0.33.1's `DebugTests.testBindingAction` word for word: a state type local to the test
  /// (issue 38, item 8).
  func testBindingActionOfALocalStateDumpsAs033() {
    struct State {
      @BindableState var width = 0
    }
    let action = BindingAction.set(\State.$width, 50)
    var dump = ""
    customDump(action, to: &dump)
    XCTAssertEqual(
      dump,
      #"""
      BindingAction.set(
        WritableKeyPath<State, BindableState<Int>>,
        50
      )
      """#
    )
  }

  func testConstantBinding() {
    let binding = Binding.constant(3)
    binding.wrappedValue = 4
    XCTAssertEqual(binding.wrappedValue, 3)
  }
}
