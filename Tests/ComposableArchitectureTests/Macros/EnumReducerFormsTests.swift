import ComposableArchitecture
import XCTest

/// A counter that counts in steps: `Stepper()` counts by one, the cases below give other steps.
@Reducer
private struct Stepper {
  let step: Int
  init(step: Int = 1) {
    self.step = step
  }
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action: Equatable {
    case increment
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += self.step
      return .none
    }
  }
}

/// A feature that cannot be built with `init()`.
@Reducer
private struct Editor {
  enum Mode {
    case create, edit
  }
  let mode: Mode
  @ObservableState
  struct State: Equatable {
    var text = ""
  }
  enum Action: Equatable {
    case save
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.text = self.mode == .create ? "created" : "edited"
      return .none
    }
  }
}

/// A feature without actions, as `@Reducer` synthesizes them.
@Reducer
private struct Settings {}

/// Cases whose reducers are given as default values (B-MC-04).
@Reducer
private enum Steps {
  case small(Stepper)
  case big(Stepper = Stepper(step: 10))
  case huge(Stepper = .init(step: 100))
  case create(Editor = Editor(mode: .create))
  case edit(Editor = Editor(mode: .edit))
}
extension Steps.State: Equatable {}
extension Steps.Action: Equatable {}

/// An enum reducer, a case of another one (B-MC-05).
@Reducer
private enum Inner {
  case counter(Stepper)
  case settings(Settings)
}
extension Inner.State: Equatable {}
extension Inner.Action: Equatable {}

@Reducer
private enum Branches {
  case branch(Inner.Body = Inner.body)
  case counter(Stepper)
}
extension Branches.State: Equatable {}
extension Branches.Action: Equatable {}

/// Cases in nested `#if` blocks, with an alert and a dialog whose actions are uninhabited
/// (B-MC-06), and children without actions (B-MC-07).
@Reducer
private enum DebugMenu {
  case counter(Stepper)
  #if DEBUG
    case settings(Settings)
    #if canImport(Foundation)
      case alert(AlertState<Never>)
      case dialog(ConfirmationDialogState<Settings.Action>)
      case debugCounter(Stepper = Stepper(step: 5))
    #else
      case missing(Stepper)
    #endif
  #elseif NEVER_DEFINED_FLAG
    case never(Stepper)
  #else
    case release(Stepper)
  #endif
}
extension DebugMenu.State: Equatable {}
extension DebugMenu.Action: Equatable {}

/// Several cases in one declaration, reducers among them.
@Reducer
private enum Pair {
  case none, idle
  case small(Stepper), big(Stepper = Stepper(step: 10))
}
extension Pair.State: Equatable {}
extension Pair.Action: Equatable {}

@Reducer
private struct Parent {
  @ObservableState
  struct State: Equatable {
    @Presents var steps: Steps.State?
    @Presents var branches: Branches.State?
    @Presents var menu: DebugMenu.State?
  }
  enum Action: Equatable {
    case branches(PresentationAction<Branches.Action>)
    case menu(PresentationAction<DebugMenu.Action>)
    case showBranches(Branches.State)
    case showMenu(DebugMenu.State)
    case showSteps(Steps.State)
    case steps(PresentationAction<Steps.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .showBranches(branches):
        state.branches = branches
      case let .showMenu(menu):
        state.menu = menu
      case let .showSteps(steps):
        state.steps = steps
      case .branches, .menu, .steps:
        break
      }
      return .none
    }
    .ifLet(\.$steps, action: \.steps)
    .ifLet(\.$branches, action: \.branches)
    .ifLet(\.$menu, action: \.menu)
  }
}

@MainActor
final class EnumReducerFormsTests: XCTestCase {
  func testCaseRunsTheReducerGivenAsItsDefaultValue() async {
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    }
    await store.send(.showSteps(.big(Stepper.State()))) {
      $0.steps = .big(Stepper.State())
    }
    await store.send(.steps(.presented(.big(.increment)))) {
      $0.steps = .big(Stepper.State(count: 10))
    }
    await store.send(.showSteps(.huge(Stepper.State()))) {
      $0.steps = .huge(Stepper.State())
    }
    await store.send(.steps(.presented(.huge(.increment)))) {
      $0.steps = .huge(Stepper.State(count: 100))
    }
    await store.send(.showSteps(.small(Stepper.State()))) {
      $0.steps = .small(Stepper.State())
    }
    await store.send(.steps(.presented(.small(.increment)))) {
      $0.steps = .small(Stepper.State(count: 1))
    }
  }

  func testCasesOfOneTypeRunTheirOwnReducers() async {
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    }
    await store.send(.showSteps(.create(Editor.State()))) {
      $0.steps = .create(Editor.State())
    }
    await store.send(.steps(.presented(.create(.save)))) {
      $0.steps = .create(Editor.State(text: "created"))
    }
    await store.send(.showSteps(.edit(Editor.State()))) {
      $0.steps = .edit(Editor.State())
    }
    await store.send(.steps(.presented(.edit(.save)))) {
      $0.steps = .edit(Editor.State(text: "edited"))
    }
  }

  func testStoreCaseOfADefaultValueCaseIsTheChildsStore() async {
    let store = Store(initialState: Parent.State(steps: .big(Stepper.State()))) {
      Parent()
    }
    let steps = store.scope(state: \.steps, action: \.steps.presented)!
    guard case let .big(counter) = steps.case else {
      return XCTFail("Expected the big case")
    }
    let child: StoreOf<Stepper> = counter
    child.send(.increment)
    XCTAssertEqual(child.count, 10)
  }

  func testEnumReducerAsACaseRunsItsBody() async {
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    }
    await store.send(.showBranches(.branch(.counter(Stepper.State())))) {
      $0.branches = .branch(.counter(Stepper.State()))
    }
    await store.send(.branches(.presented(.branch(.counter(.increment))))) {
      $0.branches = .branch(.counter(Stepper.State(count: 1)))
    }
    await store.send(.branches(.dismiss)) {
      $0.branches = nil
    }
  }

  func testEnumReducerAsACaseScopesInTurn() async {
    let store = Store(initialState: Parent.State(branches: .branch(.counter(Stepper.State())))) {
      Parent()
    }
    let branches = store.scope(state: \.branches, action: \.branches.presented)!
    guard case let .branch(inner) = branches.case else {
      return XCTFail("Expected the branch case")
    }
    let innerStore: StoreOf<Inner.Body> = inner
    guard case let .counter(counter) = innerStore.case else {
      return XCTFail("Expected the counter case")
    }
    counter.send(.increment)
    XCTAssertEqual(counter.count, 1)
    XCTAssertEqual(store.branches, .branch(.counter(Stepper.State(count: 1))))
  }

  func testCasesInNestedIfBlocksRunTheirReducers() async {
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    }
    await store.send(.showMenu(.debugCounter(Stepper.State()))) {
      $0.menu = .debugCounter(Stepper.State())
    }
    await store.send(.menu(.presented(.debugCounter(.increment)))) {
      $0.menu = .debugCounter(Stepper.State(count: 5))
    }
    await store.send(.showMenu(.settings(Settings.State()))) {
      $0.menu = .settings(Settings.State())
    }
  }

  func testUninhabitedAlertAndDialogCasesInIfBlocks() async {
    let alert = AlertState<Never> { TextState("Debug") }
    let dialog = ConfirmationDialogState<Settings.Action> { TextState("Settings") }
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    }
    await store.send(.showMenu(.alert(alert))) {
      $0.menu = .alert(alert)
    }
    await store.send(.showMenu(.dialog(dialog))) {
      $0.menu = .dialog(dialog)
    }
    let menu = Store(initialState: DebugMenu.State.alert(alert)) {
      DebugMenu.body
    }
    guard case let .alert(state) = menu.case else {
      return XCTFail("Expected the alert case")
    }
    XCTAssertEqual(state, alert)
  }

  func testSeveralCasesInOneDeclaration() async {
    let store = TestStore(initialState: Pair.State.big(Stepper.State())) {
      Pair.body
    }
    await store.send(.big(.increment)) {
      $0 = .big(Stepper.State(count: 10))
    }
    let idle = Store(initialState: Pair.State.idle) {
      Pair.body
    }
    guard case .idle = idle.case else {
      return XCTFail("Expected the idle case")
    }
  }
}
