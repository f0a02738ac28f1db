import ComposableArchitecture
import Observation
import XCTest

/// A parent with a child, an optional child that can be replaced, and a list of rows, scoped
/// with the 1.25 (unlabeled) and 1.5 (labeled) spellings of `Store.scope`.
@Reducer
private struct ScopeParent {
  @ObservableState
  struct State: Equatable {
    var child = NavTestChild.State()
    var optionalChild: NavTestChild.State?
    var rows: IdentifiedArrayOf<ScopeRow.State> = []
  }

  enum Action: Equatable {
    case child(NavTestChild.Action)
    case optionalChild(NavTestChild.Action)
    case presentChild
    case replaceChild
    case dismissChild
    case rows(IdentifiedActionOf<ScopeRow>)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { NavTestChild() }
    Reduce { state, action in
      switch action {
      case .child, .optionalChild, .rows:
        return .none
      case .presentChild:
        state.optionalChild = NavTestChild.State()
        return .none
      case .replaceChild:
        // Another child: a new value, of another identity, with the same fields.
        state.optionalChild = NavTestChild.State()
        return .none
      case .dismissChild:
        state.optionalChild = nil
        return .none
      }
    }
    .ifLet(\.optionalChild, action: \.optionalChild) { NavTestChild() }
    .forEach(\.rows, action: \.rows) { ScopeRow() }
  }
}

@Reducer
private struct ScopeRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }

  enum Action: Equatable {
    case increment
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// Two fields set one after the other by one action, to see what an observer reads in between.
@Reducer
private struct TwoFields {
  @ObservableState
  struct State: Equatable {
    var first = 0
    var second = 0
  }

  enum Action: Equatable {
    case incrementBoth
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.first += 1
      state.second += 1
      return .none
    }
  }
}

@MainActor
final class StoreScopeTests: XCTestCase {
  func testStoresAreEqualAndHashableByIdentity() async {
    let store = Store(initialState: NavTestChild.State()) { NavTestChild() }
    let other = Store(initialState: NavTestChild.State()) { NavTestChild() }
    XCTAssertEqual(store, store)
    XCTAssertNotEqual(store, other)
    XCTAssertEqual(Set([store, store, other]).count, 2)
    XCTAssertEqual(store.hashValue, store.hashValue)
  }

  func testScopeToAChild() async {
    let store = Store(initialState: ScopeParent.State()) { ScopeParent() }
    let child = store.scope(\.child, action: \.child)
    XCTAssertTrue(child === store.scope(\.child, action: \.child))
    child.send(.incrementButtonTapped)
    XCTAssertEqual(child.count, 1)
    XCTAssertEqual(store.child.count, 1)
  }

  func testLabeledScopeSharesTheCacheOfTheUnlabeledOne() async {
    let store = Store(initialState: ScopeParent.State()) { ScopeParent() }
    XCTAssertTrue(
      store.scope(state: \.child, action: \.child) === store.scope(\.child, action: \.child))
  }

  func testScopeToAnOptionalChild() async {
    let store = Store(initialState: ScopeParent.State()) { ScopeParent() }
    XCTAssertNil(store.scope(\.optionalChild, action: \.optionalChild))

    store.send(.presentChild)
    let child = try! XCTUnwrap(store.scope(\.optionalChild, action: \.optionalChild))
    XCTAssertTrue(child === store.scope(\.optionalChild, action: \.optionalChild))
    XCTAssertTrue(child === store.scope(state: \.optionalChild, action: \.optionalChild))
    child.send(.incrementButtonTapped)
    XCTAssertEqual(store.optionalChild?.count, 1)

    store.send(.dismissChild)
    XCTAssertNil(store.scope(\.optionalChild, action: \.optionalChild))
  }

  func testAReplacedOptionalChildGetsAFreshStore() async {
    let store = Store(initialState: ScopeParent.State()) { ScopeParent() }
    store.send(.presentChild)
    let first: StoreOf<NavTestChild>? = store.scope(\.optionalChild, action: \.optionalChild)
    XCTAssertNotNil(first)

    store.send(.optionalChild(.incrementButtonTapped))
    XCTAssertTrue(first === store.scope(\.optionalChild, action: \.optionalChild))

    store.send(.replaceChild)
    let second: StoreOf<NavTestChild>? = store.scope(\.optionalChild, action: \.optionalChild)
    XCTAssertNotNil(second)
    XCTAssertFalse(first === second)
    XCTAssertEqual(second?.count, 0)
    XCTAssertTrue(second === store.scope(\.optionalChild, action: \.optionalChild))
  }

  func testScopesTakenInTurnEachFindTheirCachedStoreAndAReplacedChildGetsAFreshOne() async {
    // A view scoping two children on each render: the child scoped last is always the other
    // one, so each scope is found in the cache, with the optional child's identity checked
    // there once the state was written.
    let store = Store(initialState: ScopeParent.State()) { ScopeParent() }
    store.send(.presentChild)
    let optional = try! XCTUnwrap(store.scope(\.optionalChild, action: \.optionalChild))
    let child = store.scope(\.child, action: \.child)
    for _ in 0..<3 {
      XCTAssertTrue(optional === store.scope(\.optionalChild, action: \.optionalChild))
      XCTAssertTrue(child === store.scope(\.child, action: \.child))
    }
    store.send(.optionalChild(.incrementButtonTapped))
    XCTAssertTrue(child === store.scope(\.child, action: \.child))
    XCTAssertTrue(optional === store.scope(\.optionalChild, action: \.optionalChild))

    store.send(.replaceChild)
    XCTAssertTrue(child === store.scope(\.child, action: \.child))
    let replaced = try! XCTUnwrap(store.scope(\.optionalChild, action: \.optionalChild))
    XCTAssertFalse(optional === replaced)
    XCTAssertEqual(replaced.count, 0)
    // As in TCA, a store kept from before reads the state at its path while there is one.
    XCTAssertEqual(optional.count, 0)
    XCTAssertTrue(replaced === store.scope(\.optionalChild, action: \.optionalChild))

    store.send(.dismissChild)
    XCTAssertTrue(child === store.scope(\.child, action: \.child))
    XCTAssertNil(store.scope(\.optionalChild, action: \.optionalChild))
  }

  func testTheSamePathsScopeToAnOptionalAndToItsUnwrappedValueWithoutMixingThemUp() async {
    let store = Store(initialState: ScopeParent.State()) { ScopeParent() }
    store.send(.presentChild)
    store.send(.optionalChild(.incrementButtonTapped))

    let wrapped: Store<NavTestChild.State?, NavTestChild.Action> = store.scope(
      \.optionalChild, action: \.optionalChild
    )
    let unwrapped: Store<NavTestChild.State, NavTestChild.Action>? = store.scope(
      \.optionalChild, action: \.optionalChild
    )
    // Each scope hits its own cache entry: neither store is read as the other's type.
    XCTAssertEqual(wrapped.withState { $0?.count }, 1)
    XCTAssertEqual(unwrapped?.count, 1)
    let wrappedAgain: Store<NavTestChild.State?, NavTestChild.Action> = store.scope(
      \.optionalChild, action: \.optionalChild
    )
    let unwrappedAgain: Store<NavTestChild.State, NavTestChild.Action>? = store.scope(
      \.optionalChild, action: \.optionalChild
    )
    XCTAssertTrue(wrapped === wrappedAgain)
    XCTAssertTrue(unwrapped === unwrappedAgain)
    XCTAssertEqual(unwrappedAgain?.count, 1)
  }

  func testScopeToAnIdentifiedArray() async {
    let store = Store(
      initialState: ScopeParent.State(rows: [ScopeRow.State(id: 1), ScopeRow.State(id: 2)])
    ) {
      ScopeParent()
    }
    // A collection is asked for (`Array` takes a sequence), as `ForEach` or `for in` do.
    let rows = Array(store.scope(\.rows, action: \.rows))
    XCTAssertEqual(rows.count, 2)
    XCTAssertEqual(rows.map { $0.state.id }, [1, 2])
    rows[rows.index(after: rows.startIndex)].send(.increment)
    XCTAssertEqual(store.rows[id: 2]?.count, 1)
    XCTAssertEqual(store.rows[id: 1]?.count, 0)

    let again = Array(store.scope(\.rows, action: \.rows))
    XCTAssertTrue(rows.first === again.first)

    let labeled = Array(store.scope(state: \.rows, action: \.rows))
    XCTAssertEqual(labeled.map { $0.count }, [0, 1])
  }

  func testWritingTheStateSendsABindingAction() async {
    let store = Store(initialState: BindingsFormFeature.State()) { BindingsFormFeature() }
    var state = store.state
    state.count = 42
    store.state = state
    XCTAssertEqual(store.count, 42)

    store.count = 7
    XCTAssertEqual(store.state.count, 7)
  }

  func testWritingTheStateSendsABindingViewAction() async {
    let store = Store(initialState: BindingsViewActionFeature.State()) {
      BindingsViewActionFeature()
    }
    var state = store.state
    state.text = "Blob"
    store.state = state
    XCTAssertEqual(store.text, "Blob")
  }

  func testAnObserverReadingTheStoreDuringASendSeesTheStateBeforeIt() async {
    let store = Store(initialState: TwoFields.State()) { TwoFields() }
    let seen = LockIsolated<[Int]>([])
    withObservationTracking {
      _ = store.second
    } onChange: {
      // Runs while the reducer is setting `second`, after it set `first`: the store shows the
      // state as it was before the send, not half of the send's changes.
      MainActor.assumeIsolated {
        let first = store.withState(\.first)
        seen.withValue { $0.append(first) }
      }
    }
    store.send(.incrementBoth)
    XCTAssertEqual(store.first, 1)
    XCTAssertEqual(store.second, 1)
    XCTAssertEqual(seen.value.count, 1)
    XCTAssertEqual(seen.value.first, 0)
  }
}

/// Observation-style scopes taken on a store derived with a closure-based scope.
@MainActor
final class UncachedStoreScopeTests: XCTestCase {
  private static let message = """
    Scoping from uncached 'StoreOf<ScopeParent>' is not compatible with observation.

    This can happen for one of two reasons:

    1. A parent view scopes on a store using transform functions, which has been deprecated, \
    instead of with key paths and case paths. Read the migration guide for 1.5 to update these \
    scopes: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5

    2.\u{00A0}A parent feature is using deprecated navigation APIs, such as 'IfLetStore', \
    'SwitchStore', 'ForEachStore', or any navigation view modifiers taking stores instead of \
    bindings. Read the migration guide for 1.7 to update those APIs: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7
    """

  private func makeStore() -> StoreOf<ScopeParent> {
    var state = ScopeParent.State()
    state.optionalChild = NavTestChild.State()
    state.rows = [ScopeRow.State(id: 1)]
    return Store(initialState: state) { ScopeParent() }
  }

  @available(*, deprecated)
  private func uncached(_ store: StoreOf<ScopeParent>) -> StoreOf<ScopeParent> {
    store.scope(state: { $0 }, action: { $0 })
  }

  func testOptionalScopeOnAnUncachedStoreIsReported() async {
    let store = self.makeStore()
    let uncached = self.uncached(store)
    var child: StoreOf<NavTestChild>?
    let issues = await recordIssues {
      child = uncached.scope(\.optionalChild, action: \.optionalChild)
    }
    XCTAssertSingleIssue(issues, is: Self.message, at: #line - 2)
    XCTAssertNotNil(child)
  }

  func testCollectionScopeOnAnUncachedStoreIsReported() async {
    let store = self.makeStore()
    let uncached = self.uncached(store)
    var rows: [StoreOf<ScopeRow>] = []
    let issues = await recordIssues {
      rows = Array(uncached.scope(\.rows, action: \.rows))
    }
    XCTAssertSingleIssue(issues, is: Self.message, at: #line - 2)
    XCTAssertEqual(rows.map(\.state.id), [1])
  }

  /// B-OB-05: the labeled collection form on an uncached store is reported too (pointing at the
  /// library: Compatibility.md says why).
  func testLabeledCollectionScopeOnAnUncachedStoreIsReported() async {
    let store = self.makeStore()
    let uncached = self.uncached(store)
    var rows: [StoreOf<ScopeRow>] = []
    let issues = await recordIssues {
      rows = Array(uncached.scope(state: \.rows, action: \.rows))
    }
    XCTAssertEqual(issues.map(\.message), [Self.message])
    XCTAssertEqual(rows.map(\.state.id), [1])
  }

  func testStoresDerivedFromAnUncachedStoreAreUncached() async {
    let store = self.makeStore()
    let uncached = self.uncached(store)
    let issues = await recordIssues {
      let again = uncached.scope(\.self, action: \.self)
      let _: StoreOf<NavTestChild>? = again.scope(\.optionalChild, action: \.optionalChild)
    }
    XCTAssertSingleIssue(issues, is: Self.message, at: #line - 2)
  }

  func testScopesOfAKeyPathDerivedStoreAreNotReported() async {
    let store = self.makeStore()
    let issues = await recordIssues {
      let again = store.scope(\.self, action: \.self)
      let _: StoreOf<NavTestChild>? = again.scope(\.optionalChild, action: \.optionalChild)
      let _: [StoreOf<ScopeRow>] = Array(again.scope(\.rows, action: \.rows))
    }
    XCTAssertEqual(issues.map(\.message), [])
  }
}
