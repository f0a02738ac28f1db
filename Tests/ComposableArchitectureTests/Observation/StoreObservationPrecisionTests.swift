import ComposableArchitecture
import Testing
import XCTest

@Reducer
private struct Child {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var value = 0
    var other = 0
  }
  enum Action {
    case incrementValue
    case incrementOther
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementValue:
        state.value += 1
      case .incrementOther:
        state.other += 1
      }
      return .none
    }
  }
}

@Reducer
private struct Parent {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var title = ""
    var child = Child.State(id: 1)
    var optionalChild: Child.State?
  }
  enum Action {
    case incrementCount
    case setTitle(String)
    case child(Child.Action)
    case optionalChild(Child.Action)
    case replaceChild(Int)
    case presentChild
    case dismissChild
    case incrementOptionalChildInPlace
    case reset
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Child() }
    Reduce { state, action in
      switch action {
      case .incrementCount:
        state.count += 1
      case let .setTitle(title):
        state.title = title
      case .child, .optionalChild:
        break
      case let .replaceChild(id):
        state.child = Child.State(id: id)
      case .presentChild:
        state.optionalChild = Child.State(id: 2)
      case .dismissChild:
        state.optionalChild = nil
      case .incrementOptionalChildInPlace:
        state.optionalChild?.value += 1
      case .reset:
        state = State()
      }
      return .none
    }
    .ifLet(\.optionalChild, action: \.optionalChild) { Child() }
  }
}

/// Counts how many times an observation of `read` is told of a change.
@MainActor
private final class ObservationCounter {
  var count = 0
  private let read: @MainActor () -> Void

  init(_ read: @escaping @MainActor () -> Void) {
    self.read = read
    self.observe()
  }

  private func observe() {
    withObservationTracking {
      self.read()
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        self?.count += 1
        self?.observe()
      }
    }
  }
}

@MainActor
final class StoreObservationPrecisionTests: XCTestCase {
  func testReaderOfAFieldIsNotifiedWhenItChanges() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = ObservationCounter { _ = store.count }
    store.send(.incrementCount)
    XCTAssertEqual(counter.count, 1)
    XCTAssertEqual(store.count, 1)
  }

  func testReaderOfAFieldIsNotNotifiedWhenAnotherFieldChanges() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = ObservationCounter { _ = store.count }
    store.send(.setTitle("Hello"))
    XCTAssertEqual(counter.count, 0)
  }

  func testChildStoreReaderIsNotifiedOnlyForItsOwnFields() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    let childStore = store.scope(state: \.child, action: \.child)
    let valueCounter = ObservationCounter { _ = childStore.value }
    let otherCounter = ObservationCounter { _ = childStore.other }
    store.send(.incrementCount)
    store.send(.setTitle("Hello"))
    XCTAssertEqual(valueCounter.count, 0)
    XCTAssertEqual(otherCounter.count, 0)
    childStore.send(.incrementValue)
    XCTAssertEqual(valueCounter.count, 1)
    XCTAssertEqual(otherCounter.count, 0)
    XCTAssertEqual(childStore.value, 1)
  }

  func testParentReaderOfOtherFieldIsNotNotifiedWhenChildChangesInPlace() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = ObservationCounter { _ = store.count }
    store.send(.child(.incrementValue))
    XCTAssertEqual(counter.count, 0)
  }

  func testReplacingChildWithAnotherIdentityNotifiesItsReaders() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    let childStore = store.scope(state: \.child, action: \.child)
    let counter = ObservationCounter { _ = childStore.value }
    store.send(.replaceChild(7))
    XCTAssertGreaterThanOrEqual(counter.count, 1)
    XCTAssertEqual(childStore.state.id, 7)
  }

  func testOptionalScopeNotifiesWhenChildAppearsAndGoesAway() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = ObservationCounter {
      _ = store.scope(state: \.optionalChild, action: \.optionalChild)
    }
    XCTAssertNil(store.scope(state: \.optionalChild, action: \.optionalChild))
    store.send(.presentChild)
    XCTAssertEqual(counter.count, 1)
    let childStore = store.scope(state: \.optionalChild, action: \.optionalChild)
    XCTAssertNotNil(childStore)
    XCTAssertTrue(childStore === store.scope(state: \.optionalChild, action: \.optionalChild))
    store.send(.dismissChild)
    XCTAssertEqual(counter.count, 2)
    XCTAssertNil(store.scope(state: \.optionalChild, action: \.optionalChild))
  }

  /// BEHAVIOUR.md B-OB-04: a reader of `store.state` is notified only when the state's identity
  /// changes, not after every send; a field reader is notified by its field.
  func testWholeStateReaderIsNotifiedOnlyWhenTheStateIdentityChanges() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    let wholeCounter = ObservationCounter { _ = store.state }
    let fieldCounter = ObservationCounter { _ = store.count }
    store.send(.incrementCount)
    store.send(.setTitle("Hello"))
    store.send(.child(.incrementOther))
    XCTAssertEqual(fieldCounter.count, 1)
    XCTAssertEqual(wholeCounter.count, 0)
    store.send(.reset)
    XCTAssertEqual(wholeCounter.count, 1)
  }

  /// BEHAVIOUR.md B-OB-04: the same for a scoped store's `state`.
  func testChildStoreWholeStateReaderIsNotifiedOnlyWhenTheChildIsReplaced() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    let childStore = store.scope(state: \.child, action: \.child)
    let counter = ObservationCounter { _ = childStore.state }
    store.send(.child(.incrementValue))
    store.send(.incrementCount)
    XCTAssertEqual(counter.count, 0)
    store.send(.replaceChild(7))
    // At least once: the read of the scoped state also tracks the parent's `child` field.
    XCTAssertGreaterThanOrEqual(counter.count, 1)
    let countAfterReplacement = counter.count
    store.send(.child(.incrementValue))
    XCTAssertEqual(counter.count, countAfterReplacement)
  }

  func testParentMutatingAChildInPlaceKeepsTheChildsStore() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.presentChild)
    let childStore = store.scope(state: \.optionalChild, action: \.optionalChild)
    let counter = ObservationCounter { _ = childStore?.value }
    store.send(.incrementOptionalChildInPlace)
    XCTAssertEqual(counter.count, 1)
    XCTAssertEqual(childStore?.value, 1)
    XCTAssertTrue(childStore === store.scope(state: \.optionalChild, action: \.optionalChild))
  }

  func testObservableStateDumpsByFieldNames() async {
    var dump = ""
    customDump(Child.State(id: 1, value: 2), to: &dump)
    XCTAssertEqual(
      dump,
      """
      Child.State(
        id: 1,
        value: 2,
        other: 0
      )
      """
    )
  }
}

@MainActor
@Suite struct StoreObservationsSequenceTests {
  @Test(.timeLimit(.minutes(1)))
  func observationsSequenceSeesTheFieldItReads() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counts = Observations { @MainActor in store.count }
    var iterator = counts.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    store.send(.incrementCount)
    #expect(await iterator.next() == 1)
    store.send(.setTitle("Not observed"))
    store.send(.incrementCount)
    #expect(await iterator.next() == 2)
  }
}
