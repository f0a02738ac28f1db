import ComposableArchitecture
import XCTest

/// A navigation stack of ``NavTestChild`` screens.
@Reducer
private struct NavTestStackRoot {
  @ObservableState
  struct State: Equatable {
    var path = StackState<NavTestChild.State>()
  }

  enum Action: Equatable {
    case path(StackActionOf<NavTestChild>)
    case popToRootButtonTapped
    case pushButtonTapped
    case removeTickingScreensButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path:
        return .none

      case .popToRootButtonTapped:
        state.path.removeAll()
        return .none

      case .pushButtonTapped:
        state.path.append(NavTestChild.State())
        return .none

      case .removeTickingScreensButtonTapped:
        state.path.removeAll { $0.ticks > 0 }
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      NavTestChild()
    }
  }
}

/// A note screen of ``NavTestPath``: saving it hands its text to the root, which pops it.
@Reducer
private struct NavTestNote {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }

  enum Action: Equatable {
    case saveTapped
    case textChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .saveTapped:
        return .none

      case let .textChanged(text):
        state.text = text
        return .none
      }
    }
  }
}

/// The screens of a stack, as a `@Reducer enum`.
@Reducer
private enum NavTestPath {
  case counter(NavTestChild)
  case note(NavTestNote)
}
extension NavTestPath.State: Equatable {}
extension NavTestPath.Action: Equatable {}

/// A stack of ``NavTestPath`` screens, integrated with the child-less `forEach`.
@Reducer
private struct NavTestEnumStackRoot {
  @ObservableState
  struct State: Equatable {
    var notes: [String] = []
    var path = StackState<NavTestPath.State>()
  }

  enum Action: Equatable {
    case path(StackActionOf<NavTestPath>)
    case showCounterButtonTapped
    case showNoteButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .path(.element(id, .note(.saveTapped))):
        guard let note = state.path[id: id, case: \.note] else { return .none }
        state.notes.append(note.text)
        state.path.pop(from: id)
        return .none

      case .path:
        return .none

      case .showCounterButtonTapped:
        state.path.append(.counter(NavTestChild.State()))
        return .none

      case .showNoteButtonTapped:
        state.path.append(.note(NavTestNote.State()))
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

/// `forEach(\.path, action: \.path)`: pushing and popping screens, their actions through
/// `StackAction.element`, dismissal from inside a screen, and the lifetime of their effects.
@MainActor
final class StackTests: XCTestCase {
  func testPushedElementsGetDeterministicIDs() async {
    let store = TestStore(initialState: NavTestStackRoot.State()) {
      NavTestStackRoot()
    }

    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    XCTAssertEqual(store.state.path.ids, [0, 1, 2])
  }

  func testAppendingWithTheWrongIDInTheAssertionIsAMismatch() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: NavTestStackRoot.State()) {
        NavTestStackRoot()
      }
      await store.send(.pushButtonTapped) {
        $0.path.append(NavTestChild.State())
        $0.path.append(NavTestChild.State())
      }
    }

    XCTAssertEqual(issues.count, 1, issues.description)
    XCTAssertTrue(
      issues.first?.message.contains("A state change does not match expectation") == true,
      issues.description
    )
  }

  func testAnAssertionThatAppendsDoesNotChangeTheIDsTheFeatureGets() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: NavTestStackRoot.State()) {
        NavTestStackRoot()
      }
      await store.send(.pushButtonTapped) {
        $0.path.append(NavTestChild.State())
      }
      // A wrong assertion: it fails, and must not consume the id of the next push.
      store.assert {
        $0.path.append(NavTestChild.State())
      }
      await store.send(.pushButtonTapped) {
        $0.path.append(NavTestChild.State())
      }
      XCTAssertEqual(store.state.path.ids, [0, 1])
    }

    XCTAssertEqual(issues.count, 1, issues.description)
    XCTAssertTrue(
      issues.first?.message.contains("A state change does not match expectation") == true,
      issues.description
    )
  }

  func testElementActions() async {
    let store = TestStore(initialState: NavTestStackRoot.State()) {
      NavTestStackRoot()
    }

    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    await store.send(.path(.element(id: 0, action: .incrementButtonTapped))) {
      $0.path[id: 0]?.count = 1
    }
    await store.send(\.path[id: 1].incrementButtonTapped) {
      $0.path[id: 1]?.count = 1
    }
    await store.send(\.path[id: 1].incrementButtonTapped) {
      $0.path[id: 1]?.count = 2
    }
  }

  func testElementEffectIsReceivedThroughItsID() async {
    let store = TestStore(initialState: NavTestStackRoot.State()) {
      NavTestStackRoot()
    }

    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    await store.send(\.path[id: 1].loadButtonTapped)
    await store.receive(\.path[id: 1].response) {
      $0.path[id: 1]?.response = 42
    }
    await store.send(\.path[id: 0].incrementButtonTapped) {
      $0.path[id: 0]?.count = 1
    }
    await store.send(\.path[id: 0].loadButtonTapped)
    await store.receive(.path(.element(id: 0, action: .response(43)))) {
      $0.path[id: 0]?.response = 43
    }
  }

  func testPushActionAddsTheElementWithItsID() async {
    let store = TestStore(initialState: NavTestStackRoot.State()) {
      NavTestStackRoot()
    }

    await store.send(.path(.push(id: 0, state: NavTestChild.State(count: 5)))) {
      $0.path.append(NavTestChild.State(count: 5))
    }
    // The id generator continues after the pushed id.
    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    XCTAssertEqual(store.state.path.ids, [0, 1])
    XCTAssertEqual(store.state.path[id: 0]?.count, 5)
  }

  func testPushOfTheNextIDMovesTheGeneratorOnInATestStore() async {
    // B-RN-06, issue 38 item 5: the next append after a push of #0 gets #1.
    let store = TestStore(initialState: NavTestStackRoot.State()) {
      NavTestStackRoot()
    }
    await store.send(.path(.push(id: 0, state: NavTestChild.State(count: 5)))) {
      $0.path[id: 0] = NavTestChild.State(count: 5)
    }
    await store.send(.pushButtonTapped) {
      $0.path[id: 1] = NavTestChild.State()
    }
    XCTAssertEqual(store.state.path.ids, [0, 1])
  }

  func testPushOfTheNextIDMovesTheGeneratorOnInAStore() async {
    for context in [DependencyContext.test, .live] {
      let store = withDependencies {
        $0.context = context
      } operation: {
        Store(initialState: NavTestStackRoot.State()) { NavTestStackRoot() }
      }
      store.send(.path(.push(id: 0, state: NavTestChild.State())))
      store.send(.pushButtonTapped)
      XCTAssertEqual(store.path.ids, [0, 1], "\(context)")
    }
  }

  func testPushActionWithALargerIDAdvancesTheGenerator() async {
    let store = TestStore(initialState: NavTestStackRoot.State()) {
      NavTestStackRoot()
    }
    store.exhaustivity = .off

    let issues = await recordIssues {
      await store.send(.path(.push(id: 5, state: NavTestChild.State(count: 5))))
    }
    // Reported in tests (see testPushingAnUnexpectedGenerationalIDIsReportedAndStillPushes).
    XCTAssertEqual(issues.count, 1, issues.description)
    XCTAssertEqual(store.state.path.ids, [5])
    await store.send(.pushButtonTapped)
    XCTAssertEqual(store.state.path.ids, [5, 6])
  }

  func testPopFromRemovesTheElementAndEverythingAfterIt() async {
    let store = TestStore(initialState: NavTestStackRoot.State()) {
      NavTestStackRoot()
    }

    for _ in 1...3 {
      await store.send(.pushButtonTapped) {
        $0.path.append(NavTestChild.State())
      }
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    XCTAssertEqual(store.state.path.ids, [0])
    // Ids are never reused.
    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    XCTAssertEqual(store.state.path.ids, [0, 3])
  }

  func testElementDismissesItself() async {
    let store = TestStore(initialState: NavTestStackRoot.State()) {
      NavTestStackRoot()
    }

    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    await store.send(\.path[id: 0].closeButtonTapped)
    await store.receive(\.path.popFrom) {
      $0.path.pop(from: 0)
    }
    XCTAssertEqual(store.state.path, [])
  }

  func testTopElementDismissingItselfPopsOnlyItself() async {
    let store = TestStore(initialState: NavTestStackRoot.State()) {
      NavTestStackRoot()
    }

    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    await store.send(.path(.element(id: 1, action: .closeButtonTapped)))
    await store.receive(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    XCTAssertEqual(store.state.path.ids, [0])
  }

  func testLowerElementDismissingItselfPopsEverythingAboveIt() async {
    let store = TestStore(initialState: NavTestStackRoot.State()) {
      NavTestStackRoot()
    }

    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    await store.send(.path(.element(id: 0, action: .closeButtonTapped)))
    await store.receive(.path(.popFrom(id: 0))) {
      $0.path.removeAll()
    }
  }

  func testIsPresentedIsTrueInsideAStackElement() async {
    let store = TestStore(initialState: NavTestStackRoot.State()) {
      NavTestStackRoot()
    }

    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    await store.send(\.path[id: 0].isPresentedButtonTapped) {
      $0.path[id: 0]?.isPresented = true
    }
  }

  func testPoppingCancelsTheEffectsOfThePoppedElements() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestStackRoot.State()) {
      NavTestStackRoot()
    } withDependencies: {
      $0.continuousClock = clock
    }

    for _ in 1...3 {
      await store.send(.pushButtonTapped) {
        $0.path.append(NavTestChild.State())
      }
    }
    await store.send(\.path[id: 0].startTimerButtonTapped)
    await store.send(\.path[id: 2].startTimerButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].timerTicked) {
      $0.path[id: 0]?.ticks = 1
    }
    await store.receive(\.path[id: 2].timerTicked) {
      $0.path[id: 2]?.ticks = 1
    }

    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].timerTicked) {
      $0.path[id: 0]?.ticks = 2
    }

    // Removing elements in the parent (not with `popFrom`) cancels their effects too.
    await store.send(.popToRootButtonTapped) {
      $0.path = []
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  func testRemovingElementsFromTheMiddleLeavesTheOthersRunning() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestStackRoot.State()) {
      NavTestStackRoot()
    } withDependencies: {
      $0.continuousClock = clock
    }

    for _ in 1...3 {
      await store.send(.pushButtonTapped) {
        $0.path.append(NavTestChild.State())
      }
    }
    await store.send(\.path[id: 1].startTimerButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].timerTicked) {
      $0.path[id: 1]?.ticks = 1
    }
    await store.send(\.path[id: 2].startTimerButtonTapped)

    // Element 1 goes; element 2 keeps its id, its timer, and its way to dismiss itself.
    await store.send(.removeTickingScreensButtonTapped) {
      $0.path[id: 1] = nil
    }
    XCTAssertEqual(store.state.path.ids, [0, 2])
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 2].timerTicked) {
      $0.path[id: 2]?.ticks = 1
    }
    await store.send(\.path[id: 2].closeButtonTapped)
    await store.receive(\.path.popFrom, 2) {
      $0.path.pop(from: 2)
    }
    await clock.advance(by: .seconds(10))
  }

  func testDismissedElementsEffectsAreCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestStackRoot.State()) {
      NavTestStackRoot()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    await store.send(\.path[id: 0].startTimerButtonTapped)
    await store.send(\.path[id: 0].closeButtonTapped)
    await store.receive(\.path.popFrom, 0) {
      $0.path.pop(from: 0)
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  func testElementsUsingTheSameCancelIDDoNotCancelEachOther() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestStackRoot.State()) {
      NavTestStackRoot()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    await store.send(\.path[id: 0].startTimerButtonTapped)
    await store.send(\.path[id: 1].startTimerButtonTapped)
    await store.send(\.path[id: 1].stopTimerButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].timerTicked) {
      $0.path[id: 0]?.ticks = 1
    }
    await store.send(\.path[id: 0].stopTimerButtonTapped)
    await clock.advance(by: .seconds(10))
  }

  func testPushingAnExistingIDIsReportedAndTheParentStillRuns() async {
    let store = Store(initialState: StackMessagesRoot.State()) { StackMessagesRoot() }
    store.send(.path(.push(id: 0, state: NavTestChild.State())))
    let issues = await recordIssues {
      store.send(.path(.push(id: 0, state: NavTestChild.State(count: 1))))
    }

    XCTAssertSingleIssue(
      issues,
      is: """
        A "forEach" at "\(stackMessagesFileID):\(StackMessagesRoot.line)" received a "push" \
        action for an element it already contains.

          ID:
            #0
          Path IDs:
            [#0]
        """,
      at: StackMessagesRoot.line
    )
    // The stack keeps its element; the parent reducer sees the action.
    XCTAssertEqual(Array(store.path), [NavTestChild.State()])
    XCTAssertEqual(store.pushesSeen, 2)
  }

  func testPushingAnUnexpectedGenerationalIDIsReportedAndStillPushes() async {
    let store = Store(initialState: StackMessagesRoot.State()) { StackMessagesRoot() }
    let issues = await recordIssues {
      store.send(.path(.push(id: 1, state: NavTestChild.State())))
    }

    XCTAssertSingleIssue(
      issues,
      is: """
        A "forEach" at "\(stackMessagesFileID):\(StackMessagesRoot.line)" received a "push" \
        action with an unexpected generational ID.

          Received ID:
            #1
          Expected ID:
            #0
        """,
      at: StackMessagesRoot.line
    )
    XCTAssertEqual(store.path.ids, [1])
    XCTAssertEqual(store.pushesSeen, 1)
  }

  func testPushingAnUnexpectedGenerationalIDOutsideTestsIsNotReported() async {
    let store = withDependencies {
      $0.context = .live
    } operation: {
      Store(initialState: StackMessagesRoot.State()) { StackMessagesRoot() }
    }
    let issues = await recordIssues {
      store.send(.path(.push(id: StackElementID(generation: 1), state: NavTestChild.State())))
    }
    XCTAssertEqual(issues.count, 0, issues.description)
    XCTAssertEqual(store.path.ids, [StackElementID(generation: 1)])
  }

  func testPushingTheNextIDsInATestStoreIsNotAnIssue() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: StackMessagesRoot.State()) { StackMessagesRoot() }
      await store.send(.path(.push(id: 0, state: NavTestChild.State()))) {
        $0.path[id: 0] = NavTestChild.State()
        $0.pushesSeen = 1
      }
      await store.send(.path(.push(id: 1, state: NavTestChild.State()))) {
        $0.path[id: 1] = NavTestChild.State()
        $0.pushesSeen = 2
      }
    }
    XCTAssertEqual(issues.count, 0, issues.description)
  }

  func testPoppingAMissingIDIsReportedAfterTheParentRan() async {
    let store = Store(initialState: StackMessagesRoot.State()) { StackMessagesRoot() }
    store.send(.path(.push(id: 0, state: NavTestChild.State())))
    let issues = await recordIssues {
      store.send(.path(.popFrom(id: 7)))
    }

    XCTAssertSingleIssue(
      issues,
      is: """
        A "forEach" at "\(stackMessagesFileID):\(StackMessagesRoot.line)" received a \
        "popFrom" action for a missing element.

          ID:
            #7
          Path IDs:
            [#0]
        """,
      at: StackMessagesRoot.line
    )
    XCTAssertEqual(store.path.ids, [0])
    XCTAssertEqual(store.popsSeen, 1)
  }

  func testElementActionForAMissingIDIsReported() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: NavTestStackRoot.State()) {
        NavTestStackRoot()
      }
      await store.send(\.path[id: 3].incrementButtonTapped)
    }

    XCTAssertEqual(issues.count, 1, issues.description)
    let message = issues.first?.message ?? ""
    XCTAssertTrue(message.contains("received an action for a missing element"), message)
    XCTAssertTrue(issues.first?.filePath.hasSuffix("Navigation/StackTests.swift") == true)
  }

  func testInitialElementsGetTheFirstIDs() async {
    let store = TestStore(
      initialState: NavTestStackRoot.State(
        path: StackState([NavTestChild.State(count: 1), NavTestChild.State(count: 2)])
      )
    ) {
      NavTestStackRoot()
    }
    XCTAssertEqual(store.state.path.ids, [0, 1])

    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    XCTAssertEqual(store.state.path.ids, [0, 1, 2])
    await store.send(\.path[id: 1].incrementButtonTapped) {
      $0.path[id: 1]?.count = 3
    }
  }

  func testEnumPathWithTheChildlessForEach() async {
    let store = TestStore(initialState: NavTestEnumStackRoot.State()) {
      NavTestEnumStackRoot()
    }

    await store.send(.showCounterButtonTapped) {
      $0.path.append(.counter(NavTestChild.State()))
    }
    await store.send(.showNoteButtonTapped) {
      $0.path.append(.note(NavTestNote.State()))
    }
    await store.send(\.path[id: 0].counter.incrementButtonTapped) {
      $0.path[id: 0, case: \.counter]?.count = 1
    }
    await store.send(.path(.element(id: 1, action: .note(.textChanged("Milk"))))) {
      $0.path[id: 1] = .note(NavTestNote.State(text: "Milk"))
    }
    await store.send(\.path[id: 1].note.saveTapped) {
      $0.notes = ["Milk"]
      $0.path.pop(from: 1)
    }
    XCTAssertEqual(store.state.path.ids, [0])
  }

  func testEnumPathElementDismissesItself() async {
    let store = TestStore(initialState: NavTestEnumStackRoot.State()) {
      NavTestEnumStackRoot()
    }

    await store.send(.showCounterButtonTapped) {
      $0.path.append(.counter(NavTestChild.State()))
    }
    await store.send(\.path[id: 0].counter.loadButtonTapped)
    await store.receive(\.path[id: 0].counter.response, 42) {
      $0.path[id: 0, case: \.counter]?.response = 42
    }
    await store.send(\.path[id: 0].counter.closeButtonTapped)
    await store.receive(\.path.popFrom) {
      $0.path = []
    }
  }

  func testEnumPathActionForAnotherCaseIsReported() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: NavTestEnumStackRoot.State()) {
        NavTestEnumStackRoot()
      }
      await store.send(.showCounterButtonTapped) {
        $0.path.append(.counter(NavTestChild.State()))
      }
      await store.send(\.path[id: 0].note.textChanged, "Milk")
    }

    XCTAssertEqual(issues.count, 1, issues.description)
  }

  func testElementsRemovedBeforeTheForEachHaveTheirEffectsCancelledInTheSameSend() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestClearingRoot.State()) {
      NavTestClearingRoot()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    await store.send(\.path[id: 0].startTimerButtonTapped)
    await store.send(.clearEarlyButtonTapped) {
      $0.path.removeAll()
    }
    // The timer ended in that send: no tick arrives, and nothing is still running.
    await clock.advance(by: .seconds(10))
  }

  func testElementsRemovedAfterTheForEachHaveTheirEffectsCancelledAtTheNextAction() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestClearingRoot.State()) {
      NavTestClearingRoot()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.pushButtonTapped) {
      $0.path.append(NavTestChild.State())
    }
    await store.send(\.path[id: 0].startTimerButtonTapped)
    await store.send(.clearLateButtonTapped) {
      $0.path.removeAll()
    }
    // The `forEach` ran before the removal; it sees it when the next action passes through it.
    await store.send(.clearLateButtonTapped)
    await clock.advance(by: .seconds(10))
  }

  /// B-RN-05: the ids a stack `forEach` has seen live in the `StackState` value, so elements
  /// dropped by assigning another `StackState` (`state.path = StackState()`) are never cancelled
  /// by the `forEach`: their effects keep running, even after more actions pass through it.
  func testElementsDroppedByAssigningAnotherStackStateKeepTheirEffects() async {
    let clock = TestClock()
    var timerLine: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: NavTestClearingRoot.State()) {
        NavTestClearingRoot()
      } withDependencies: {
        $0.continuousClock = clock
      }

      await store.send(.pushButtonTapped) {
        $0.path.append(NavTestChild.State())
      }
      timerLine = #line + 1
      await store.send(\.path[id: 0].startTimerButtonTapped)
      await store.send(.replaceEarlyButtonTapped) {
        $0.path = StackState()
      }
      await store.send(.clearLateButtonTapped)
    }
    // The timer was not cancelled: it is still running when the test store goes away.
    XCTAssertSingleIssue(issues, is: effectStillRunningText, at: timerLine)
  }
}

private let stackMessagesFileID = "ComposableArchitectureTests/StackTests.swift"

/// A stack whose parent counts the `push` and `popFrom` actions it sees, with the line of its
/// `forEach`, for the stack's misuse messages.
@Reducer
private struct StackMessagesRoot {
  @ObservableState
  struct State: Equatable {
    var path = StackState<NavTestChild.State>()
    var popsSeen = 0
    var pushesSeen = 0
  }

  enum Action: Equatable {
    case path(StackActionOf<NavTestChild>)
  }

  static let line: UInt = #line + 14
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.push):
        state.pushesSeen += 1
        return .none
      case .path(.popFrom):
        state.popsSeen += 1
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      NavTestChild()
    }
  }
}

/// A stack cleared by a reducer that runs before its `forEach`, or by one that runs after it.
@Reducer
private struct NavTestClearingRoot {
  @ObservableState
  struct State: Equatable {
    var path = StackState<NavTestChild.State>()
  }

  enum Action: Equatable {
    case clearEarlyButtonTapped
    case clearLateButtonTapped
    case path(StackActionOf<NavTestChild>)
    case pushButtonTapped
    case replaceEarlyButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .clearEarlyButtonTapped {
        state.path.removeAll()
      }
      if action == .replaceEarlyButtonTapped {
        state.path = StackState()
      }
      return .none
    }
    Reduce { state, action in
      if action == .pushButtonTapped {
        state.path.append(NavTestChild.State())
      }
      return .none
    }
    .forEach(\.path, action: \.path) {
      NavTestChild()
    }
    Reduce { state, action in
      if action == .clearLateButtonTapped {
        state.path.removeAll()
      }
      return .none
    }
  }
}
