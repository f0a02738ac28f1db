import ComposableArchitecture
import XCTest

/// An editor presented as one destination of a `@Reducer enum`; saving hands the text to the
/// parent, cancelling dismisses the editor itself.
@Reducer
private struct NavTestEditor {
  @ObservableState
  struct State: Equatable {
    var text = ""
    var suggestion: String?
  }

  enum Action: Equatable {
    case cancelTapped
    case saveTapped
    case suggestTapped
    case suggestion(String)
    case textChanged(String)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelTapped:
        return .run { _ in await self.dismiss() }

      case .saveTapped:
        return .none

      case .suggestTapped:
        return .run { [text = state.text] send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.suggestion(text.uppercased()))
        }

      case let .suggestion(suggestion):
        state.suggestion = suggestion
        return .none

      case let .textChanged(text):
        state.text = text
        return .none
      }
    }
  }
}

/// The destinations of ``NavTestDocument``: a feature and an alert.
@Reducer
private enum NavTestDestination {
  case editor(NavTestEditor)
  case alert(AlertState<Alert>)

  enum Alert: Equatable {
    case confirmDeletion
    case editInstead
  }
}
extension NavTestDestination.State: Equatable {}
extension NavTestDestination.Action: Equatable {}

/// A document that presents one destination at a time: an editor or a deletion alert.
@Reducer
private struct NavTestDocument {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: NavTestDestination.State?
    var isDeleted = false
    var sawAlert = false
    var text = ""
  }

  enum Action: Equatable {
    case deleteButtonTapped
    case destination(PresentationAction<NavTestDestination.Action>)
    case editButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteButtonTapped:
        state.destination = .alert(.confirmDeletion)
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        // The alert is dismissed by `ifLet`, after this: the parent only handles what the
        // button means.
        state.sawAlert = state.destination.map { $0.is(\.alert) } ?? false
        state.isDeleted = true
        return .none

      case .destination(.presented(.alert(.editInstead))):
        state.destination = .editor(NavTestEditor.State(text: state.text))
        return .none

      case .destination(.presented(.editor(.saveTapped))):
        guard case let .editor(editor) = state.destination else { return .none }
        state.text = editor.text
        state.destination = nil
        return .none

      case .destination:
        return .none

      case .editButtonTapped:
        state.destination = .editor(NavTestEditor.State(text: state.text))
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension AlertState where Action == NavTestDestination.Alert {
  fileprivate static let confirmDeletion = AlertState {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) {
      TextState("Delete")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  }
}

/// A feature that presents a confirmation dialog in a `@Presents` field.
@Reducer
private struct NavTestDialogOnly {
  @ObservableState
  struct State: Equatable {
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
    var sharedCount = 0
  }

  enum Action: Equatable {
    case dialog(PresentationAction<Dialog>)
    case shareButtonTapped

    enum Dialog: Equatable {
      case copyLink
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .dialog(.presented(.copyLink)):
        state.sharedCount += 1
        return .none

      case .dialog:
        return .none

      case .shareButtonTapped:
        state.dialog = .share
        return .none
      }
    }
    .ifLet(\.$dialog, action: \.dialog)
  }
}

extension ConfirmationDialogState where Action == NavTestDialogOnly.Action.Dialog {
  fileprivate static let share = ConfirmationDialogState(titleVisibility: .visible) {
    TextState("Share")
  } actions: {
    ButtonState(action: .copyLink) {
      TextState("Copy Link")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  }
}

/// A feature that presents an alert on its own, in a `@Presents` field of `AlertState`.
@Reducer
private struct NavTestAlertOnly {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var count = 0
  }

  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case resetButtonTapped

    enum Alert: Equatable {
      case confirmReset
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmReset)):
        state.count = 0
        return .none

      case .alert:
        return .none

      case .resetButtonTapped:
        state.count += 1
        state.alert = AlertState {
          TextState("Reset?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmReset) {
            TextState("Reset")
          }
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

/// Destinations of a `@Reducer enum` integrated with the child-less
/// `ifLet(\.$destination, action: \.destination)`, and alerts that dismiss themselves after a
/// button's action.
@MainActor
final class AlertPresentationTests: XCTestCase {
  func testEnumDestinationEditorSavesThroughTheParent() async {
    let store = TestStore(initialState: NavTestDocument.State(text: "Draft")) {
      NavTestDocument()
    }

    await store.send(.editButtonTapped) {
      $0.destination = .editor(NavTestEditor.State(text: "Draft"))
    }
    await store.send(.destination(.presented(.editor(.textChanged("Final"))))) {
      $0.destination = .editor(NavTestEditor.State(text: "Final"))
    }
    await store.send(\.destination.editor.saveTapped) {
      $0.destination = nil
      $0.text = "Final"
    }
  }

  func testEnumDestinationStateIsMutatedThroughItsCase() async {
    let store = TestStore(initialState: NavTestDocument.State()) {
      NavTestDocument()
    }

    await store.send(.editButtonTapped) {
      $0.destination = .editor(NavTestEditor.State())
    }
    await store.send(\.destination.editor.textChanged, "Hello") {
      $0.$destination[case: \.editor]?.text = "Hello"
    }
    await store.send(\.destination.editor.textChanged, "Hello, world") {
      $0.destination?.modify(\.editor) { $0.text = "Hello, world" }
    }
    await store.send(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  func testEnumDestinationEffectIsReceivedThroughItsCase() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestDocument.State(text: "hi")) {
      NavTestDocument()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.editButtonTapped) {
      $0.destination = .editor(NavTestEditor.State(text: "hi"))
    }
    await store.send(\.destination.editor.suggestTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.editor.suggestion, "HI") {
      $0.destination?.modify(\.editor) { $0.suggestion = "HI" }
    }
  }

  func testEnumDestinationDismissesItself() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestDocument.State()) {
      NavTestDocument()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.editButtonTapped) {
      $0.destination = .editor(NavTestEditor.State())
    }
    await store.send(\.destination.editor.suggestTapped)
    await store.send(\.destination.editor.cancelTapped)
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
    // The suggestion the editor was waiting for is cancelled with it.
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  /// B-TS-03: a presented child's wait for its dismissal keeps neither `finish()` waiting nor
  /// the test store from ending: it is no effect still running.
  func testFinishDoesNotWaitForAPresentedChild() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: NavTestDocument.State()) {
        NavTestDocument()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.editButtonTapped) {
        $0.destination = .editor(NavTestEditor.State())
      }
      await store.finish(timeout: .seconds(1))
    }
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  func testSwitchingDestinationCancelsTheEffectsOfThePreviousOne() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestDocument.State()) {
      NavTestDocument()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.editButtonTapped) {
      $0.destination = .editor(NavTestEditor.State())
    }
    await store.send(\.destination.editor.suggestTapped)
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.confirmDeletion)
    }
    await clock.advance(by: .seconds(10))
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  func testAlertButtonActionReachesTheParentWhileTheAlertIsPresentedThenDismissesIt() async {
    let store = TestStore(initialState: NavTestDocument.State()) {
      NavTestDocument()
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.confirmDeletion)
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.destination = nil
      $0.isDeleted = true
      $0.sawAlert = true
    }
  }

  func testAlertButtonActionFromTheAlertStateItself() async {
    let store = TestStore(initialState: NavTestDocument.State()) {
      NavTestDocument()
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.confirmDeletion)
    }
    // What a view does when the destructive button is tapped.
    guard case let .alert(alert)? = store.state.destination else {
      return XCTFail("Expected an alert")
    }
    var action: NavTestDestination.Alert?
    alert.buttons[0].withAction { action = $0 }
    XCTAssertEqual(action, .confirmDeletion)
    await store.send(.destination(.presented(.alert(action!)))) {
      $0.destination = nil
      $0.isDeleted = true
      $0.sawAlert = true
    }
  }

  /// BEHAVIOUR.md B-RN-03: an action for another case leaves the alert presented and reports;
  /// the alert's own action dismisses it.
  func testAnActionTheAlertCannotSendLeavesItPresented() async {
    let alert = AlertState<NavTestDestination.Alert>.confirmDeletion
    let issues = await recordIssues {
      let store = TestStore(
        initialState: NavTestDocument.State(destination: .alert(alert))
      ) {
        NavTestDocument()
      }
      // A stale effect's action for the editor: the alert stays, the state does not change.
      await store.send(.destination(.presented(.editor(.saveTapped))))
      XCTAssertEqual(store.state.destination, .alert(alert))
      await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
        $0.destination = nil
        $0.isDeleted = true
        $0.sawAlert = true
      }
    }
    XCTAssertEqual(issues.count, 1, "\(issues)")
    XCTAssertTrue(
      issues.first?.message.contains("received a child action when child state was set to")
        == true,
      "\(issues)"
    )
  }

  func testAlertActionThatPresentsAnotherDestinationKeepsIt() async {
    let store = TestStore(initialState: NavTestDocument.State(text: "Draft")) {
      NavTestDocument()
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.confirmDeletion)
    }
    // The parent presented the editor in place of the alert: only the alert goes away.
    await store.send(.destination(.presented(.alert(.editInstead)))) {
      $0.destination = .editor(NavTestEditor.State(text: "Draft"))
    }
    await store.send(\.destination.editor.cancelTapped)
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  func testConfirmationDialogIsDismissedAfterItsAction() async {
    let store = TestStore(initialState: NavTestDialogOnly.State()) {
      NavTestDialogOnly()
    }

    await store.send(.shareButtonTapped) {
      $0.dialog = .share
    }
    await store.send(.dialog(.presented(.copyLink))) {
      $0.dialog = nil
      $0.sharedCount = 1
    }
    await store.send(.shareButtonTapped) {
      $0.dialog = .share
    }
    await store.send(.dialog(.dismiss)) {
      $0.dialog = nil
    }
  }

  /// BEHAVIOUR.md B-RN-03: `.dismiss` always dismisses the alert.
  func testAlertDismissedWithoutAnAction() async {
    let store = TestStore(initialState: NavTestDocument.State()) {
      NavTestDocument()
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.confirmDeletion)
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  func testAlertInItsOwnPresentsField() async {
    let store = TestStore(initialState: NavTestAlertOnly.State()) {
      NavTestAlertOnly()
    }

    await store.send(.resetButtonTapped) {
      $0.count = 1
      $0.alert = AlertState {
        TextState("Reset?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmReset) {
          TextState("Reset")
        }
      }
    }
    await store.send(.alert(.presented(.confirmReset))) {
      $0.alert = nil
      $0.count = 0
    }
    await store.send(.resetButtonTapped) {
      $0.count = 1
      $0.alert = AlertState {
        TextState("Reset?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmReset) {
          TextState("Reset")
        }
      }
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
  }

  func testAlertActionWhileNoAlertIsPresentedIsReported() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: NavTestAlertOnly.State()) {
        NavTestAlertOnly()
      }
      await store.send(.alert(.presented(.confirmReset)))
    }

    XCTAssertEqual(issues.count, 1, issues.description)
    XCTAssertTrue(
      issues.first?.message.contains(
        "received a presentation action when destination state was absent"
      ) == true,
      issues.description
    )
  }

  func testStoreCaseScopesToTheEditorOfThePresentedDestination() async {
    let store = Store(initialState: NavTestDocument.State()) {
      NavTestDocument()
    }
    XCTAssertNil(store.scope(state: \.destination, action: \.destination.presented))

    store.send(.editButtonTapped)
    guard
      let destinationStore = store.scope(state: \.destination, action: \.destination.presented),
      case let .editor(editorStore) = destinationStore.case
    else {
      return XCTFail("Expected the editor")
    }
    editorStore.send(.textChanged("Typed"))
    XCTAssertEqual(editorStore.text, "Typed")
    editorStore.send(.saveTapped)
    XCTAssertEqual(store.text, "Typed")
    XCTAssertNil(store.destination)
    XCTAssertNil(store.scope(state: \.destination, action: \.destination.presented))

    store.send(.deleteButtonTapped)
    guard
      let destinationStore = store.scope(state: \.destination, action: \.destination.presented),
      case let .alert(alert) = destinationStore.case
    else {
      return XCTFail("Expected the alert")
    }
    XCTAssertEqual(alert, .confirmDeletion)
  }
}
