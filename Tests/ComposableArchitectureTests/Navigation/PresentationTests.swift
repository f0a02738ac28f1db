import ComposableArchitecture
import Foundation
import XCTest

/// `ifLet(\.$child, action: \.child)` on `@Presents` state: presenting a child, its actions
/// through `PresentationAction.presented`, dismissing it, and the lifetime of its effects.
@MainActor
final class PresentationTests: XCTestCase {
  func testPresentingAChildAndSendingItActions() async {
    let store = TestStore(initialState: NavTestParent.State()) {
      NavTestParent()
    }

    await store.send(.presentChildButtonTapped) {
      $0.child = NavTestChild.State()
    }
    await store.send(.child(.presented(.incrementButtonTapped))) {
      $0.child?.count = 1
    }
    await store.send(\.child.incrementButtonTapped) {
      $0.child?.count = 2
    }
    await store.send(.child(.dismiss)) {
      $0.child = nil
    }
  }

  func testReceiveReachesThroughPresented() async {
    let store = TestStore(initialState: NavTestParent.State()) {
      NavTestParent()
    }

    await store.send(.presentChildButtonTapped) {
      $0.child = NavTestChild.State()
    }
    await store.send(.child(.presented(.loadButtonTapped)))
    await store.receive(\.child.response) {
      $0.child?.response = 42
    }
    await store.send(.child(.presented(.incrementButtonTapped))) {
      $0.child?.count = 1
    }
    await store.send(.child(.presented(.loadButtonTapped)))
    await store.receive(\.child.presented.response, 43) {
      $0.child?.response = 43
    }
    await store.send(.child(.presented(.loadButtonTapped)))
    await store.receive(.child(.presented(.response(43))))
  }

  func testSettingStateToNilCancelsEveryEffectOfTheChild() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestParent.State()) {
      NavTestParent()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.presentChildButtonTapped) {
      $0.child = NavTestChild.State()
    }
    await store.send(.child(.presented(.startTimerButtonTapped)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.child.timerTicked) {
      $0.child?.ticks = 1
    }
    await store.send(.dismissChildButtonTapped) {
      $0.child = nil
    }
    // The timer was cancelled with the child: the clock moves on, and no tick arrives. The test
    // store would report a tick it was not told to receive, and a timer still running.
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  func testDismissActionSetsStateToNilAndCancelsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestParent.State()) {
      NavTestParent()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.presentChildButtonTapped) {
      $0.child = NavTestChild.State()
    }
    await store.send(.child(.presented(.startTimerButtonTapped)))
    await store.send(.child(.dismiss)) {
      $0.child = nil
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  /// BEHAVIOUR.md B-RN-04: reassigning a child that is not `Identifiable` keeps its effects.
  func testPresentingAFreshChildThatIsNotIdentifiableKeepsTheEffectsOfTheOldOne() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestParent.State()) {
      NavTestParent()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.presentChildButtonTapped) {
      $0.child = NavTestChild.State()
    }
    await store.send(.child(.presented(.startTimerButtonTapped)))
    await store.send(.child(.presented(.incrementButtonTapped))) {
      $0.child?.count = 1
    }
    // A child that is not `Identifiable` is the same child as long as it is presented, as in
    // TCA: a fresh value keeps the old one's timer.
    await store.send(.presentChildButtonTapped) {
      $0.child = NavTestChild.State()
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.child.timerTicked) {
      $0.child?.ticks = 1
    }
    await store.send(.child(.dismiss)) {
      $0.child = nil
    }
  }

  /// BEHAVIOUR.md B-RN-04: a fresh value with the same `id` keeps the child's effects and its
  /// presentation.
  func testAFreshChildWithTheSameIDKeepsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: IdentifiedDetailHost.State(detail: .init(id: 1))) {
      IdentifiedDetailHost()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.detail(.presented(.start)))
    await store.send(.refresh)
    await clock.advance(by: .seconds(1))
    await store.receive(\.detail.presented.tick) {
      $0.detail?.ticks = 1
    }
    // The presentation goes on too: the child can still dismiss itself.
    await store.send(.detail(.presented(.close)))
    await store.receive(\.detail.dismiss) {
      $0.detail = nil
    }
  }

  /// BEHAVIOUR.md B-RN-04: state restored from `Codable` keeps its identity: a child decoded
  /// with the same `id` keeps the effects of the one it replaces.
  func testAChildRestoredFromCodableWithTheSameIDKeepsItsEffects() async throws {
    let clock = TestClock()
    let store = TestStore(initialState: IdentifiedDetailHost.State(detail: .init(id: 1))) {
      IdentifiedDetailHost()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.detail(.presented(.start)))
    let json = try String(
      decoding: JSONEncoder().encode(IdentifiedDetail.State(id: 1)), as: UTF8.self)
    await store.send(.restore(json))
    await clock.advance(by: .seconds(1))
    await store.receive(\.detail.presented.tick) {
      $0.detail?.ticks = 1
    }
    await store.send(.detail(.dismiss)) {
      $0.detail = nil
    }
  }

  /// BEHAVIOUR.md B-RN-04: changing an `Identifiable` child's `id` in place cancels its effects.
  func testChangingTheChildsIDCancelsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: IdentifiedDetailHost.State(detail: .init(id: 1))) {
      IdentifiedDetailHost()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.detail(.presented(.start)))
    await store.send(.renumber) {
      $0.detail?.id = 2
    }
    // Another child: the old one's effect was cancelled, nothing arrives or is left running.
    await clock.advance(by: .seconds(1))
    await store.send(.detail(.dismiss)) {
      $0.detail = nil
    }
  }

  func testChangingTheChildInPlaceKeepsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestParent.State()) {
      NavTestParent()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.presentChildButtonTapped) {
      $0.child = NavTestChild.State()
    }
    await store.send(.child(.presented(.startTimerButtonTapped)))
    await store.send(.child(.presented(.incrementButtonTapped))) {
      $0.child?.count = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.child.timerTicked) {
      $0.child?.ticks = 1
    }
    await store.send(.child(.presented(.stopTimerButtonTapped)))
    await store.send(.child(.dismiss)) {
      $0.child = nil
    }
  }

  func testChildDismissesItself() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestParent.State()) {
      NavTestParent()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.presentChildButtonTapped) {
      $0.child = NavTestChild.State()
    }
    await store.send(.child(.presented(.startTimerButtonTapped)))
    await store.send(.child(.presented(.closeButtonTapped)))
    await store.receive(\.child.dismiss) {
      $0.child = nil
    }
    // Dismissal cancelled the timer the child started.
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  func testChildDismissesItselfWithTheExactAction() async {
    let store = TestStore(initialState: NavTestParent.State()) {
      NavTestParent()
    }

    await store.send(.presentChildButtonTapped) {
      $0.child = NavTestChild.State()
    }
    await store.send(.child(.presented(.closeButtonTapped)))
    await store.receive(.child(.dismiss)) {
      $0.child = nil
    }
  }

  func testChildCanBePresentedAgainAfterDismissingItself() async {
    let store = TestStore(initialState: NavTestParent.State()) {
      NavTestParent()
    }

    await store.send(.presentChildButtonTapped) {
      $0.child = NavTestChild.State()
    }
    await store.send(.child(.presented(.closeButtonTapped)))
    await store.receive(\.child.dismiss) {
      $0.child = nil
    }
    await store.send(.presentChildButtonTapped) {
      $0.child = NavTestChild.State()
    }
    await store.send(.child(.presented(.closeButtonTapped)))
    await store.receive(\.child.dismiss) {
      $0.child = nil
    }
  }

  func testIsPresentedIsTrueInsideAPresentedChild() async {
    let store = TestStore(initialState: NavTestParent.State()) {
      NavTestParent()
    }

    await store.send(.presentChildButtonTapped) {
      $0.child = NavTestChild.State()
    }
    await store.send(.child(.presented(.isPresentedButtonTapped))) {
      $0.child?.isPresented = true
    }
  }

  func testIsPresentedIsTrueAtTheRootOfATestStore() async {
    // As in TCA: a test store's root is presented (it can dismiss itself, see `isDismissed`).
    let store = TestStore(initialState: NavTestChild.State()) {
      NavTestChild()
    }

    await store.send(.isPresentedButtonTapped) {
      $0.isPresented = true
    }
  }

  func testPresentationActionWhileStateIsNilIsReported() async {
    var line: UInt = 0
    let issues = await recordIssues {
      let store = TestStore(initialState: NavTestParent.State()) {
        NavTestParent()
      }
      line = #line + 1
      await store.send(.child(.presented(.incrementButtonTapped)))
    }

    // Reported at the step of the test that sent the action.
    XCTAssertSingleIssue(
      issues,
      containing: #"An "ifLet" at "ComposableArchitectureTests/NavigationFeatures.swift:"#,
      "received a presentation action when destination state was absent",
      "NavTestParent.Action.child(.presented(.incrementButtonTapped))",
      at: line
    )
  }

  func testDismissActionWhileStateIsNilIsReported() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: NavTestParent.State()) {
        NavTestParent()
      }
      await store.send(.child(.dismiss))
    }

    XCTAssertEqual(issues.count, 1, issues.description)
    XCTAssertTrue(
      issues.first?.message.contains(
        "received a presentation action when destination state was absent"
      ) == true,
      issues.description
    )
  }

  /// A child's cancellation stays in the child; a parent's reaches its presented child, as in
  /// TCA (which files every effect under each prefix of its navigation path).
  func testChildCancelIDStaysInTheChildAndParentCancelIDReachesTheChild() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestParent.State()) {
      NavTestParent()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.presentChildButtonTapped) {
      $0.child = NavTestChild.State()
    }
    await store.send(.startTimerButtonTapped)
    await store.send(.child(.presented(.startTimerButtonTapped)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.ticks = 1
    }
    await store.receive(\.child.timerTicked) {
      $0.child?.ticks = 1
    }

    // The child cancels `NavTestCancelID.timer`: its own timer only.
    await store.send(.child(.presented(.stopTimerButtonTapped)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.ticks = 2
    }

    // The child starts its timer again, with `cancelInFlight: true`: the parent's keeps going.
    await store.send(.child(.presented(.startTimerButtonTapped)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.ticks = 3
    }
    await store.receive(\.child.timerTicked) {
      $0.child?.ticks = 2
    }

    // The parent cancels `NavTestCancelID.timer`: its own timer and its child's.
    await store.send(.stopTimerButtonTapped)
    await clock.advance(by: .seconds(10))
    await store.send(.child(.dismiss)) {
      $0.child = nil
    }
  }

  func testSiblingChildrenOfTheSameTypeUsingTheSameCancelIDDoNotCancelEachOther() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavTestSiblings.State()) {
      NavTestSiblings()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.presentBothButtonTapped) {
      $0.first = NavTestChild.State()
      $0.second = NavTestChild.State()
    }
    await store.send(.first(.presented(.startTimerButtonTapped)))
    await store.send(.second(.presented(.startTimerButtonTapped)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.first.timerTicked) {
      $0.first?.ticks = 1
    }
    await store.receive(\.second.timerTicked) {
      $0.second?.ticks = 1
    }

    await store.send(.first(.presented(.stopTimerButtonTapped)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.second.timerTicked) {
      $0.second?.ticks = 2
    }

    // Dismissing the second child cancels its timer, and nothing of the first.
    await store.send(.first(.presented(.startTimerButtonTapped)))
    await store.send(.second(.dismiss)) {
      $0.second = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.first.timerTicked) {
      $0.first?.ticks = 2
    }
    await store.send(.first(.dismiss)) {
      $0.first = nil
    }
    await clock.advance(by: .seconds(10))
  }

  func testChildStateCanBeReadAndWrittenThroughThePresentationState() async {
    var state = NavTestParent.State()
    XCTAssertNil(state.$child.wrappedValue)
    state.child = NavTestChild.State(count: 1)
    XCTAssertEqual(state.$child.wrappedValue?.count, 1)
    state.$child.wrappedValue?.count = 2
    XCTAssertEqual(state.child?.count, 2)

    // A copy is independent: the presented state lives in a copy-on-write box.
    var copy = state
    copy.child?.count = 3
    XCTAssertEqual(state.child?.count, 2)
    XCTAssertEqual(copy.child?.count, 3)
    XCTAssertNotEqual(state, copy)
  }

  func testPresentationStateEqualityHashingAndCodingAreThoseOfItsValue() async throws {
    let some = PresentationState(wrappedValue: 1)
    XCTAssertEqual(some, PresentationState(wrappedValue: 1))
    XCTAssertNotEqual(some, PresentationState(wrappedValue: 2))
    XCTAssertNotEqual(some, PresentationState(wrappedValue: nil))
    XCTAssertEqual(Set([some, PresentationState(wrappedValue: 1)]).count, 1)

    let data = try JSONEncoder().encode(some)
    XCTAssertEqual(String(decoding: data, as: UTF8.self), "1")
    XCTAssertEqual(try JSONDecoder().decode(PresentationState<Int>.self, from: data), some)
    let none = try JSONDecoder().decode(
      PresentationState<Int>.self,
      from: JSONEncoder().encode(PresentationState<Int>(wrappedValue: nil))
    )
    XCTAssertNil(none.wrappedValue)
  }

  func testPresentedStateStaysEqualToItsValueAfterTheReducerSawIt() async {
    // `ifLet` keeps bookkeeping in the presentation state; it is not part of the value.
    let store = Store(initialState: NavTestParent.State(child: NavTestChild.State(count: 3))) {
      NavTestParent()
    }
    store.send(.child(.presented(.incrementButtonTapped)))
    var expected = NavTestParent.State(child: NavTestChild.State(count: 4))
    XCTAssertEqual(store.withState { $0 }, expected)
    expected.child?.count = 5
    XCTAssertNotEqual(store.withState { $0 }, expected)
  }
}

/// A presented child told apart by its `id`, whose effect ticks once, a second after it starts.
@Reducer
private struct IdentifiedDetail {
  @ObservableState
  struct State: Codable, Equatable, Identifiable {
    var id: Int
    var ticks = 0
  }

  enum Action: Equatable {
    case close
    case start
    case tick
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .close:
        return .run { _ in await self.dismiss() }
      case .start:
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

/// Presents ``IdentifiedDetail``; `refresh` assigns a fresh value with the same `id`, and
/// `renumber` changes the `id` in place.
@Reducer
private struct IdentifiedDetailHost {
  @ObservableState
  struct State: Equatable {
    @Presents var detail: IdentifiedDetail.State?
  }

  enum Action: Equatable {
    case detail(PresentationAction<IdentifiedDetail.Action>)
    case refresh
    case renumber
    /// Puts back the child decoded from JSON, as state restored from disk does.
    case restore(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .detail:
        return .none
      case .refresh:
        state.detail = state.detail.map { IdentifiedDetail.State(id: $0.id) }
        return .none
      case .renumber:
        state.detail?.id += 1
        return .none
      case let .restore(json):
        state.detail = try? JSONDecoder().decode(IdentifiedDetail.State.self, from: Data(json.utf8))
        return .none
      }
    }
    .ifLet(\.$detail, action: \.detail) {
      IdentifiedDetail()
    }
  }
}
