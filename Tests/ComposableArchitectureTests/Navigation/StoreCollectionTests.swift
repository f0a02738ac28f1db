import ComposableArchitecture
import XCTest

/// A row: a counter with an id.
@Reducer
private struct NavTestRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }

  enum Action: Equatable {
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

/// A feature with every shape of child state a store can be scoped to: a plain child, a
/// presented one, a list of rows and a stack.
@Reducer
private struct NavTestScreens {
  @ObservableState
  struct State: Equatable {
    var child = NavTestRow.State(id: 0)
    var path = StackState<NavTestRow.State>()
    var rows: IdentifiedArrayOf<NavTestRow.State> = []
    @Presents var sheet: NavTestRow.State?
  }

  enum Action: Equatable {
    case child(NavTestRow.Action)
    case dismissSheetButtonTapped
    case path(StackActionOf<NavTestRow>)
    case presentSheetButtonTapped(id: Int)
    case pushButtonTapped(id: Int)
    case removeRowButtonTapped(id: Int)
    case replaceRow(id: Int)
    case rows(IdentifiedActionOf<NavTestRow>)
    case sheet(PresentationAction<NavTestRow.Action>)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      NavTestRow()
    }
    Reduce { state, action in
      switch action {
      case .child, .path, .rows, .sheet:
        return .none

      case .dismissSheetButtonTapped:
        state.sheet = nil
        return .none

      case let .presentSheetButtonTapped(id):
        state.sheet = NavTestRow.State(id: id)
        return .none

      case let .pushButtonTapped(id):
        state.path.append(NavTestRow.State(id: id))
        return .none

      case let .removeRowButtonTapped(id):
        state.rows.remove(id: id)
        return .none

      case let .replaceRow(id):
        // Another row under the same id: new observable state.
        state.rows[id: id] = NavTestRow.State(id: id, count: 100)
        return .none
      }
    }
    .ifLet(\.$sheet, action: \.sheet) {
      NavTestRow()
    }
    .forEach(\.rows, action: \.rows) {
      NavTestRow()
    }
    .forEach(\.path, action: \.path) {
      NavTestRow()
    }
  }
}

/// Checks, at compile time, that a value is a random-access collection of stores.
private func assertRandomAccessCollectionOfStores<C: RandomAccessCollection, S, A>(
  _ collection: C
) where C.Element == Store<S, A> {}

/// `Store.scope` to a child, to optional child state, and to the elements of an
/// `IdentifiedArray` or a `StackState`.
@MainActor
final class StoreCollectionTests: XCTestCase {
  func testScopingToAChildReturnsTheSameStoreEachTime() async {
    let store = Store(initialState: NavTestScreens.State()) {
      NavTestScreens()
    }
    let childStore = store.scope(state: \.child, action: \.child)
    XCTAssertTrue(childStore === store.scope(state: \.child, action: \.child))

    childStore.send(.incrementButtonTapped)
    XCTAssertEqual(childStore.count, 1)
    XCTAssertEqual(store.child.count, 1)
    XCTAssertTrue(childStore === store.scope(state: \.child, action: \.child))
  }

  func testScopingToOptionalStateReturnsAStoreOnlyWhileItIsThere() async {
    let store = Store(initialState: NavTestScreens.State()) {
      NavTestScreens()
    }
    XCTAssertNil(store.scope(state: \.sheet, action: \.sheet.presented))

    store.send(.presentSheetButtonTapped(id: 1))
    guard let sheetStore = store.scope(state: \.sheet, action: \.sheet.presented) else {
      return XCTFail("Expected a store for the presented sheet")
    }
    XCTAssertTrue(sheetStore === store.scope(state: \.sheet, action: \.sheet.presented))
    sheetStore.send(.incrementButtonTapped)
    XCTAssertEqual(sheetStore.count, 1)
    XCTAssertEqual(store.sheet?.count, 1)

    store.send(.dismissSheetButtonTapped)
    XCTAssertNil(store.scope(state: \.sheet, action: \.sheet.presented))
    // A store kept from before reads the last state the sheet had.
    XCTAssertEqual(sheetStore.count, 1)

    store.send(.presentSheetButtonTapped(id: 2))
    let newSheetStore = store.scope(state: \.sheet, action: \.sheet.presented)
    XCTAssertEqual(newSheetStore?.state.id, 2)
    XCTAssertFalse(newSheetStore === sheetStore)
  }

  func testScopingAnIdentifiedArrayGivesAStoreForEachRow() async {
    let store = Store(
      initialState: NavTestScreens.State(
        rows: [NavTestRow.State(id: 1), NavTestRow.State(id: 2), NavTestRow.State(id: 3)]
      )
    ) {
      NavTestScreens()
    }
    let rowStores = store.scope(state: \.rows, action: \.rows)
    assertRandomAccessCollectionOfStores(rowStores)
    XCTAssertEqual(rowStores.count, 3)
    XCTAssertEqual(rowStores.map(\.state.id), [1, 2, 3])

    rowStores[1].send(.incrementButtonTapped)
    XCTAssertEqual(store.rows.map(\.count), [0, 1, 0])

    for rowStore in rowStores where rowStore.state.id != 1 {
      rowStore.send(.incrementButtonTapped)
    }
    XCTAssertEqual(store.rows.map(\.count), [0, 2, 1])
    XCTAssertEqual(rowStores.map(\.count), [0, 2, 1])
  }

  func testRowStoresAreReusedWhileTheirRowIsThere() async {
    let store = Store(
      initialState: NavTestScreens.State(
        rows: [NavTestRow.State(id: 1), NavTestRow.State(id: 2)]
      )
    ) {
      NavTestScreens()
    }
    let first = store.scope(state: \.rows, action: \.rows)
    let second = store.scope(state: \.rows, action: \.rows)
    XCTAssertTrue(first[0] === second[0])
    XCTAssertTrue(first[1] === second[1])

    store.send(.removeRowButtonTapped(id: 1))
    let third = store.scope(state: \.rows, action: \.rows)
    XCTAssertEqual(third.count, 1)
    XCTAssertTrue(third[0] === first[1])
  }

  func testARowChangedInPlaceKeepsItsStoreAndARowReplacedUnderItsIDGetsAFreshOne() async {
    let store = Store(
      initialState: NavTestScreens.State(
        rows: [NavTestRow.State(id: 1), NavTestRow.State(id: 2)]
      )
    ) {
      NavTestScreens()
    }
    let first = store.scope(state: \.rows, action: \.rows)[0]
    first.send(.incrementButtonTapped)
    let changed = store.scope(state: \.rows, action: \.rows)[0]
    XCTAssertTrue(changed === first)
    XCTAssertEqual(changed.count, 1)

    store.send(.replaceRow(id: 1))
    let replaced = store.scope(state: \.rows, action: \.rows)[0]
    XCTAssertFalse(replaced === first)
    XCTAssertEqual(replaced.count, 100)
    replaced.send(.incrementButtonTapped)
    XCTAssertEqual(store.rows[id: 1]?.count, 101)
    // Listed again, the fresh store is the one kept.
    XCTAssertTrue(store.scope(state: \.rows, action: \.rows)[0] === replaced)
    XCTAssertTrue(store.scope(state: \.rows, action: \.rows)[1] !== first)
  }

  func testStoresOfRemovedRowsAreReleased() async {
    let store = Store(
      initialState: NavTestScreens.State(
        rows: [NavTestRow.State(id: 1), NavTestRow.State(id: 2)]
      )
    ) {
      NavTestScreens()
    }
    weak var removedRowStore = store.scope(state: \.rows, action: \.rows)[0]
    XCTAssertNotNil(removedRowStore)

    store.send(.removeRowButtonTapped(id: 1))
    _ = store.scope(state: \.rows, action: \.rows)
    XCTAssertNil(removedRowStore)
  }

  func testScopingAStackGivesAStoreForEachElement() async {
    let store = Store(initialState: NavTestScreens.State()) {
      NavTestScreens()
    }
    XCTAssertTrue(store.scope(state: \.path, action: \.path).isEmpty)

    store.send(.pushButtonTapped(id: 10))
    store.send(.pushButtonTapped(id: 20))
    let pathStores = store.scope(state: \.path, action: \.path)
    assertRandomAccessCollectionOfStores(pathStores)
    XCTAssertEqual(pathStores.map(\.state.id), [10, 20])

    pathStores[1].send(.incrementButtonTapped)
    XCTAssertEqual(store.path.map(\.count), [0, 1])
    XCTAssertEqual(store.path.ids, [0, 1])
    XCTAssertTrue(pathStores[1] === store.scope(state: \.path, action: \.path)[1])
  }

  func testSendingToARowStoreAfterItsRowWasRemovedIsReported() async {
    let store = Store(
      initialState: NavTestScreens.State(
        rows: [NavTestRow.State(id: 1), NavTestRow.State(id: 2, count: 5)]
      )
    ) {
      NavTestScreens()
    }
    let rowStore = store.scope(state: \.rows, action: \.rows)[1]
    store.send(.removeRowButtonTapped(id: 2))

    let issues = await recordIssues {
      rowStore.send(.incrementButtonTapped)
    }

    XCTAssertEqual(issues.count, 1, issues.description)
    let issue = issues.first
    XCTAssertTrue(
      issue?.message.contains(#"A "forEach" at "#) == true
        && issue?.message.contains("received an action for a missing element") == true
        && issue?.message.contains(
          "NavTestScreens.Action.rows(.element(id:, action: .incrementButtonTapped))")
          == true,
      issues.description
    )
    XCTAssertTrue(issue?.filePath.hasSuffix("Navigation/StoreCollectionTests.swift") == true)
    // Nothing changed, and the row store still reads its row's last state.
    XCTAssertEqual(store.rows.ids, [1])
    XCTAssertEqual(rowStore.count, 5)
  }

  func testARowListedBeforeItWasRemovedGivesAStoreOfItsLastState() async {
    let store = Store(
      initialState: NavTestScreens.State(
        rows: [NavTestRow.State(id: 1), NavTestRow.State(id: 2, count: 5)]
      )
    ) {
      NavTestScreens()
    }
    let rowStores = store.scope(state: \.rows, action: \.rows)
    store.send(.removeRowButtonTapped(id: 2))

    let staleRowStore = rowStores[1]
    XCTAssertEqual(staleRowStore.state.id, 2)
    XCTAssertEqual(staleRowStore.count, 5)
    let issues = await recordIssues {
      staleRowStore.send(.incrementButtonTapped)
    }
    XCTAssertEqual(issues.count, 1, issues.description)
    XCTAssertTrue(
      issues.first?.message.contains("received an action for a missing element") == true,
      issues.description
    )
    XCTAssertEqual(store.rows.ids, [1])
  }

  func testSendingToAPathStoreAfterItsElementWasPoppedIsReported() async {
    let store = Store(initialState: NavTestScreens.State()) {
      NavTestScreens()
    }
    store.send(.pushButtonTapped(id: 10))
    store.send(.pushButtonTapped(id: 20))
    let elementStore = store.scope(state: \.path, action: \.path)[1]
    store.send(.path(.popFrom(id: 1)))

    let issues = await recordIssues {
      elementStore.send(.incrementButtonTapped)
    }

    XCTAssertEqual(issues.count, 1, issues.description)
    XCTAssertTrue(
      issues.first?.message.contains("received an action for a missing element") == true,
      issues.description
    )
    XCTAssertEqual(store.path.ids, [0])
    XCTAssertEqual(elementStore.state.id, 20)
  }
}
