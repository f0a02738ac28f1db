import ComposableArchitecture
import XCTest

/// A feature whose body names its state and action types: `@Reducer` adds neither.
@Reducer
private struct Doubler {
  @Dependency(\.uuid) var uuid
  var body: some Reducer<Int, Bool> {
    Reduce { state, action in
      state = action ? state * 2 : 0
      return .none
    }
  }
}

private struct FavoritingState<ID: Hashable & Sendable>: Equatable {
  let id: ID
  var isFavorite = false
}

private enum FavoritingAction: Equatable {
  case buttonTapped
  case response(Bool)
}

/// A generic feature whose body's types depend on its generic parameter.
@Reducer
private struct Favoriting<ID: Hashable & Sendable> {
  let favorite: @Sendable (ID, Bool) async -> Bool

  var body: some Reducer<FavoritingState<ID>, FavoritingAction> {
    Reduce { state, action in
      switch action {
      case .buttonTapped:
        state.isFavorite.toggle()
        return .run { [id = state.id, isFavorite = state.isFavorite, favorite] send in
          await send(.response(favorite(id, isFavorite)))
        }
      case let .response(isFavorite):
        state.isFavorite = isFavorite
        return .none
      }
    }
  }
}

/// Features nested in another one, whose bodies use the enclosing feature's `State` and
/// `Action`: one with a computed body, one with a stored one.
@Reducer
private struct Outer {
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case tap
  }
  var body: some ReducerOf<Self> {
    Inner()
    StoredInner()
  }

  @Reducer
  struct Inner {
    var body: some Reducer<State, Action> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer
  struct StoredInner {
    let body = Reduce<State, Action> { state, _ in
      state.count += 10
      return .none
    }
  }
}

/// The forms whose missing `State`, `Action` or `body` are synthesized, or not (B-MC-03).
@Reducer
private struct Bare {}

@Reducer
private struct OnlyState {
  struct State: Equatable {
    var text = "Hello"
  }
}

@Reducer
private struct OnlyAction {
  enum Action {}
}

@Reducer
private struct OnlyStoredBody {
  let body = EmptyReducer<Int, Int>()
}

@Reducer
private struct OnlyStateAlias {
  typealias State = Int
}

@Reducer
private struct Holder {
  struct State: Equatable {
    var bare = Bare.State()
    var onlyState = OnlyState.State()
    var onlyAction = OnlyAction.State()
    var onlyStateAlias: OnlyStateAlias.State = 0
    var taps = 0
  }
  enum Action {
    case bare(Bare.Action)
    case onlyAction(OnlyAction.Action)
    case onlyState(OnlyState.Action)
    case onlyStateAlias(OnlyStateAlias.Action)
    case tap
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.bare, action: \.bare) { Bare() }
    Scope(state: \.onlyState, action: \.onlyState) { OnlyState() }
    Scope(state: \.onlyAction, action: \.onlyAction) { OnlyAction() }
    Scope(state: \.onlyStateAlias, action: \.onlyStateAlias) { OnlyStateAlias() }
    Reduce { state, _ in
      state.taps += 1
      return .none
    }
  }
}

@MainActor
final class StructReducerDomainTests: XCTestCase {
  func testBodyNamingItsTypesGivesTheFeaturesStateAndAction() async {
    XCTAssertTrue(Doubler.State.self == Int.self)
    XCTAssertTrue(Doubler.Action.self == Bool.self)
    let store = TestStore(initialState: 2) {
      Doubler()
    }
    await store.send(true) {
      $0 = 4
    }
    await store.send(false) {
      $0 = 0
    }
  }

  func testGenericFeatureUsesItsBodysTypes() async {
    XCTAssertTrue(Favoriting<Int>.State.self == FavoritingState<Int>.self)
    let store = TestStore(initialState: FavoritingState(id: 42)) {
      Favoriting<Int>(favorite: { id, isFavorite in id == 42 && isFavorite })
    }
    await store.send(.buttonTapped) {
      $0.isFavorite = true
    }
    await store.receive(.response(true))
  }

  /// BEHAVIOUR.md B-MC-02: nested features (computed and stored body) use the enclosing
  /// `State` and `Action`, and run through a store.
  func testNestedFeaturesUseTheEnclosingStateAndAction() async {
    XCTAssertTrue(Outer.Inner.State.self == Outer.State.self)
    XCTAssertTrue(Outer.StoredInner.Action.self == Outer.Action.self)
    let store = TestStore(initialState: Outer.State()) {
      Outer()
    }
    await store.send(.tap) {
      $0.count = 11
    }
  }

  func testStoredBodyAndStateAliasGiveTheirTypes() async {
    XCTAssertTrue(OnlyStoredBody.State.self == Int.self)
    XCTAssertTrue(OnlyStoredBody.Action.self == Int.self)
    XCTAssertTrue(OnlyStateAlias.State.self == Int.self)
    let store = TestStore(initialState: 1) {
      OnlyStoredBody()
    }
    await store.send(5)
  }

  func testSynthesizedMembersRunAsChildren() async {
    let store = TestStore(initialState: Holder.State()) {
      Holder()
    }
    await store.send(.tap) {
      $0.taps = 1
    }
    XCTAssertEqual(store.state.onlyState.text, "Hello")
  }
}
