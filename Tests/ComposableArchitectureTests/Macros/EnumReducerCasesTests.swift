import ComposableArchitecture
import Foundation
import XCTest

@Reducer
private struct Tally {
  @ObservableState
  struct State: Codable, Hashable, Sendable {
    var count = 0
  }
  enum Action: Hashable, Sendable {
    case increment
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// An enum of features whose cases sit in `#if` blocks, carry no payload or plain state, and
/// whose generated `State` and `Action` get their conformances from extensions.
@Reducer
private enum Destination {
  case tally(Tally)
  case labeled(tally: Tally)
  #if DEBUG
    case debugTally(Tally)
  #elseif os(Linux)
    case linuxTally(Tally)
  #else
    case releaseTally(Tally)
  #endif
  #if NEVER_DEFINED_FLAG
    case never(Tally)
  #endif
  case settings
  @ReducerCaseIgnored
  case note(String)
  case message(id: Int, text: String)
  case alert(AlertState<Alert>)

  enum Alert: Hashable, Sendable {
    case confirm
  }
}
extension Destination.State: Equatable, Hashable, Sendable {}
extension Destination.Action: Equatable, Hashable, Sendable {}

/// An enum of features whose generated `State` is made `Codable` by an extension.
@Reducer
private enum Sheet {
  case tally(Tally)
  case settings
  @ReducerCaseIgnored
  case note(String)
}
extension Sheet.State: Codable, Equatable {}
extension Sheet.Action: Equatable {}

@Reducer
private struct Parent {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }
  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case show(Destination.State)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case let .show(destination):
        state.destination = destination
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

private func isSendable<T: Sendable>(_: T.Type) -> Bool { true }

@MainActor
final class EnumReducerCasesTests: XCTestCase {
  func testCaseInsideIfBlockRunsItsReducer() async {
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    }
    await store.send(.show(.debugTally(Tally.State()))) {
      $0.destination = .debugTally(Tally.State())
    }
    await store.send(.destination(.presented(.debugTally(.increment)))) {
      $0.destination = .debugTally(Tally.State(count: 1))
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  func testLabeledCaseRunsItsReducer() async {
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    }
    await store.send(.show(.labeled(tally: Tally.State()))) {
      $0.destination = .labeled(tally: Tally.State())
    }
    await store.send(.destination(.presented(.labeled(.increment)))) {
      $0.destination = .labeled(tally: Tally.State(count: 1))
    }
  }

  func testActionOfAnotherCaseIsReportedByItsScope() async {
    let store = Store(initialState: Parent.State(destination: .tally(Tally.State()))) {
      Parent()
    }
    let issues = reportedIssues {
      store.send(.destination(.presented(.labeled(.increment))))
    }
    XCTAssertEqual(issues.count, 1)
    XCTAssertTrue(
      issues.first?.hasPrefix(
        "A \"Scope\" at \"ComposableArchitectureTests/EnumReducerCasesTests.swift:"
      ) == true,
      issues.first ?? "no issue"
    )
    XCTAssertTrue(
      issues.first?.contains(
        "received a child action when child state was set to a different case."
      ) == true
    )
    XCTAssertEqual(store.destination, .tally(Tally.State()))
  }

  func testStoreCaseScopesToTheStoreTheCasesKeyPathsScopeTo() async {
    let store = Store(initialState: Parent.State(destination: .tally(Tally.State()))) {
      Parent()
    }
    let destinationStore = store.scope(state: \.destination, action: \.destination.presented)!
    guard case let .tally(first) = destinationStore.case,
      case let .tally(second) = destinationStore.case
    else {
      return XCTFail("Expected the tally case")
    }
    // Kept key paths: the same cached store each time, the one written-out paths give.
    XCTAssertTrue(first === second)
    XCTAssertTrue(first === destinationStore.scope(state: \.tally, action: \.tally))
    // Another case of the same type is another store.
    store.send(.show(.labeled(tally: Tally.State(count: 3))))
    guard case let .labeled(labeled) = destinationStore.case else {
      return XCTFail("Expected the labeled case")
    }
    XCTAssertFalse(labeled === first)
    XCTAssertEqual(labeled.count, 3)
  }

  func testKeptCaseScopePathsAreReadBackOnlyAsTheTypesTheyWereMadeWith() async {
    // Direct calls (only the macro's code is meant to make them) under one enum and case, with
    // the types of two different enums: each gets its own paths.
    let first = _caseScopePaths(Destination.self, 0) {
      (\Destination.State.tally, \Destination.Action.Cases.tally)
    }
    let second = _caseScopePaths(Destination.self, 0) {
      (\Sheet.State.tally, \Sheet.Action.Cases.tally)
    }
    XCTAssertEqual(first.state, \Destination.State.tally)
    XCTAssertEqual(second.state, \Sheet.State.tally)
    XCTAssertEqual(second.action, \Sheet.Action.Cases.tally)
    // And kept: asked again, the same objects.
    let again = _caseScopePaths(Destination.self, 0) {
      (\Destination.State.debugTally, \Destination.Action.Cases.debugTally)
    }
    XCTAssertTrue(again.state === first.state)
    XCTAssertTrue(again.action === first.action)
  }

  func testCaseWithoutPayloadIsPlainState() async {
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    }
    await store.send(.show(.settings)) {
      $0.destination = .settings
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  func testIgnoredCaseAndCaseWithSeveralValuesArePlainState() async {
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    }
    await store.send(.show(.note("Hi"))) {
      $0.destination = .note("Hi")
    }
    await store.send(.show(.message(id: 1, text: "Hello"))) {
      $0.destination = .message(id: 1, text: "Hello")
    }
  }

  func testAlertCaseIsDismissedByItsAction() async {
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    }
    await store.send(.show(.alert(AlertState { TextState("Delete?") }))) {
      $0.destination = .alert(AlertState { TextState("Delete?") })
    }
    await store.send(.destination(.presented(.alert(.confirm)))) {
      $0.destination = nil
    }
  }

  func testStoreCaseScopesEveryKindOfCase() async {
    let store = Store(initialState: Parent.State()) {
      Parent()
    }
    store.send(.show(.debugTally(Tally.State())))
    guard
      case let .debugTally(tallyStore)? = store.scope(
        state: \.destination, action: \.destination.presented
      )?.case
    else {
      return XCTFail("Expected the debugTally case")
    }
    tallyStore.send(.increment)
    XCTAssertEqual(store.destination, .debugTally(Tally.State(count: 1)))

    store.send(.show(.settings))
    guard
      case .settings? = store.scope(state: \.destination, action: \.destination.presented)?.case
    else {
      return XCTFail("Expected the settings case")
    }

    store.send(.show(.note("Hi")))
    guard
      case let .note(text)? = store.scope(
        state: \.destination, action: \.destination.presented
      )?.case
    else {
      return XCTFail("Expected the note case")
    }
    XCTAssertEqual(text, "Hi")

    store.send(.show(.message(id: 7, text: "Hello")))
    guard
      case let .message(id, message)? = store.scope(
        state: \.destination, action: \.destination.presented
      )?.case
    else {
      return XCTFail("Expected the message case")
    }
    XCTAssertEqual(id, 7)
    XCTAssertEqual(message, "Hello")

    store.send(.show(.alert(AlertState { TextState("Delete?") })))
    guard
      case let .alert(alert)? = store.scope(
        state: \.destination, action: \.destination.presented
      )?.case
    else {
      return XCTFail("Expected the alert case")
    }
    XCTAssertEqual(alert, AlertState { TextState("Delete?") })
  }

  func testExtensionsAddConformancesToGeneratedStateAndAction() async throws {
    XCTAssertEqual(Set([Destination.State.settings, .settings, .note("Hi")]).count, 2)
    XCTAssertEqual(
      Set([Destination.Action.tally(.increment), .debugTally(.increment)]).count, 2)
    XCTAssertTrue(isSendable(Destination.State.self))
    XCTAssertTrue(isSendable(Destination.Action.self))

    let states: [Sheet.State] = [.tally(Tally.State(count: 2)), .settings, .note("Hi")]
    let data = try JSONEncoder().encode(states)
    XCTAssertEqual(try JSONDecoder().decode([Sheet.State].self, from: data), states)
  }

  func testCaseKeyPathsOfGeneratedState() async {
    var state = Destination.State.tally(Tally.State())
    XCTAssertEqual(state.tally, Tally.State())
    XCTAssertNil(state.settings)
    state.modify(\.tally) { $0.count += 1 }
    XCTAssertEqual(state, .tally(Tally.State(count: 1)))
    XCTAssertEqual(Destination.State.note("Hi").note, "Hi")
  }
}
