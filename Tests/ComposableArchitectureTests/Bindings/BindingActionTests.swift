import ComposableArchitecture
import XCTest

private typealias State = BindingsFormFeature.State
private typealias Action = BindingsFormFeature.Action

final class BindingActionTests: XCTestCase {
  func testSetChangesTheFieldAtTheKeyPath() {
    var state = State()
    _ = BindingReducer<State, Action, Action>()
      .reduce(into: &state, action: .binding(.set(\.name, "Blob")))
    XCTAssertEqual(state.name, "Blob")
    XCTAssertEqual(state, State(name: "Blob"))
  }

  func testKeyPathIsTheFieldSet() {
    let action = BindingAction<State>.set(\.count, 42)
    XCTAssertEqual(action.keyPath, \State.count)
  }

  func testEqualWhenSameFieldAndEqualValue() {
    XCTAssertEqual(BindingAction<State>.set(\.name, "Blob"), .set(\.name, "Blob"))
    XCTAssertNotEqual(BindingAction<State>.set(\.name, "Blob"), .set(\.name, "Blob Jr."))
    // Same type and value, another field.
    XCTAssertNotEqual(BindingAction<State>.set(\.name, "Blob"), .set(\.greeting, "Blob"))
    XCTAssertNotEqual(BindingAction<State>.set(\.isOn, true), .set(\.count, 1))
  }

  func testMatchesByKeyPathInASwitch() {
    func field(of action: BindingAction<State>) -> String {
      switch action {
      case \.name: "name"
      case \.isOn: "isOn"
      default: "other"
      }
    }
    XCTAssertEqual(field(of: .set(\.name, "Blob")), "name")
    XCTAssertEqual(field(of: .set(\.isOn, true)), "isOn")
    XCTAssertEqual(field(of: .set(\.count, 1)), "other")
  }

  func testMatchesByKeyPathInsideAnActionCase() {
    func isNameBinding(_ action: Action) -> Bool {
      if case .binding(\.name) = action { return true }
      return false
    }
    XCTAssertTrue(isNameBinding(.binding(.set(\.name, "Blob"))))
    XCTAssertFalse(isNameBinding(.binding(.set(\.greeting, "Blob"))))
    XCTAssertFalse(isNameBinding(.resetButtonTapped))
  }

  func testBindableActionExtractsItsBindingAction() {
    XCTAssertEqual(Action.binding(.set(\.name, "Blob")).binding, .set(\.name, "Blob"))
    XCTAssertNil(Action.resetButtonTapped.binding)
    XCTAssertNil(Action.greetingLoaded("Hi").binding)
  }

  func testSetShorthandOnBindableAction() {
    XCTAssertEqual(Action.set(\.isOn, true), .binding(.set(\.isOn, true)))
  }

  func testCaseKeyPathEmbedsASetAction() {
    let path = \Action.Cases.binding.name
    XCTAssertEqual(path("Blob"), .binding(.set(\.name, "Blob")))
    let countPath: CaseKeyPath<Action, Int> = \.binding.count
    XCTAssertEqual(countPath(3), .set(\.count, 3))
  }

  func testCaseKeyPathExtractsTheValueOfTheSameField() {
    let action = Action.binding(.set(\.name, "Blob"))
    XCTAssertEqual(action[case: \.binding.name], "Blob")
    XCTAssertNil(action[case: \.binding.greeting])
    XCTAssertNil(Action.resetButtonTapped[case: \.binding.name])
    XCTAssertTrue(action.is(\.binding.name))
    XCTAssertFalse(action.is(\.binding.isOn))
  }

  func testCaseKeyPathMatchesInASwitch() {
    switch Action.binding(.set(\.isOn, true)) {
    case \.binding.name:
      XCTFail("Matched the wrong field")
    case \.binding.isOn:
      break
    default:
      XCTFail("Did not match the field")
    }
  }

  func testOptionalFields() {
    XCTAssertEqual(BindingAction<State>.set(\.nickname, nil), .set(\.nickname, nil))
    XCTAssertNotEqual(BindingAction<State>.set(\.nickname, nil), .set(\.nickname, "Blob"))
    let cleared = Action.binding(.set(\.nickname, nil))
    XCTAssertEqual(cleared[case: \.binding.nickname], .some(nil))
    XCTAssertTrue(cleared.is(\.binding.nickname))
    var state = State(nickname: "Blob")
    _ = BindingReducer<State, Action, Action>().reduce(into: &state, action: cleared)
    XCTAssertNil(state.nickname)
  }

  func testAllCasePathsOfABindingAction() {
    let casePath = BindingAction<State>.allCasePaths.count
    XCTAssertEqual(casePath.extract(from: .set(\.count, 7)), 7)
    XCTAssertNil(casePath.extract(from: .set(\.name, "7")))
    XCTAssertEqual(casePath.embed(7), .set(\.count, 7))
  }

  func testPullbackSetsTheChildInTheParent() {
    let action = BindingAction<State>.set(\.name, "Blob")
      .pullback(\BindingsPullbackParent.form)
    XCTAssertEqual(action.keyPath, \BindingsPullbackParent.form.name)
    XCTAssertEqual(action, .set(\.form.name, "Blob"))
    var parent = BindingsPullbackParent()
    _ = BindingReducer<
      BindingsPullbackParent, BindingsPullbackAction, BindingsPullbackAction
    >()
    .reduce(into: &parent, action: .binding(action))
    XCTAssertEqual(parent.form.name, "Blob")
  }

  func testDumpsAsASetCall() throws {
    try skipKeyPathNamesUnderThreadSanitizer()
    XCTAssertEqual(
      String(customDumping: Action.binding(.set(\.name, "Blob"))),
      #"BindingsFormFeature.Action.binding(.set(\State.name, "Blob"))"#
    )
    XCTAssertEqual(
      String(customDumping: BindingAction<State>.set(\.isOn, true)),
      #".set(\State.isOn, true)"#
    )
    XCTAssertEqual(
      BindingAction<State>.set(\.name, "hi").customDumpDescription,
      #".set(\State.name, "hi")"#
    )
  }

  func testDumpsTheValueOnlyToItsTopLevel() throws {
    try skipKeyPathNamesUnderThreadSanitizer()
    XCTAssertEqual(
      String(customDumping: BindingAction<BindingsPullbackParent>.set(\.form, .init(name: "Blob"))),
      #".set(\BindingsPullbackParent.form, BindingsFormFeature.State(…))"#
    )
  }

  func testDumpsANestedKeyPath() throws {
    try skipKeyPathNamesUnderThreadSanitizer()
    XCTAssertEqual(
      String(customDumping: BindingAction<BindingsPullbackParent>.set(\.form.count, 1)),
      #".set(\BindingsPullbackParent.form.count, 1)"#
    )
  }

  @available(*, deprecated)
  func testDumpsASubscriptKeyPathAsTheStandardLibraryDescribesIt() {
    // `set` takes key paths into observable state or to a `@BindingState`; a dictionary of
    // binding states gives a subscript key path to one.
    let action = BindingAction<[String: BindingState<Int>]>.set(\.["count"]!, 1)
    XCTAssertEqual(
      String(customDumping: action),
      ".set(\((\[String: BindingState<Int>].["count"]!).debugDescription), 1)"
    )
  }

  func testAFailingReceiveShowsTheBindingActionAsASetCall() async throws {
    try skipKeyPathNamesUnderThreadSanitizer()
    let issues = await recordIssues {
      let store = TestStore(initialState: BindingsFormFeature.State()) { BindingsFormFeature() }
      await store.send(.binding(.set(\.count, 1))) { $0.count = 1 }
      await store.send(.resetButtonTapped)
      await store.receive(.binding(.set(\.name, "hi")))
      await store.skipReceivedActions(strict: false)
    }
    XCTAssertTrue(
      issues.contains { $0.message.contains(#".set(\State.name, "hi")"#) },
      issues.description
    )
  }

  func testDescribesAsASetCall() throws {
    try skipKeyPathNamesUnderThreadSanitizer()
    XCTAssertEqual(
      String(describing: BindingAction<State>.set(\.name, "Blob")),
      #".set(\State.name, "Blob")"#
    )
  }

  func testDiffNamesTheChangedValue() {
    let difference = diff(
      Action.binding(.set(\.name, "Blob")),
      Action.binding(.set(\.name, "Blob Jr."))
    )
    XCTAssertNotNil(difference)
    XCTAssertTrue(difference?.contains(#""Blob Jr.""#) == true, difference ?? "")
  }
}

@ObservableState
struct BindingsPullbackParent: Equatable {
  var form = BindingsFormFeature.State()
}

private enum BindingsPullbackAction: BindableAction {
  case binding(BindingAction<BindingsPullbackParent>)
}

/// Skips a test of key path names read from the binary under ThreadSanitizer, whose runtime
/// leaves a key path's getter address outside every mapping of the process: names fall back to
/// the plain description there. `.ci/sanitizers` sets `TCA_SANITIZER`.
func skipKeyPathNamesUnderThreadSanitizer() throws {
  try XCTSkipIf(
    ProcessInfo.processInfo.environment["TCA_SANITIZER"] == "thread",
    "key path getters are not mapped addresses under ThreadSanitizer"
  )
}
