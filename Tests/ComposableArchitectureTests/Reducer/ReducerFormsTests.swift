import ComposableArchitecture
import XCTest

/// The counter that the features of these tests embed in every way TCA 1.25 offers.
@Reducer
private struct FormsCounter {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }
  enum Action: Equatable {
    case increment
    case delayedIncrement
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .delayedIncrement:
        return .run { send in await send(.increment) }
      }
    }
  }
}

/// `Scope(_:action:_:)`, the 1.25 spelling without labels.
@Reducer
private struct UnlabeledScopeParent {
  struct State: Equatable {
    var child = FormsCounter.State()
  }
  enum Action: Equatable {
    case child(FormsCounter.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(\.child, action: \.child) {
      FormsCounter()
    }
  }
}

/// An optional alert embedded with the child-less `ifLet(_:action:)`.
@Reducer
private struct OptionalAlertParent {
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var isDeleted = false
  }
  enum Action: Equatable {
    case alert(Alert)
    case deleteTapped
    enum Alert: Equatable {
      case confirmDeletion
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.confirmDeletion):
        // The alert is still there: `ifLet` clears it after this reducer ran.
        state.isDeleted = state.alert != nil
        return .none
      case .deleteTapped:
        state.alert = AlertState { TextState("Delete?") }
        return .none
      }
    }
    .ifLet(\.alert, action: \.alert)
  }
}

/// `onChange(of:)` whose closure updates state and returns an effect.
@Reducer
private struct OnChangeEffectFeature {
  struct State: Equatable {
    var count = 0
    var doubled = 0
    var oldValues: [Int] = []
  }
  enum Action: Equatable {
    case increment
    case noop
    case changed(from: Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .noop:
        return .none
      case let .changed(oldValue):
        state.oldValues.append(oldValue)
        return .none
      }
    }
    .onChange(of: \.count) { oldValue, state in
      state.doubled = state.count * 2
      return .send(.changed(from: oldValue))
    }
  }
}

@Reducer
private enum FormsDestination {
  case counter(FormsCounter)
}
extension FormsDestination.State: Equatable {}
extension FormsDestination.Action: Equatable {}

/// A `@Reducer enum` destination embedded with `ifLet(\.$destination, action: \.destination)`,
/// with no trailing closure.
@Reducer
private struct DestinationParent {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: FormsDestination.State?
  }
  enum Action: Equatable {
    case destination(PresentationAction<FormsDestination.Action>)
    case showCounter
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case .showCounter:
        state.destination = .counter(FormsCounter.State())
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@Reducer
private enum FormsPath {
  case counter(FormsCounter)
}
extension FormsPath.State: Equatable {}
extension FormsPath.Action: Equatable {}

/// A stack of `@Reducer enum` screens embedded with `forEach(\.path, action: \.path)`, with no
/// trailing closure.
@Reducer
private struct StackParent {
  @ObservableState
  struct State: Equatable {
    var path = StackState<FormsPath.State>()
  }
  enum Action: Equatable {
    case path(StackActionOf<FormsPath>)
    case pushCounter
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path:
        return .none
      case .pushCounter:
        state.path.append(.counter(FormsCounter.State()))
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

/// Rows embedded with `forEach(_:action:element:)` over an `IdentifiedArray`.
@Reducer
private struct RowsParent {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<FormsCounter.State> = [FormsCounter.State(id: 1)]
  }
  enum Action: Equatable {
    case rows(IdentifiedActionOf<FormsCounter>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) {
        FormsCounter()
      }
  }
}

@MainActor
final class ReducerFormsTests: XCTestCase {
  func testUnlabeledScopeRunsTheChildAndItsEffects() async {
    let store = TestStore(initialState: UnlabeledScopeParent.State()) {
      UnlabeledScopeParent()
    }
    await store.send(.child(.increment)) {
      $0.child.count = 1
    }
    await store.send(.child(.delayedIncrement))
    await store.receive(\.child.increment) {
      $0.child.count = 2
    }
  }

  func testChildlessIfLetDismissesAnOptionalAlertAfterTheParentRan() async {
    let store = TestStore(initialState: OptionalAlertParent.State()) {
      OptionalAlertParent()
    }
    await store.send(.deleteTapped) {
      $0.alert = AlertState { TextState("Delete?") }
    }
    await store.send(.alert(.confirmDeletion)) {
      $0.alert = nil
      $0.isDeleted = true
    }
  }

  func testOnChangeReturningAnEffectRunsOnlyWhenTheValueChanges() async {
    let store = TestStore(initialState: OnChangeEffectFeature.State()) {
      OnChangeEffectFeature()
    }
    await store.send(.increment) {
      $0.count = 1
      $0.doubled = 2
    }
    await store.receive(\.changed) {
      $0.oldValues = [0]
    }
    await store.send(.noop)
    await store.send(.increment) {
      $0.count = 2
      $0.doubled = 4
    }
    await store.receive(\.changed) {
      $0.oldValues = [0, 1]
    }
  }

  func testEnumDestinationWithoutTrailingClosure() async {
    let store = TestStore(initialState: DestinationParent.State()) {
      DestinationParent()
    }
    await store.send(.showCounter) {
      $0.destination = .counter(FormsCounter.State())
    }
    await store.send(.destination(.presented(.counter(.increment)))) {
      $0.destination = .counter(FormsCounter.State(count: 1))
    }
    await store.send(.destination(.presented(.counter(.delayedIncrement))))
    await store.receive(\.destination.presented.counter.increment) {
      $0.destination = .counter(FormsCounter.State(count: 2))
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  func testEnumStackWithoutTrailingClosure() async {
    let store = TestStore(initialState: StackParent.State()) {
      StackParent()
    }
    await store.send(.pushCounter) {
      $0.path.append(.counter(FormsCounter.State()))
    }
    await store.send(.path(.element(id: 0, action: .counter(.increment)))) {
      $0.path[id: 0] = .counter(FormsCounter.State(count: 1))
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.pop(from: 0)
    }
  }

  func testForEachOverAnIdentifiedArray() async {
    let store = TestStore(initialState: RowsParent.State()) {
      RowsParent()
    }
    await store.send(.rows(.element(id: 1, action: .increment))) {
      $0.rows[id: 1]?.count = 1
    }
    await store.send(.rows(.element(id: 1, action: .delayedIncrement)))
    await store.receive(\.rows[id: 1].increment) {
      $0.rows[id: 1]?.count = 2
    }
  }
}
