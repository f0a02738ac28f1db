import ComposableArchitecture
import XCTest

@MainActor
final class StoreBindingsTests: XCTestCase {
  func testWritingAFieldSendsABindingAction() async {
    let actions = LockIsolated<[BindingsFormFeature.Action]>([])
    let store = StoreOf<BindingsFormFeature>(initialState: BindingsFormFeature.State()) {
      Reduce { _, action in
        actions.withValue { $0.append(action) }
        return .none
      }
      BindingsFormFeature()
    }
    store.name = "Blob"
    XCTAssertEqual(
      actions.value,
      [.binding(.set(\.name, "Blob")), .greetingLoaded("Hello, Blob!")]
    )
    XCTAssertEqual(store.name, "Blob")
    XCTAssertEqual(store.greeting, "Hello, Blob!")
  }

  func testWritesRunTheFeatureLogic() async {
    let store = Store(initialState: BindingsFormFeature.State()) { BindingsFormFeature() }
    store.isOn = true
    store.count = 3
    XCTAssertEqual(store.count, 3)
    XCTAssertEqual(store.toggleCount, 1)
    store.isOn = false
    XCTAssertEqual(store.count, 0)
    XCTAssertEqual(store.toggleCount, 2)
    store.count += 2
    XCTAssertEqual(store.count, 2)
    XCTAssertEqual(store.withState(\.count), 2)
  }

  func testWritingAnOptionalField() async {
    let store = Store(initialState: BindingsFormFeature.State()) { BindingsFormFeature() }
    store.nickname = "Blobby"
    XCTAssertEqual(store.nickname, "Blobby")
    store.nickname = nil
    XCTAssertNil(store.nickname)
  }

  func testReadOnlyFieldsAreReadThroughTheStore() async {
    let store = Store(initialState: BindingsFormFeature.State(name: "Blob", count: 2)) {
      BindingsFormFeature()
    }
    XCTAssertEqual(store.summary, "Blob: 2")
    store.count = 3
    XCTAssertEqual(store.summary, "Blob: 3")
  }

  func testWriteNotifiesReadersOfTheField() async {
    let store = Store(initialState: BindingsFormFeature.State()) { BindingsFormFeature() }
    let nameReader = BindingsObservationCounter { _ = store.name }
    let countReader = BindingsObservationCounter { _ = store.count }
    store.name = "Blob"
    XCTAssertEqual(nameReader.count, 1)
    XCTAssertEqual(countReader.count, 0)
    store.count = 1
    XCTAssertEqual(nameReader.count, 1)
    XCTAssertEqual(countReader.count, 1)
  }

  func testWriteNotifiesAnObservationOnce() async {
    let store = Store(initialState: BindingsFormFeature.State()) { BindingsFormFeature() }
    let notified = LockIsolated(0)
    withObservationTracking {
      _ = store.isOn
    } onChange: {
      notified.withValue { $0 += 1 }
    }
    store.isOn = true
    XCTAssertEqual(notified.value, 1)
    XCTAssertEqual(store.isOn, true)
  }

  func testWritingAFieldOfAViewActionFeatureSendsABindingViewAction() async {
    let actions = LockIsolated<[BindingsViewActionFeature.Action]>([])
    let store = StoreOf<BindingsViewActionFeature>(
      initialState: BindingsViewActionFeature.State()
    ) {
      Reduce { _, action in
        actions.withValue { $0.append(action) }
        return .none
      }
      BindingsViewActionFeature()
    }
    store.text = "Hi"
    XCTAssertEqual(actions.value, [.view(.binding(.set(\.text, "Hi")))])
    XCTAssertEqual(actions.value.first?[case: \.view.binding.text], "Hi")
    XCTAssertEqual(store.text, "Hi")
    XCTAssertEqual(store.isEnabled, true)
  }

  func testViewActionFeatureWritesNotifyReaders() async {
    let store = Store(initialState: BindingsViewActionFeature.State()) {
      BindingsViewActionFeature()
    }
    let textReader = BindingsObservationCounter { _ = store.text }
    let submittedReader = BindingsObservationCounter { _ = store.submitted }
    store.text = "Hi"
    store.send(.view(.submitButtonTapped))
    XCTAssertEqual(textReader.count, 1)
    XCTAssertEqual(submittedReader.count, 1)
    XCTAssertEqual(store.submitted, ["Hi"])
  }

  func testScopedStoreWritesThroughItsOwnBindingActions() async {
    let store = Store(initialState: BindingsParentFeature.State()) { BindingsParentFeature() }
    let formStore = store.scope(state: \.form, action: \.form)
    formStore.name = "Blob"
    XCTAssertEqual(store.form.name, "Blob")
    XCTAssertEqual(store.form.greeting, "Hello, Blob!")
  }
}

@Reducer
struct BindingsParentFeature {
  @ObservableState
  struct State: Equatable {
    var form = BindingsFormFeature.State()
  }
  enum Action {
    case form(BindingsFormFeature.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.form, action: \.form) { BindingsFormFeature() }
  }
}
